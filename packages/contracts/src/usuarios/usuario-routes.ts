// The API routes of users: the list (every kind), its export, one user, create, edit, delete,
// disable, enable and reset its password; a lessor's users under its proveedor. Keys (decision
// 069): the catalogue's usuarios/listar-usuarios to list, usuarios/crear-usuario to create, and
// usuarios/editar-usuario for everything done from the edit screen (read, edit, disable, enable,
// reset, delete: the catalogue has no detail or delete key). Staff only.
import { entityRoutes } from '../common/entity-routes.ts'
import { actionSchema } from '../common/entity-schemas.ts'
import { idParamsSchema } from '../common/fields.ts'
import {
  createUsuarioArrendadorSchema,
  createUsuarioSchema,
  listUsuariosArrendadorQuerySchema,
  listUsuariosQuerySchema,
  updateUsuarioSchema,
  usuarioCreadoSchema,
  usuarioRead,
} from './usuario.ts'
import { usuarioArrendadorColumns, usuarioColumns } from './usuario-columns.ts'

const tags = ['usuarios'] as const
const nombre = { singular: 'usuario', plural: 'Usuarios', genero: 'm' } as const

/** Everything done from a user's edit screen takes its key. */
const usuarios = entityRoutes({
  path: '/v1/usuarios',
  tags,
  nombre,
  audience: 'staff',
  permission: 'usuarios/editar-usuario',
  schemas: {
    ...usuarioRead,
    query: listUsuariosQuerySchema,
    update: updateUsuarioSchema,
    columns: usuarioColumns,
  },
})

/** The create answers the user with its temporary password, this once. */
const nuevos = entityRoutes({
  path: '/v1/usuarios',
  tags,
  nombre,
  audience: 'staff',
  schemas: { create: createUsuarioSchema, detail: usuarioCreadoSchema },
})

export const listUsuariosRoute = usuarios.list('usuarios/listar-usuarios')
export const exportUsuariosRoute = usuarios.export('usuarios/listar-usuarios')
export const getUsuarioRoute = usuarios.get({
  summary: 'Usuario con sus permisos efectivos, obras, operador y su cuenta de acceso',
})
export const createUsuarioRoute = nuevos.create({
  permission: 'usuarios/crear-usuario',
  summary: 'Crear usuario (invitado en el servicio de inicio de sesión con contraseña temporal)',
  answer: 'Creado; la contraseña temporal solo en esta respuesta',
})
export const updateUsuarioRoute = usuarios.update()
export const deleteUsuarioRoute = usuarios.delete({
  summary: 'Eliminar usuario (deshabilita su cuenta de acceso)',
})
/** An action on the user's account from its edit screen: the version read, the user answered. */
const cuenta = <const G extends string>(segment: G, id: string, summary: string, answer: string) =>
  usuarios.action(segment, { summary, answer }, actionSchema(id))

export const disableUsuarioRoute = cuenta(
  'deshabilitar',
  'DeshabilitarUsuario',
  'Deshabilitar usuario: no entra ni usa la API desde ya; sus sesiones terminan',
  'Deshabilitado',
)
export const enableUsuarioRoute = cuenta(
  'habilitar',
  'HabilitarUsuario',
  'Habilitar usuario',
  'Habilitado',
)
export const resetPasswordUsuarioRoute = cuenta(
  'restablecer-contrasenia',
  'RestablecerContraseniaUsuario',
  'Restablecer contraseña: la actual deja de servir y se envía un código por correo',
  'Restablecida',
)

const arrendador = entityRoutes({
  path: '/v1/proveedores/{id}/usuarios',
  tags,
  nombre: { singular: 'usuario arrendador', plural: 'Usuarios del arrendador', genero: 'm' },
  audience: 'staff',
  collectionParams: idParamsSchema,
  schemas: {
    query: listUsuariosArrendadorQuerySchema,
    page: usuarioRead.usuarioPageSchema,
    create: createUsuarioArrendadorSchema,
    detail: usuarioCreadoSchema,
    columns: usuarioArrendadorColumns,
  },
})

export const listUsuariosArrendadorRoute = arrendador.list('usuarios/listar-usuarios')
export const createUsuarioArrendadorRoute = arrendador.create({
  permission: 'usuarios/crear-usuario',
  summary: 'Crear usuario arrendador del proveedor (contraseña temporal)',
  answer: 'Creado; la contraseña temporal solo en esta respuesta',
})
