// What the movements screens' tests answer for the API: one despacho of the activos fixture's
// asset to an obra, as a page of the history, through the real data client over a fake fetch.
import type { MovimientoRow } from '@cordillera/contracts'
import { ACTIVO } from '../activos/activos-fixture.ts'

export const OBRA = '6f5e4d3c-2b1a-4f0e-9d8c-7b6a5f4e3d2c'
const MOVIMIENTO = '8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d'

export const despachoRow: MovimientoRow = {
  id: MOVIMIENTO,
  activo: { id: ACTIVO, codigo: 'CT-003' },
  tipo: 'despacho',
  fecha: '2026-05-14T13:30:00.000Z',
  desde: { lugar: 'bodega', obra: null },
  hasta: { lugar: 'obra', obra: { id: OBRA, codigo: 'OB-0007', nombre: 'Edificio Central' } },
  guiaDespacho: 1234,
  guiaDte: null,
  transportista: 'Transportes Andes',
  responsable: 'Rodrigo Sepúlveda',
  observaciones: null,
  solicitudId: null,
  estadoResultante: 'en-obra',
  autor: null,
  creadoEn: '2026-05-14T13:31:00.000Z',
}

export const pageOf = (items: MovimientoRow[]) => ({
  body: { items, total: items.length, page: 1, pageSize: 25, nextCursor: null, prevCursor: null },
})

/** The same despacho once its guía electrónica N° 57 was issued (decision 091). */
export const despachoConGuiaRow: MovimientoRow = {
  ...despachoRow,
  guiaDespacho: 57,
  guiaDte: { id: '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b9a', folio: 57 },
}
