// The columns of the constructoras list and its export (docs/modules.md, "Lists").
import {
  activoColumn,
  creadoColumn,
  defineColumns,
  modificadoColumn,
  numeroColumn,
  rutColumn,
} from '../common/columns.ts'
import type { ConstructoraRow, ListConstructorasQuery } from './constructora.ts'

export const constructoraColumns = defineColumns<ConstructoraRow, ListConstructorasQuery>()([
  rutColumn(),
  { id: 'nombre', header: 'Nombre', value: (row) => row.nombre, sortable: true, hideable: false },
  { id: 'contacto', header: 'Contacto', value: (row) => row.contacto },
  { id: 'telefono', header: 'Teléfono', value: (row) => row.telefono },
  { id: 'email', header: 'Correo', value: (row) => row.email },
  numeroColumn('obrasCount', 'Obras'),
  activoColumn('activo', (row: ConstructoraRow) => row.activo, { femenino: true }),
  creadoColumn('Creada'),
  modificadoColumn('Modificada'),
])
