// The columns of the grupos cliente list and its export (docs/modules.md, "Lists").
import { creadoColumn, defineColumns, modificadoColumn, numeroColumn } from '../common/columns.ts'
import type { GrupoClienteRow, ListGruposClienteQuery } from './grupo-cliente.ts'

export const grupoClienteColumns = defineColumns<GrupoClienteRow, ListGruposClienteQuery>()([
  { id: 'nombre', header: 'Nombre', value: (row) => row.nombre, sortable: true, hideable: false },
  { id: 'descripcion', header: 'Descripción', value: (row) => row.descripcion },
  numeroColumn('razonesSocialesCount', 'Razones sociales'),
  creadoColumn(),
  modificadoColumn(),
])
