// The columns of the flotas list (docs/modules.md, "Lists"); flotas have no export key.
import { creadoColumn, defineColumns, modificadoColumn, numeroColumn } from '../common/columns.ts'
import type { FlotaRow, ListFlotasQuery } from './flota.ts'

export const flotaColumns = defineColumns<FlotaRow, ListFlotasQuery>()([
  { id: 'nombre', header: 'Flota', value: (row) => row.nombre, sortable: true, hideable: false },
  { id: 'descripcion', header: 'Descripción', value: (row) => row.descripcion },
  numeroColumn('activosCount', 'Activos'),
  creadoColumn('Creada'),
  modificadoColumn('Modificada'),
])
