// The API routes of flotas: list, detail (with its assets), create, edit, delete. Deleting one has
// the catalogue's empty key (any staff user).
import { entityRoutes } from '../common/entity-routes.ts'
import { flotaRead, flotaWrite, listFlotasQuerySchema } from './flota.ts'

const flotas = entityRoutes({
  path: '/v1/flotas',
  tags: ['flotas'],
  nombre: { singular: 'flota', plural: 'Flotas', genero: 'f' },
  schemas: {
    ...flotaRead,
    ...flotaWrite,
    query: listFlotasQuerySchema,
  },
})

export const listFlotasRoute = flotas.list('operaciones/listar-flotas')
export const getFlotaRoute = flotas.get({
  permission: 'operaciones/detalle-flota',
  summary: 'Flota con sus activos',
})
export const createFlotaRoute = flotas.create('operaciones/crear-flota')
export const updateFlotaRoute = flotas.update('operaciones/editar-flota')
export const deleteFlotaRoute = flotas.delete({
  // The spec gives the delete no key of its own: the flotas list's action, it takes its key.
  permission: 'operaciones/listar-flotas',
  audience: 'staff',
  summary: 'Eliminar flota (sin activos en ella)',
})
