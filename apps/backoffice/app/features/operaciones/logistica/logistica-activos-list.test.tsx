// Where every asset is: each row says its estado, since when, the obra (linking to the list of that
// obra) and the movement that left it there, the código leads to the asset's detail; the URL's
// filters reach the API and the obra's notice names it; "Registrar movimiento" opens the asset's
// dialog with the moves its estado allows (none for an asset de baja, so no action), and once a
// movement is recorded the list is read again.
import { emptySession } from '@cordillera/contracts'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import LogisticaActivosList from './logistica-activos-list.tsx'
import {
  ACTIVO,
  calledUrls,
  chooseRowAction,
  deBajaRow,
  enObraRow,
  FLOTA,
  fakeApi,
  mountScreen,
  OBRA,
  opcionesAnswer,
  pageOf,
  rowActions,
  settle,
  TIPO,
} from './logistica-fixture.tsx'

const { api, fetch, answers } = fakeApi({
  'GET /v1/logistica-activos': pageOf([enObraRow, deBajaRow]),
  'GET /v1/activos/opciones': opcionesAnswer,
})

vi.mock('@cordillera/portal/screens', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/portal/screens')>()),
  useApi: () => api,
  useCan: () => () => true,
}))
vi.mock('@cordillera/auth/react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/auth/react')>()),
  // Every key, as useCan above: the shared list screen reads the session's keys itself.
  useSession: () => ({ ...emptySession, nombreUsuario: 'Rodrigo Sepúlveda', su: true }),
}))

let screen: Awaited<ReturnType<typeof mountScreen>>
const render = async (url: string) => {
  screen = await mountScreen('/logistica-activos', LogisticaActivosList, url)
  return screen.container
}

beforeEach(() => {
  fetch.mockClear()
})
afterEach(() => screen?.unmount())

const listCalls = () => calledUrls(fetch).filter((url) => url.pathname === '/v1/logistica-activos')
const rowOf = (container: HTMLElement, codigo: string) =>
  [...container.querySelectorAll('tbody tr')].find((tr) => tr.textContent?.includes(codigo))

describe('LogisticaActivosList', () => {
  it('says where each asset is, since when and what moved it there', async () => {
    const container = await render('/logistica-activos')
    const list = listCalls().at(-1)
    expect(list?.searchParams.get('sort')).toBe('codigo')
    expect(list?.searchParams.get('dir')).toBe('asc')
    const row = rowOf(container, 'CT-003')
    const text = row?.textContent ?? ''
    expect(row?.querySelector('[data-estado="en-obra"]')?.textContent).toBe('En obra')
    expect(text).toContain('Camión tolva')
    expect(text).toContain('Volvo FMX 460')
    expect(text).toContain('Despacho')
    expect(text).toContain('14-05-2026 09:30')
    expect(text).toContain('1234')
    expect(text).toContain('Rodrigo Sepúlveda')
    const links = [...(row?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'))
    expect(links).toContain(`/activos/${ACTIVO}`)
    expect(links).toContain(`/logistica-activos?f.obraId=${OBRA}`)
    expect(rowOf(container, 'CT-009')?.textContent).toContain('Sin movimientos')
  })

  it("sends the URL's filters and names the obra above the table", async () => {
    const container = await render(
      `/logistica-activos?f.obraId=${OBRA}&f.tipoActivoId=${TIPO}&f.flotaId=${FLOTA}&f.estado=en-obra`,
    )
    const list = listCalls().at(-1)
    expect(list?.searchParams.get('obraId')).toBe(OBRA)
    expect(list?.searchParams.get('tipoActivoId')).toBe(TIPO)
    expect(list?.searchParams.get('flotaId')).toBe(FLOTA)
    expect(list?.searchParams.get('estado')).toBe('en-obra')
    expect(container.textContent).toContain('Activos en la obra OB-0007 Edificio Central')
  })

  it('offers the movement only where a move is possible, and refreshes after one', async () => {
    const container = await render('/logistica-activos')
    expect(await rowActions(container, 'CT-003 FMX 460')).toEqual(['Registrar movimiento'])
    expect(
      [...container.querySelectorAll('button')].some(
        (button) => button.getAttribute('aria-label') === 'Acciones de CT-009 FMX 460',
      ),
    ).toBe(false)

    await chooseRowAction(container, 'CT-003 FMX 460', 'Registrar movimiento')
    const dialog = document.body.querySelector<HTMLElement>('[role="dialog"]')
    expect(dialog?.textContent).toContain('Registrar movimiento de CT-003')
    expect(dialog?.textContent).toContain('Está en la obra OB-0007 Edificio Central')
    const offered = [...(dialog?.querySelectorAll('[role="radio"]') ?? [])].map(
      (radio) => dialog?.querySelector(`label[for="${radio.id}"]`)?.textContent,
    )
    expect(offered).toEqual(['Retiro', 'Traslado', 'Ingreso a taller'])

    answers[`POST /v1/activos/${ACTIVO}/movimientos`] = {
      status: 201,
      body: {
        movimiento: {
          id: '8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d',
          activo: { id: ACTIVO, codigo: 'CT-003' },
          tipo: 'ingreso-taller',
          fecha: '2026-05-15T13:30:00.000Z',
          desde: { lugar: 'obra', obra: enObraRow.obraActual },
          hasta: { lugar: 'taller', obra: null },
          guiaDespacho: null,
          guiaDte: null,
          transportista: null,
          responsable: 'Rodrigo Sepúlveda',
          observaciones: null,
          solicitudId: null,
          estadoResultante: 'en-taller',
          autor: null,
          creadoEn: '2026-05-15T13:31:00.000Z',
        },
        activo: {
          id: ACTIVO,
          estado: 'en-taller',
          estadoDesde: '2026-05-15T13:30:00.000Z',
          obraActual: null,
          version: 5,
        },
      },
    }
    const radio = [...(dialog?.querySelectorAll<HTMLElement>('[role="radio"]') ?? [])].find(
      (item) =>
        dialog?.querySelector(`label[for="${item.id}"]`)?.textContent === 'Ingreso a taller',
    )
    await act(async () => radio?.click())
    await settle()
    const before = listCalls().length
    const submit = [...(dialog?.querySelectorAll('button') ?? [])].find(
      (button) => button.textContent === 'Registrar movimiento',
    )
    await act(async () => submit?.click())
    await settle()
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true)
    expect(document.body.querySelector('[role="dialog"]')).toBeNull()
    expect(listCalls().length).toBeGreaterThan(before)
  })
})
