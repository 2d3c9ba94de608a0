// What the fleet summary's tests answer for the API (through the real data client over a fake
// fetch, so the answers are parsed by the route's own schema) and how they mount the screen: a
// fleet of two tipos, two obras with assets en obra, one flota to filter by.
import type { ResumenEquipos } from '@cordillera/contracts'

export { mountScreen, settle } from '@cordillera/portal/testing'
export { fakeApi } from '../contratos/contratos-fixture.ts'

export const TIPO = '7c8a1d0e-2b3f-4a5c-8d6e-9f0a1b2c3d4e'
export const OBRA = '6f5e4d3c-2b1a-4f0e-9d8c-7b6a5f4e3d2c'
const OTRA_OBRA = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d'
export const FLOTA = '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f'

const obra = { id: OBRA, codigo: 'OB-0007', nombre: 'Edificio Central' }
const otraObra = { id: OTRA_OBRA, codigo: 'OB-0009', nombre: 'Puente Maipo' }
const tipoActivo = { id: TIPO, nombre: 'Camión tolva' }

export const resumenAnswer: ResumenEquipos = {
  total: 12,
  porEstado: {
    disponible: 4,
    reservado: 0,
    'en-obra': 7,
    'en-traslado': 0,
    'en-taller': 1,
    'de-baja': 0,
  },
  porTipo: [
    {
      tipoActivo,
      total: 9,
      porEstado: {
        disponible: 2,
        reservado: 0,
        'en-obra': 6,
        'en-traslado': 0,
        'en-taller': 1,
        'de-baja': 0,
      },
    },
    {
      tipoActivo: { id: '0d1e2f3a-4b5c-4d6e-9f8a-9b0c1d2e3f4a', nombre: 'Excavadora' },
      total: 3,
      porEstado: {
        disponible: 2,
        reservado: 0,
        'en-obra': 1,
        'en-traslado': 0,
        'en-taller': 0,
        'de-baja': 0,
      },
    },
  ],
  porObra: [
    { obra, cantidad: 5 },
    { obra: otraObra, cantidad: 2 },
  ],
  obrasConEquipos: 2,
  flotas: [{ id: FLOTA, nombre: 'Obras viales' }],
}

/** The URLs the screen asked the API for, in order. */
export const calledUrls = (fetch: { mock: { calls: unknown[][] } }) =>
  fetch.mock.calls.map(([input]) => new URL(String(input)))
