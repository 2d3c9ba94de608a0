// The API routes of marcas: list, detail, create, edit, delete. The spec gives reading one and
// deleting one no key of their own: they are the marcas list's actions and take its key
// (decision 037); listing, creating and editing have their own keys.
import { entityRoutes } from '../common/entity-routes.ts'
import { listMarcasQuerySchema, marcaRead, marcaWrite } from './marca.ts'

const marcas = entityRoutes({
  path: '/v1/marcas',
  tags: ['marcas'],
  nombre: { singular: 'marca', plural: 'Marcas', genero: 'f' },
  schemas: {
    ...marcaRead,
    ...marcaWrite,
    query: listMarcasQuerySchema,
  },
})
const listKey = { permission: 'operaciones/listar-marcas', audience: 'staff' } as const

export const listMarcasRoute = marcas.list('operaciones/listar-marcas')
export const getMarcaRoute = marcas.get({
  ...listKey,
  summary: 'Marca con cuántos activos la usan',
})
export const createMarcaRoute = marcas.create('operaciones/crear-marca')
export const updateMarcaRoute = marcas.update('operaciones/editar-marca')
export const deleteMarcaRoute = marcas.delete({
  ...listKey,
  summary: 'Eliminar marca (sin activos que la usen)',
})
