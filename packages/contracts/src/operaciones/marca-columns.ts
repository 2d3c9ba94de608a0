// The columns of the marcas list (docs/modules.md, "Lists"); marcas have no export key.
import { creadoColumn, defineColumns, modificadoColumn, numeroColumn } from '../common/columns.ts'
import type { ListMarcasQuery, MarcaRow } from './marca.ts'

export const marcaColumns = defineColumns<MarcaRow, ListMarcasQuery>()([
  { id: 'nombre', header: 'Marca', value: (row) => row.nombre, sortable: true, hideable: false },
  numeroColumn('activosCount', 'Activos'),
  creadoColumn('Creada'),
  modificadoColumn('Modificada'),
])
