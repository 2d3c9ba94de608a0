// The fleet's availability screen: the period and filters of the URL reach the API (today and the
// next 30 days without one); the summary per tipo, the chart with its figures as a table, and each
// asset's timeline written out with its contract's folio (a link for who may open contracts); a
// period typed in the picker and a flota chosen go to the URL, a period the rule refuses says why.
import { fechaEnSantiago, type PermissionKey, sumarDias } from '@cordillera/contracts'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../contratos/contratos-fixture.ts'
import DisponibilidadFlotaScreen from './disponibilidad-flota.tsx'
import {
  CONTRATO,
  calledUrls,
  disponibilidadAnswer,
  FLOTA,
  mountScreen,
  opcionesAnswer,
  settle,
  TIPO,
} from './equipos-fixture.tsx'

const { api, fetch } = fakeApi({
  'GET /v1/disponibilidad-flota': { body: disponibilidadAnswer },
  'GET /v1/disponibilidad-flota/opciones': { body: opcionesAnswer },
})

let denied: readonly PermissionKey[] = []
// The connection and the keys every screen reads, its rows' links (RowLink) included.
vi.mock('../../../../../../packages/portal/src/screens/use-portal-api.ts', () => ({
  useApi: () => api,
  useCan: () => (key: PermissionKey | '') => key === '' || !denied.includes(key),
}))

const PATH = '/v1/activo/disponibilidad-flota'
let screen: Awaited<ReturnType<typeof mountScreen>>
const render = async (url: string) => {
  screen = await mountScreen(PATH, DisponibilidadFlotaScreen, url)
  return screen.container
}

beforeEach(() => {
  fetch.mockClear()
  denied = []
})
afterEach(() => screen?.unmount())

const calls = () => calledUrls(fetch).filter((url) => url.pathname === '/v1/disponibilidad-flota')
const rowsOf = (table: Element | null | undefined) =>
  [...(table?.querySelectorAll('tbody tr') ?? [])].map((tr) =>
    [...tr.children].map((cell) => cell.textContent),
  )

async function typeInto(input: HTMLInputElement | null | undefined, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  await act(async () => {
    if (!input) throw new Error('no hay campo')
    setValue?.call(input, text)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
  await settle()
}

describe('DisponibilidadFlotaScreen', () => {
  it('asks for the URL’s period and tipo, and shows the summary, the chart and its table', async () => {
    const container = await render(`${PATH}?desde=2026-03-01&hasta=2026-03-03&tipoActivoId=${TIPO}`)
    const sent = calls().at(-1)
    expect(sent?.searchParams.get('desde')).toBe('2026-03-01')
    expect(sent?.searchParams.get('hasta')).toBe('2026-03-03')
    expect(sent?.searchParams.get('tipoActivoId')).toBe(TIPO)
    expect(container.textContent).toContain('Resumen del 01-03-2026 al 03-03-2026 (3 días)')
    const resumen = container.querySelector('table:not(figure table)')
    expect(rowsOf(resumen)).toEqual([['Excavadora', '2', '1', '0']])
    const figure = container.querySelector('figure')
    expect(figure?.textContent).toContain('De 2 activos, al menos 1 libres cada día.')
    // The chart's figures, day by day: on rent, in the workshop, de baja, free.
    expect(rowsOf(figure)).toEqual([
      ['01-03-2026', '1', '0', '0', '1'],
      ['02-03-2026', '1', '0', '0', '1'],
      ['03-03-2026', '0', '1', '0', '1'],
    ])
  })

  it('writes each asset’s timeline out, the folio linking to its contract when allowed', async () => {
    const container = await render(`${PATH}?desde=2026-03-01&hasta=2026-03-03`)
    const timeline = container.querySelector('details:not(figure details) table')
    expect(rowsOf(timeline)).toEqual([
      ['EX-001', '01-03-2026 al 02-03-2026: En arriendo (CON-000045, obra OB-0007)'],
      ['EX-002', '03-03-2026: En taller'],
    ])
    const folio = [...(timeline?.querySelectorAll('a') ?? [])].find(
      (a) => a.textContent === 'CON-000045',
    )
    expect(folio?.getAttribute('href')).toBe(`/contratos/${CONTRATO}`)
    screen.unmount()
    denied = ['comercial/detalle-contrato', 'operaciones/detalle-activo']
    const plain = await render(`${PATH}?desde=2026-03-01&hasta=2026-03-03`)
    expect(plain.querySelector('details:not(figure details) table a')).toBeNull()
    expect(plain.textContent).toContain('CON-000045')
  })

  it('asks for today and the next 30 days without a period', async () => {
    await render(PATH)
    const hoy = fechaEnSantiago(new Date())
    expect(calls().at(-1)?.searchParams.get('desde')).toBe(hoy)
    expect(calls().at(-1)?.searchParams.get('hasta')).toBe(sumarDias(hoy, 30))
  })

  it('asks for the flota chosen and the period typed; a period too long is refused in words', async () => {
    const container = await render(`${PATH}?desde=2026-03-01&hasta=2026-03-03`)
    const flota = [...container.querySelectorAll('select')].find((select) =>
      [...select.options].some((option) => option.textContent === 'Flota Norte'),
    )
    await act(async () => {
      if (!flota) throw new Error('sin selector de flota')
      flota.value = FLOTA
      flota.dispatchEvent(new Event('change', { bubbles: true }))
    })
    await settle()
    expect(calls().at(-1)?.searchParams.get('flotaId')).toBe(FLOTA)

    const hasta = container.querySelector<HTMLInputElement>('input[aria-label="Hasta"]')
    await typeInto(hasta, '10-03-2026')
    expect(calls().at(-1)?.searchParams.get('hasta')).toBe('2026-03-10')
    expect(calls().at(-1)?.searchParams.get('flotaId')).toBe(FLOTA)

    const before = calls().length
    await typeInto(hasta, '10-03-2027')
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'El periodo abarca 375 días: elija hasta 366.',
    )
    expect(calls()).toHaveLength(before)
    // A year out of 1950–2100 is refused in words before any call (Date.UTC made 0099 1999).
    for (const typed of ['10-03-2101', '10-03-0099']) {
      await typeInto(hasta, typed)
      expect(container.querySelector('[role="alert"]')?.textContent, typed).toBe(
        'La fecha debe estar entre 1950 y 2100.',
      )
    }
    expect(calls()).toHaveLength(before)
  })

  it('says why a period of the URL out of 1950–2100 is refused', async () => {
    const container = await render(`${PATH}?desde=0001-01-01`)
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'La fecha debe estar entre 1950 y 2100.',
    )
  })
})
