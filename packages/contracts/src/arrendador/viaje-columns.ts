// The columns of a lessor's trips (arrendador portal) and of every lessor's (backoffice).
import { defineColumns, fechaColumn, numeroColumn } from '../common/columns.ts'
import type { ListViajesQuery, ViajeArrendadorRow, ViajeRow } from './viaje.ts'

const activoColumn = {
  id: 'activo',
  header: 'Equipo',
  value: (row: ViajeRow | ViajeArrendadorRow) => `${row.activo.codigo} ${row.activo.modelo}`,
} as const

export const viajeColumns = defineColumns<ViajeRow, ListViajesQuery>()([
  fechaColumn('fecha', 'Fecha'),
  activoColumn,
  { id: 'origen', header: 'Origen', value: (row) => row.origen },
  { id: 'destino', header: 'Destino', value: (row) => row.destino },
  { ...numeroColumn('km', 'Km'), sortable: true },
  { id: 'carga', header: 'Carga', value: (row) => row.carga },
  numeroColumn('guiaDespacho', 'Guía'),
])

export const viajeArrendadorColumns = defineColumns<ViajeArrendadorRow, ListViajesQuery>()([
  fechaColumn('fecha', 'Fecha'),
  { id: 'proveedor', header: 'Arrendador', value: (row) => row.proveedor.razonSocial },
  activoColumn,
  { id: 'origen', header: 'Origen', value: (row) => row.origen },
  { id: 'destino', header: 'Destino', value: (row) => row.destino },
  { ...numeroColumn('km', 'Km'), sortable: true },
  { id: 'carga', header: 'Carga', value: (row) => row.carga },
  numeroColumn('guiaDespacho', 'Guía'),
])
