// The equipos de pago list: a row as billing reads it (folio linking to its contract, obra,
// tarifa in its moneda, days in the period; an hour-billed row says there are no daily reports
// yet), the period and the contract of the URL reach the API, the totals line sums the whole
// period, a row's action narrows the list to its obra, and the current month without a period.
import {
  emptySession,
  fechaEnSantiago,
  fechaText,
  mesDe,
  PERMISSION_KEYS,
  type PermissionKey,
} from '@cordillera/contracts'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../contratos/contratos-fixture.ts'
import EquiposDePagoList, { periodoDeFiltros } from './equipos-de-pago-list.tsx'
import { CONTRATO, calledUrls, equiposPage, mountScreen, OBRA, settle } from './equipos-fixture.tsx'

const { api, fetch } = fakeApi({ 'GET /v1/equipos-de-pago': { body: equiposPage } })

let denied: readonly PermissionKey[] = []
vi.mock('@cordillera/portal/screens', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/portal/screens')>()),
  useApi: () => api,
  useCan: () => (key: PermissionKey | '') => key === '' || !denied.includes(key),
}))
// The shared list screen reads the session's keys itself: the same ones.
vi.mock('@cordillera/auth/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/auth/react')>()),
  useSession: () => ({
    ...emptySession,
    sesionIniciada: true,
    tipo: 'cordillera',
    permisos: PERMISSION_KEYS.filter((key) => !denied.includes(key)),
  }),
}))

const PATH = '/v1/activo/equipos-de-pago'
let screen: Awaited<ReturnType<typeof mountScreen>>
const render = async (url: string) => {
  screen = await mountScreen(PATH, EquiposDePagoList, url)
  return screen.container
}

beforeEach(() => {
  fetch.mockClear()
  denied = []
})
afterEach(() => screen?.unmount())

const calls = () => calledUrls(fetch).filter((url) => url.pathname === '/v1/equipos-de-pago')
const rowWith = (container: HTMLElement, text: string) =>
  [...container.querySelectorAll('tbody tr')].find((tr) => tr.textContent?.includes(text))

describe('EquiposDePagoList', () => {
  it('shows each item on rent with its tarifa and days, and the period’s totals', async () => {
    const container = await render(
      `${PATH}?f.desde=2026-03-01&f.hasta=2026-03-31&f.contratoId=${CONTRATO}`,
    )
    const sent = calls().at(-1)
    expect(sent?.searchParams.get('desde')).toBe('2026-03-01')
    expect(sent?.searchParams.get('hasta')).toBe('2026-03-31')
    expect(sent?.searchParams.get('contratoId')).toBe(CONTRATO)
    expect(sent?.searchParams.get('sort')).toBe('contrato')
    // One request: the totals line reads the page the table asked for.
    expect(calls()).toHaveLength(1)
    const dia = rowWith(container, 'EX-001')?.textContent ?? ''
    expect(dia).toContain('OB-0007 Edificio Central')
    expect(dia).toContain('$50.000')
    expect(dia).toContain('15-02-2026')
    expect(dia).toContain('10-03-2026')
    expect(dia).not.toContain('Sin partes diarios aún')
    expect(rowWith(container, 'EX-002')?.textContent).toContain('Sin partes diarios aún')
    const folio = rowWith(container, 'EX-001')?.querySelector('a')
    expect(folio?.textContent).toBe('CON-000045')
    expect(folio?.getAttribute('href')).toBe(`/contratos/${CONTRATO}`)
    expect(container.textContent).toContain('Equipos del contrato CON-000045')
    expect(container.textContent).toContain(
      'Del 01-03-2026 al 31-03-2026: 2 ítems, 22 días en arriendo.',
    )
  })

  it('narrows the list to a row’s obra from its actions', async () => {
    const container = await render(`${PATH}?f.desde=2026-03-01&f.hasta=2026-03-31`)
    const trigger = rowWith(container, 'EX-001')?.querySelector<HTMLButtonElement>(
      'button[aria-label^="Acciones"]',
    )
    expect(trigger).toBeTruthy()
    await act(async () => {
      trigger?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, button: 0 }))
      trigger?.click()
    })
    await settle()
    const item = [...document.querySelectorAll('[role="menuitem"]')].find(
      (element) => element.textContent === 'Ver solo esta obra',
    ) as HTMLElement | undefined
    expect(item).toBeTruthy()
    await act(async () => item?.click())
    await settle()
    expect(calls().at(-1)?.searchParams.get('obraId')).toBe(OBRA)
    expect(calls().at(-1)?.searchParams.get('desde')).toBe('2026-03-01')
  })

  it('shows the folio without a link to who may not open contracts (the asset still links)', async () => {
    denied = ['comercial/detalle-contrato']
    const container = await render(PATH)
    const links = [...(rowWith(container, 'EX-001')?.querySelectorAll('a') ?? [])]
    expect(links.map((a) => a.textContent)).toEqual(['EX-001'])
    expect(rowWith(container, 'EX-001')?.textContent).toContain('CON-000045')
  })

  it('takes the current month when the URL has no period', async () => {
    const container = await render(PATH)
    expect(calls().at(-1)?.searchParams.has('desde')).toBe(false)
    const hoy = fechaEnSantiago(new Date())
    const mes = mesDe(hoy)
    expect(container.textContent).toContain(
      `Del ${fechaText(mes.desde)} al ${fechaText(mes.hasta)}:`,
    )
    expect(periodoDeFiltros({}, hoy)).toEqual(mesDe(hoy))
    expect(periodoDeFiltros({ desde: '2026-02-10' }, hoy)).toEqual({
      desde: '2026-02-10',
      hasta: '2026-02-28',
    })
  })
})
