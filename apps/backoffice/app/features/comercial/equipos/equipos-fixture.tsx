// What the fleet's commercial report screens' tests answer for the API (availability, equipos de
// pago), through the real data client over a fake fetch (../contratos/contratos-fixture.ts), so
// the answers are parsed by the routes' own schemas as in the browser; and how a screen is mounted
// at a URL and left to settle.
import type { DisponibilidadFlota, EquipoDePagoRow, EquiposDePagoPage } from '@cordillera/contracts'

export const TIPO = '7c8a1d0e-2b3f-4a5c-8d6e-9f0a1b2c3d4e'
export const FLOTA = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d'
export const ACTIVO_1 = '3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a'
export const ACTIVO_2 = '4e3d2c1b-0a9f-4e8d-9c7b-6a5f4e3d2c1b'
export const CONTRATO = '6f5e4d3c-2b1a-4f0e-9d8c-7b6a5f4e3d2c'
export const OBRA = '8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d'

/** Three days of March: one excavator on rent the 1st and 2nd, the other in the workshop the 3rd. */
export const disponibilidadAnswer: DisponibilidadFlota = {
  desde: '2026-03-01',
  hasta: '2026-03-03',
  dias: ['2026-03-01', '2026-03-02', '2026-03-03'],
  tipos: [
    {
      tipoActivo: { id: TIPO, nombre: 'Excavadora' },
      total: 2,
      enArriendo: [1, 1, 0],
      enTaller: [0, 0, 1],
      deBaja: [0, 0, 0],
      libres: [1, 1, 1],
      minLibres: 1,
      diasSinLibres: 0,
      activos: [
        {
          id: ACTIVO_1,
          codigo: 'EX-001',
          ocupaciones: [
            {
              desde: '2026-03-01',
              hasta: '2026-03-02',
              motivo: 'contrato',
              contrato: { id: CONTRATO, folio: 'CON-000045' },
              obra: 'OB-0007',
            },
          ],
        },
        {
          id: ACTIVO_2,
          codigo: 'EX-002',
          ocupaciones: [
            {
              desde: '2026-03-03',
              hasta: '2026-03-03',
              motivo: 'taller',
              contrato: null,
              obra: null,
            },
          ],
        },
      ],
    },
  ],
}

export const opcionesAnswer = {
  tiposActivo: [{ id: TIPO, nombre: 'Excavadora' }],
  flotas: [{ id: FLOTA, nombre: 'Flota Norte' }],
}

const equipo = (over: Partial<EquipoDePagoRow>): EquipoDePagoRow => ({
  id: '9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  contrato: { id: CONTRATO, folio: 'CON-000045', moneda: 'CLP' },
  obra: { id: OBRA, codigo: 'OB-0007', nombre: 'Edificio Central' },
  razonSocial: {
    id: '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    razonSocial: 'Constructora Andes SpA',
  },
  activo: { id: ACTIVO_1, codigo: 'EX-001', tipoActivo: { id: TIPO, nombre: 'Excavadora' } },
  unidadCobro: 'dia',
  tarifa: 50_000,
  fechaEntrega: '2026-02-15',
  fechaRetiro: '2026-03-10',
  desde: '2026-03-01',
  hasta: '2026-03-10',
  dias: 10,
  horas: null,
  ...over,
})

export const equiposRows: EquipoDePagoRow[] = [
  equipo({}),
  equipo({
    id: '1b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6e',
    activo: { id: ACTIVO_2, codigo: 'EX-002', tipoActivo: { id: TIPO, nombre: 'Excavadora' } },
    unidadCobro: 'hora',
    tarifa: 30_000,
    fechaEntrega: '2026-03-20',
    fechaRetiro: null,
    desde: '2026-03-20',
    hasta: '2026-03-31',
    dias: 12,
  }),
]

export const equiposPage: EquiposDePagoPage = {
  items: equiposRows,
  total: 2,
  page: 1,
  pageSize: 25,
  nextCursor: null,
  prevCursor: null,
  desde: '2026-03-01',
  hasta: '2026-03-31',
  totalDias: 22,
}

export { mountScreen, settle } from '@cordillera/portal/testing'

export const calledUrls = (fetch: { mock: { calls: unknown[][] } }) =>
  fetch.mock.calls.map(([input]) => new URL(String(input)))
