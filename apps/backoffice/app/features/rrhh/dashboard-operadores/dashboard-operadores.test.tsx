// The operators' dashboard: the URL's period reaches the API (the current month without one); the
// period's hours as cards and as charts with their tables (per operator, asset, obra, day, and the
// reports by estado); HR's queue with the oldest reports, each linking to its operator's history
// (the report open there) only for who may open it.
import type { DashboardOperadores, PermissionKey } from '@cordillera/contracts'
import { fechaEnSantiago, mesDe } from '@cordillera/contracts'
import { createConnection } from '@cordillera/data-client'
import { mountScreen } from '@cordillera/portal/testing'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import DashboardOperadoresScreen, { horasText } from './dashboard-operadores.tsx'

const ANA = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d'
const BETO = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e'
const EX = '4d5e6f7a-8b9c-4d0e-9f1a-3b4c5d6e7f8a'
const OBRA = '7a8b9c0d-1e2f-4a3b-8c4d-6e7f8a9b0c1d'
const REPORT = '9c0d1e2f-3a4b-4c5d-8e6f-8a9b0c1d2e3f'
const OBSERVADO = 'a0b1c2d3-e4f5-4a6b-9c7d-8e9f0a1b2c3d'

const horas = (reports: number, trabajadas: number, standBy = 0, detenidas = 0) => ({
  reports,
  horasTrabajadas: trabajadas,
  horasStandBy: standBy,
  horasDetenidas: detenidas,
})
const obra = { id: OBRA, codigo: 'OB-0007', nombre: 'Edificio Central' }

const answer: DashboardOperadores = {
  desde: '2026-03-01',
  hasta: '2026-03-03',
  hoy: '2026-03-03',
  totales: { ...horas(3, 21.5, 1, 2), operadores: 2, activos: 1 },
  porOperador: [
    { operador: { id: ANA, nombre: 'Ana Soto Rojas' }, ...horas(2, 15.5, 1, 2) },
    { operador: { id: BETO, nombre: 'Beto Díaz Muñoz' }, ...horas(1, 6) },
  ],
  porActivo: [
    { activo: { id: EX, codigo: 'EX-012', tipo: 'Excavadora' }, ...horas(3, 21.5, 1, 2) },
  ],
  porObra: [{ obra, ...horas(3, 21.5, 1, 2) }],
  porEstado: [
    { estado: 'borrador', ...horas(1, 6) },
    { estado: 'firmado', ...horas(0, 0) },
    { estado: 'en-observacion', ...horas(0, 0) },
    { estado: 'validado', ...horas(2, 15.5, 1, 2) },
  ],
  porDia: [
    { fecha: '2026-03-01', ...horas(0, 0) },
    { fecha: '2026-03-02', ...horas(2, 14, 1) },
    { fecha: '2026-03-03', ...horas(1, 7.5, 0, 2) },
  ],
  pendientes: {
    porFirmar: 12,
    enObservacion: 1,
    porFirmarMasAntiguos: [
      {
        id: REPORT,
        folio: 'RPT-000101',
        fecha: '2026-02-20',
        jornada: 'noche',
        operador: { id: BETO, nombre: 'Beto Díaz Muñoz' },
        activo: { id: EX, codigo: 'EX-012' },
        obra,
        estadoDesde: '2026-02-20T23:00:00.000Z',
        observacion: null,
      },
    ],
    enObservacionMasAntiguos: [
      {
        id: OBSERVADO,
        folio: 'RPT-000090',
        fecha: '2026-02-18',
        jornada: 'dia',
        operador: { id: ANA, nombre: 'Ana Soto Rojas' },
        activo: { id: EX, codigo: 'EX-012' },
        obra,
        estadoDesde: '2026-02-19T12:00:00.000Z',
        observacion: 'El horómetro final no calza',
      },
    ],
  },
}

const fetch = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input))
  const found = url.pathname === '/v1/rrhh/operadores-dashboard'
  return new Response(
    JSON.stringify(found ? answer : { error: { code: 'no_encontrado', message: 'No.' } }),
    { status: found ? 200 : 404, headers: { 'Content-Type': 'application/json' } },
  )
})
const api = createConnection({ baseUrl: 'http://api.test', getToken: async () => 't', fetch })

