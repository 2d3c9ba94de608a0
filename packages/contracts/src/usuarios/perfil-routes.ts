// The API routes of perfiles: read with the users list's key, written with the users' edit key
// (a perfil's keys are every holder's keys; decision 069). Staff only.
import { entityRoutes } from '../common/entity-routes.ts'
import { listPerfilesQuerySchema, perfilRead, perfilWrite } from './perfil.ts'
import { perfilColumns } from './perfil-columns.ts'

const perfiles = entityRoutes({
  path: '/v1/perfiles',
  tags: ['usuarios'],
  nombre: { singular: 'perfil', plural: 'Perfiles', genero: 'm' },
  audience: 'staff',
  permission: 'usuarios/editar-usuario',
  schemas: {
    ...perfilRead,
    ...perfilWrite,
    query: listPerfilesQuerySchema,
    columns: perfilColumns,
  },
})

export const listPerfilesRoute = perfiles.list('usuarios/listar-usuarios')
export const getPerfilRoute = perfiles.get('usuarios/listar-usuarios')
export const createPerfilRoute = perfiles.create()
export const updatePerfilRoute = perfiles.update()
export const deletePerfilRoute = perfiles.delete({
  summary: 'Eliminar perfil (sin usuarios que lo tengan)',
})
