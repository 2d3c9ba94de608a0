// The equipment dashboard: the URL's period reaches the API (the last 365 days without one); the
// fleet's utilisation as a card, per tipo and flota as charts with their tables, per month as a
// line; the workshop's longest visit with why, and the expired document with its badge, each
// linking to the asset or its documents only for who may open them.
import { fechaEnSantiago, type PermissionKey, sumarDias } from '@cordillera/contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../activos/activos-fixture.ts'
import DashboardEquiposScreen, { porcentaje } from './dashboard-equipos.tsx'
import { ACTIVO_1, ACTIVO_2, calledUrls, dashboardAnswer, mountScreen } from './equipos-fixture.tsx'

const { api, fetch } = fakeApi({ 'GET /v1/dashboard-equipos': { body: dashboardAnswer } })

let denied: readonly PermissionKey[] = []
// The connection and the keys every screen reads, the shared dashboard route included.
vi.mock('../../../../../../packages/portal/src/screens/use-portal-api.ts', () => ({
  useApi: () => api,
  useCan: () => (key: PermissionKey | '') => key === '' || !denied.includes(key),
}))

const PATH = '/dashboard-equipos'
let screen: Awaited<ReturnType<typeof mountScreen>>
const render = async (url: string) => {
  screen = await mountScreen(PATH, DashboardEquiposScreen, url)
  return screen.container
}

beforeEach(() => {
  fetch.mockClear()
  denied = []
})
afterEach(() => screen?.unmount())

const calls = () => calledUrls(fetch).filter((url) => url.pathname === '/v1/dashboard-equipos')
const figure = (container: HTMLElement, title: string) =>
  [...container.querySelectorAll('figure')].find((each) =>
    each.querySelector('figcaption')?.textContent?.startsWith(title),
  )
const rowsOf = (element: Element | null | undefined) =>
  [...(element?.querySelectorAll('tbody tr') ?? [])].map((tr) =>
    [...tr.children].map((cell) => cell.textContent),
  )
const tableCaptioned = (container: HTMLElement, caption: string) =>
  [...container.querySelectorAll('table')].find(
    (table) => table.querySelector('caption')?.textContent === caption,
  )
/** The percentage as the screen writes it (the space before % is the formatter's). */
const pct = (fraction: number) => porcentaje(fraction)

describe('DashboardEquiposScreen', () => {
  it('asks for the URL’s period and shows utilisation as cards, charts and tables', async () => {
    const container = await render(`${PATH}?desde=2026-01-01&hasta=2026-03-31`)
    expect(calls().at(-1)?.searchParams.get('desde')).toBe('2026-01-01')
    expect(calls().at(-1)?.searchParams.get('hasta')).toBe('2026-03-31')
    expect(porcentaje(0.65)).toBe('65 %')
    expect(porcentaje(null)).toBe('—')
    const cards = container.querySelector('section[aria-label="Cifras de la flota"]')
    expect(cards?.textContent).toContain(`Utilización de la flota${pct(0.65)}`)
    expect(cards?.textContent).toContain('117 de 180 días, del 01-01-2026 al 31-03-2026')
    expect(cards?.textContent).toContain('En taller1')
    expect(cards?.textContent).toContain('1 vencidos, 0 por vencer en 30 días')
    expect(rowsOf(figure(container, 'Utilización por tipo de activo'))).toEqual([
      ['Excavadora', pct(0.65)],
    ])
    expect(rowsOf(figure(container, 'Utilización por flota'))).toEqual([
      ['Flota Norte', pct(0.8)],
      ['Sin flota', pct(0.5)],
    ])
    expect(rowsOf(figure(container, 'Utilización por mes'))).toEqual([
      ['ene 2026', pct(0.5)],
      ['feb 2026', pct(0.75)],
      ['mar 2026', pct(44 / 62)],
    ])
    expect(rowsOf(tableCaptioned(container, 'Días en arriendo y propios por flota'))).toEqual([
      ['Flota Norte', '1', '72', '90', pct(0.8)],
      ['Sin flota', '1', '45', '90', pct(0.5)],
    ])
  })

  it('lists the workshop and the documents, linking to the asset and its documents', async () => {
    const container = await render(PATH)
    const taller = tableCaptioned(container, 'Activos en taller hace más tiempo')
    expect(rowsOf(taller)).toEqual([
      ['EX-002', 'Excavadora', '03-03-2026 10:00', 'Cambio de orugas'],
    ])
    expect(taller?.querySelector('a')?.getAttribute('href')).toBe(`/activos/${ACTIVO_2}`)
    const documentos = tableCaptioned(
      container,
      'Documentos vencidos o por vencer, los más próximos primero',
    )
    expect(rowsOf(documentos)).toEqual([
      ['EX-001', 'Revisión técnica RT-88123', '01-03-2026', 'Vencido'],
    ])
    expect(
      [...(documentos?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href')),
    ).toEqual([`/activos/${ACTIVO_1}`, `/activos/${ACTIVO_1}/documentos`])
    expect(container.textContent).toContain('Ver todos los activos en taller (1)')
  })

  it('shows the same without links to who may not open assets', async () => {
    denied = [
      'operaciones/detalle-activo',
      'operaciones/documentos-activo',
      'operaciones/activos-en-taller',
    ]
    const container = await render(PATH)
    expect(
      tableCaptioned(container, 'Activos en taller hace más tiempo')?.querySelector('a'),
    ).toBeNull()
    expect(container.textContent).toContain('Revisión técnica RT-88123')
    expect(container.textContent).not.toContain('Ver todos los activos en taller (1)')
  })

  it('asks for the last 365 days without a period', async () => {
    await render(PATH)
    const hoy = fechaEnSantiago(new Date())
    expect(calls().at(-1)?.searchParams.get('hasta')).toBe(hoy)
    expect(calls().at(-1)?.searchParams.get('desde')).toBe(sumarDias(hoy, -364))
  })
})
