// The columns of the perfiles list.
import { creadoColumn, defineColumns, modificadoColumn, numeroColumn } from '../common/columns.ts'
import type { ListPerfilesQuery, PerfilRow } from './perfil.ts'

export const perfilColumns = defineColumns<PerfilRow, ListPerfilesQuery>()([
  { id: 'nombre', header: 'Nombre', value: (row) => row.nombre, sortable: true, hideable: false },
  { id: 'descripcion', header: 'Descripción', value: (row) => row.descripcion },
  { id: 'permisos', header: 'Permisos', value: (row) => row.permisos.length, align: 'end' },
  numeroColumn('usuariosCount', 'Usuarios'),
  creadoColumn(),
  modificadoColumn(),
])
