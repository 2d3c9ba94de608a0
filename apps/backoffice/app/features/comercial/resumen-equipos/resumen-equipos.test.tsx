// The fleet's summary: its counts as cards, the tipos as a chart with its data as a table and a
// table beside it, the obras with most assets; each count leads to the logistics list filtered by
// it (with the flota chosen) for whoever may open that list, and is only a number for anyone else
// (commercial staff); choosing a flota asks the API for it.
import type { PermissionKey } from '@cordillera/contracts'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import ResumenEquiposScreen from './resumen-equipos.tsx'
import {
  calledUrls,
  FLOTA,
  fakeApi,
  mountScreen,
  OBRA,
  resumenAnswer,
  settle,
  TIPO,
} from './resumen-equipos-fixture.tsx'

const { api, fetch } = fakeApi({ 'GET /v1/resumen-equipos': { body: resumenAnswer } })

let denied: readonly PermissionKey[] = []
vi.mock('@cordillera/portal/screens', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/portal/screens')>()),
  useApi: () => api,
  useCan: () => (key: PermissionKey | '') => key === '' || !denied.includes(key),
}))

const PATH = '/v1/activo/resumen-equipos'
let screen: Awaited<ReturnType<typeof mountScreen>>
const render = async (url: string) => {
  screen = await mountScreen(PATH, ResumenEquiposScreen, url)
  return screen.container
}

beforeEach(() => {
  fetch.mockClear()
  denied = []
})
afterEach(() => screen?.unmount())

const resumenCalls = () => calledUrls(fetch).filter((url) => url.pathname === '/v1/resumen-equipos')
const hrefs = (container: HTMLElement) =>
  [...container.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '')
const cardOf = (container: HTMLElement, label: string) =>
  [...container.querySelectorAll('section[aria-label="Activos por estado"] > *')].find(
    (card) => card.firstElementChild?.textContent === label,
  )

describe('ResumenEquiposScreen', () => {
  it('shows the counts by estado, by tipo (chart and table) and by obra', async () => {
    const container = await render(PATH)
    expect(cardOf(container, 'Total')?.textContent).toContain('12')
    expect(cardOf(container, 'En obra')?.textContent).toContain('7')
    expect(cardOf(container, 'De baja')?.textContent).toContain('0')
    const figure = container.querySelector('figure')
    expect(figure?.textContent).toContain('Activos por tipo')
    expect(figure?.textContent).toContain('Camión tolva es el tipo con más activos (9).')
    // The chart's own table: one row per tipo, a column per estado with assets.
    const chartRows = [...(figure?.querySelectorAll('tbody tr') ?? [])].map((tr) =>
      [...tr.children].map((cell) => cell.textContent),
    )
    expect(chartRows).toEqual([
      ['Camión tolva', '2', '6', '1'],
      ['Excavadora', '2', '1', '0'],
    ])
    const tabla = container.querySelector('table:not(figure table)')
    expect([...(tabla?.querySelectorAll('thead th') ?? [])].map((th) => th.textContent)).toEqual([
      'Tipo',
      'Total',
      'Disponible',
      'En obra',
      'En taller',
    ])
    expect(container.textContent).toContain('OB-0007 Edificio Central')
    expect(container.textContent).toContain('Las 2 obras con activos en obra.')
  })

  it('links each count to the logistics list filtered by it', async () => {
    const container = await render(`${PATH}?flotaId=${FLOTA}`)
    expect(resumenCalls().at(-1)?.searchParams.get('flotaId')).toBe(FLOTA)
    const links = hrefs(container)
    expect(links).toContain(`/logistica-activos?f.estado=en-obra&f.flotaId=${FLOTA}`)
    expect(links).toContain(`/logistica-activos?f.tipoActivoId=${TIPO}&f.flotaId=${FLOTA}`)
    expect(links).toContain(
      `/logistica-activos?f.tipoActivoId=${TIPO}&f.estado=en-taller&f.flotaId=${FLOTA}`,
    )
    expect(links).toContain(
      `/logistica-activos?f.obraId=${OBRA}&f.estado=en-obra&f.flotaId=${FLOTA}`,
    )
    // No link to an empty list.
    expect(links).not.toContain(`/logistica-activos?f.estado=de-baja&f.flotaId=${FLOTA}`)
  })

  it('gives commercial staff the numbers without links into logistics', async () => {
    denied = ['operaciones/logistica-activos']
    const container = await render(PATH)
    expect(hrefs(container).filter((href) => href.startsWith('/logistica-activos'))).toEqual([])
    expect(cardOf(container, 'En obra')?.textContent).toContain('7')
  })

  it('asks for the flota chosen', async () => {
    const container = await render(PATH)
    const select = container.querySelector('select')
    expect([...(select?.options ?? [])].map((option) => option.textContent)).toEqual([
      'Todas las flotas',
      'Obras viales',
    ])
    await act(async () => {
      if (!select) return
      select.value = FLOTA
      select.dispatchEvent(new Event('change', { bubbles: true }))
    })
    await settle()
    expect(resumenCalls().at(-1)?.searchParams.get('flotaId')).toBe(FLOTA)
  })
})
