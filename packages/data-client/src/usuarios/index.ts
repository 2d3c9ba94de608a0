// @cordillera/data-client/usuarios: the users area's calls and query options, imported only by
// the users' screens.
export {
  type UsuariosApi,
  type UsuariosQueries,
  usuariosApi,
  usuariosQueries,
} from './area.ts'