let denied: readonly PermissionKey[] = []
// The connection and the keys every screen reads, the shared dashboard route included.
vi.mock('../../../../../../packages/portal/src/screens/use-portal-api.ts', () => ({
  useApi: () => api,
  useCan: () => (key: PermissionKey | '') => key === '' || !denied.includes(key),
}))

const PATH = '/rrhh/operadores-dashboard'
let screen: Awaited<ReturnType<typeof mountScreen>> | undefined
const render = async (url: string) => {
  screen = await mountScreen(PATH, DashboardOperadoresScreen, url)
  return screen.container
}

beforeEach(() => {
  fetch.mockClear()
  denied = []
})
afterEach(() => {
  screen?.unmount()
  screen = undefined
})

const lastCall = () => new URL(String(fetch.mock.calls.at(-1)?.[0]))
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

describe('DashboardOperadoresScreen', () => {
  it('asks for the URL’s period and shows its hours as cards and charts with their tables', async () => {
    const container = await render(`${PATH}?desde=2026-03-01&hasta=2026-03-03`)
    expect(lastCall().searchParams.get('desde')).toBe('2026-03-01')
    expect(lastCall().searchParams.get('hasta')).toBe('2026-03-03')
    expect(horasText(1234.5)).toBe('1.234,5 h')
    const cards = container.querySelector('section[aria-label="Cifras del periodo"]')
    expect(cards?.textContent).toContain(
      'Horas trabajadas21,5 h3 reports, del 01-03-2026 al 03-03-2026',
    )
    expect(cards?.textContent).toContain('Operadores con reports2en 1 equipos')
    expect(cards?.textContent).toContain('Por firmar12')
    expect(rowsOf(figure(container, 'Horas por operador'))).toEqual([
      ['Ana Soto Rojas', '15,5 h', '1 h', '2 h'],
      ['Beto Díaz Muñoz', '6 h', '0 h', '0 h'],
    ])
    expect(rowsOf(figure(container, 'Horas por equipo'))).toEqual([
      ['EX-012 Excavadora', '21,5 h', '1 h', '2 h'],
    ])
    expect(rowsOf(figure(container, 'Horas por obra'))).toEqual([
      ['OB-0007 Edificio Central', '21,5 h', '1 h', '2 h'],
    ])
    expect(rowsOf(figure(container, 'Horas por día'))).toEqual([
      ['01-03', '0 h', '0 h', '0 h'],
      ['02-03', '14 h', '1 h', '0 h'],
      ['03-03', '7,5 h', '0 h', '2 h'],
    ])
    // The share's format (its space before %) is the runtime's Intl: not checked here.
    expect(rowsOf(figure(container, 'Reports por estado')).map((row) => row.slice(0, 2))).toEqual([
      ['Borrador', '1'],
      ['Firmado', '0'],
      ['En observación', '0'],
      ['Validado', '2'],
    ])
  })

  it('lists the oldest reports to sign and observed, linking to their operator’s history', async () => {
    const container = await render(PATH)
    const porFirmar = tableCaptioned(container, 'Por firmar, los más antiguos')
    expect(rowsOf(porFirmar)).toEqual([
      [
        'RPT-000101',
        '20-02-2026 turno noche',
        'Beto Díaz Muñoz',
        'EX-012',
        'OB-0007 Edificio Central',
      ],
    ])
    expect(porFirmar?.querySelector('a')?.getAttribute('href')).toBe(
      `/operadores/${BETO}/historial-report?report=${REPORT}`,
    )
    const observados = tableCaptioned(container, 'En observación, los más antiguos')
    expect(rowsOf(observados)[0]).toContain('El horómetro final no calza')
    expect(container.textContent).toContain('Ver todos en observación')
  })

  it('shows the same without links to who may not open the reports', async () => {
    denied = ['rrhh/detalle-report', 'rrhh/editar-report']
    const container = await render(PATH)
    expect(tableCaptioned(container, 'Por firmar, los más antiguos')?.querySelector('a')).toBeNull()
    expect(container.textContent).toContain('RPT-000101')
    expect(container.textContent).not.toContain('Ver todos en observación')
  })

  it('asks for the current month without a period', async () => {
    await render(PATH)
    const mes = mesDe(fechaEnSantiago(new Date()))
    expect(lastCall().searchParams.get('desde')).toBe(mes.desde)
    expect(lastCall().searchParams.get('hasta')).toBe(mes.hasta)
  })
})
