// The columns of the users' lists and their export (docs/modules.md, "Lists").
import {
  activoColumn,
  creadoColumn,
  defineColumns,
  labelColumn,
  modificadoColumn,
  numeroColumn,
  siNo,
} from '../common/columns.ts'
import {
  type ListUsuariosArrendadorQuery,
  type ListUsuariosQuery,
  TIPO_USUARIO_ADMIN_LABEL,
  type UsuarioRow,
} from './usuario.ts'

const nombre = {
  id: 'nombre',
  header: 'Nombre',
  value: (row: UsuarioRow) => row.nombre,
  sortable: true,
  hideable: false,
} as const
const email = {
  id: 'email',
  header: 'Correo',
  value: (row: UsuarioRow) => row.email,
  sortable: true,
} as const
const perfiles = {
  id: 'perfiles',
  header: 'Perfiles',
  value: (row: UsuarioRow) => row.perfiles.map((perfil) => perfil.nombre).join(', '),
} as const
const su = { id: 'su', header: 'Superusuario', value: (row: UsuarioRow) => siNo(row.su) } as const

export const usuarioColumns = defineColumns<UsuarioRow, ListUsuariosQuery>()([
  nombre,
  email,
  labelColumn('tipo', 'Tipo', TIPO_USUARIO_ADMIN_LABEL),
  perfiles,
  numeroColumn('obrasCount', 'Obras'),
  su,
  activoColumn('activo', (row: UsuarioRow) => row.activo),
  creadoColumn(),
  modificadoColumn(),
])

/** A lessor's users: no kind, obras or su (they are all its lessor's). */
export const usuarioArrendadorColumns = defineColumns<UsuarioRow, ListUsuariosArrendadorQuery>()([
  nombre,
  email,
  perfiles,
  activoColumn('activo', (row: UsuarioRow) => row.activo),
  creadoColumn(),
  modificadoColumn(),
])
