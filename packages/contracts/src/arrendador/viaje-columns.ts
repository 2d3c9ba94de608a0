// The columns of a lessor's trips (arrendador portal) and of every lessor's (backoffice).
import { defineColumns, fechaColumn, numeroColumn } from '../common/columns.ts'
import type { ListViajesQuery, ViajeArrendadorRow, ViajeRow } from './viaje.ts'

const activoColumn = {
  id: 'activo',
  header: 'Equipo',
  value: (row: ViajeRow | ViajeArrendadorRow) => `${row.activo.codigo} ${row.activo.modelo}`,
} as const

/** What both lists show of the trip itself, after its date (and its lessor, in staff's). */
const recorrido = [
  activoColumn,
  { id: 'origen', header: 'Origen', value: (row: ViajeRow) => row.origen },
  { id: 'destino', header: 'Destino', value: (row: ViajeRow) => row.destino },
  { ...numeroColumn<'km', ViajeRow>('km', 'Km'), sortable: true },
  { id: 'carga', header: 'Carga', value: (row: ViajeRow) => row.carga },
  numeroColumn<'guiaDespacho', ViajeRow>('guiaDespacho', 'Guía'),
] as const

export const viajeColumns = defineColumns<ViajeRow, ListViajesQuery>()([
  fechaColumn('fecha', 'Fecha'),
  ...recorrido,
])

export const viajeArrendadorColumns = defineColumns<ViajeArrendadorRow, ListViajesQuery>()([
  fechaColumn('fecha', 'Fecha'),
  { id: 'proveedor', header: 'Arrendador', value: (row) => row.proveedor.razonSocial },
  ...recorrido,
])
