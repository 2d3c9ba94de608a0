// What the equipment dashboard's tests answer for the API, through the real data client over a
// fake fetch (../activos/activos-fixture.ts), so the answers are parsed by the routes' own schemas
// as in the browser; and how a screen is mounted at a URL and left to settle. (The fleet's
// commercial reports have theirs in comercial/equipos/.)
import type { DashboardEquipos } from '@cordillera/contracts'

export const TIPO = '7c8a1d0e-2b3f-4a5c-8d6e-9f0a1b2c3d4e'
export const FLOTA = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d'
export const ACTIVO_1 = '3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a'
export const ACTIVO_2 = '4e3d2c1b-0a9f-4e8d-9c7b-6a5f4e3d2c1b'
const DOCUMENTO = '5e4d3c2b-1a0f-4e9d-8c7b-6a5f4e3d2c1b'

const uso = (activos: number, diasPropios: number, diasArriendo: number) => ({
  activos,
  diasPropios,
  diasArriendo,
  utilizacion: diasPropios ? diasArriendo / diasPropios : null,
})

export const dashboardAnswer: DashboardEquipos = {
  desde: '2026-01-01',
  hasta: '2026-03-31',
  hoy: '2026-03-31',
  flota: uso(2, 180, 117),
  porTipo: [{ tipoActivo: { id: TIPO, nombre: 'Excavadora' }, ...uso(2, 180, 117) }],
  porFlota: [
    { flota: { id: FLOTA, nombre: 'Flota Norte' }, ...uso(1, 90, 72) },
    { flota: null, ...uso(1, 90, 45) },
  ],
  porMes: [
    { mes: '2026-01', desde: '2026-01-01', hasta: '2026-01-31', ...uso(2, 62, 31) },
    { mes: '2026-02', desde: '2026-02-01', hasta: '2026-02-28', ...uso(2, 56, 42) },
    { mes: '2026-03', desde: '2026-03-01', hasta: '2026-03-31', ...uso(2, 62, 44) },
  ],
  porEstado: [
    { estado: 'disponible', cantidad: 0 },
    { estado: 'reservado', cantidad: 0 },
    { estado: 'en-obra', cantidad: 1 },
    { estado: 'en-traslado', cantidad: 0 },
    { estado: 'en-taller', cantidad: 1 },
    { estado: 'de-baja', cantidad: 0 },
  ],
  taller: {
    cantidad: 1,
    activos: [
      {
        id: ACTIVO_2,
        codigo: 'EX-002',
        tipoActivo: { id: TIPO, nombre: 'Excavadora' },
        desde: '2026-03-03T13:00:00.000Z',
        motivo: 'Cambio de orugas',
      },
    ],
  },
  documentos: {
    vencidos: 1,
    porVencer: 0,
    activosAfectados: 1,
    proximos: [
      {
        id: DOCUMENTO,
        tipo: 'revision-tecnica',
        numero: 'RT-88123',
        vence: '2026-03-01',
        activo: { id: ACTIVO_1, codigo: 'EX-001' },
      },
    ],
  },
}

export { mountScreen, settle } from '@cordillera/portal/testing'

export const calledUrls = (fetch: { mock: { calls: unknown[][] } }) =>
  fetch.mock.calls.map(([input]) => new URL(String(input)))
