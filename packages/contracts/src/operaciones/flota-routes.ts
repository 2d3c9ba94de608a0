// The API routes of flotas: list, detail (with its assets), create, edit, delete. Deleting one has
// the catalogue's empty key (any staff user).
import { defineRoute } from '../api-route.ts'
import { idParamsSchema } from '../common/fields.ts'
import { deletedResponse, deleteQuerySchema } from '../common/route-parts.ts'
import {
  createFlotaSchema,
  flotaDetailSchema,
  flotaPageSchema,
  listFlotasQuerySchema,
  updateFlotaSchema,
} from './flota.ts'

const tags = ['flotas'] as const

export const listFlotasRoute = defineRoute({
  method: 'get',
  path: '/v1/flotas',
  summary: 'Flotas: página con búsqueda y orden',
  tags,
  permission: 'operaciones/listar-flotas',
  query: listFlotasQuerySchema,
  responses: { 200: { description: 'Una página', schema: flotaPageSchema } },
})

export const getFlotaRoute = defineRoute({
  method: 'get',
  path: '/v1/flotas/{id}',
  summary: 'Flota con sus activos',
  tags,
  permission: 'operaciones/detalle-flota',
  params: idParamsSchema,
  responses: { 200: { description: 'La flota', schema: flotaDetailSchema } },
})

export const createFlotaRoute = defineRoute({
  method: 'post',
  path: '/v1/flotas',
  summary: 'Crear flota',
  tags,
  permission: 'operaciones/crear-flota',
  body: createFlotaSchema,
  responses: { 201: { description: 'Creada', schema: flotaDetailSchema } },
})

export const updateFlotaRoute = defineRoute({
  method: 'patch',
  path: '/v1/flotas/{id}',
  summary: 'Editar flota (con la versión leída)',
  tags,
  permission: 'operaciones/editar-flota',
  params: idParamsSchema,
  body: updateFlotaSchema,
  responses: { 200: { description: 'Editada', schema: flotaDetailSchema } },
})

export const deleteFlotaRoute = defineRoute({
  method: 'delete',
  path: '/v1/flotas/{id}',
  summary: 'Eliminar flota (sin activos en ella)',
  tags,
  // The spec gives the delete no key of its own: the flotas list's action, it takes its key.
  permission: 'operaciones/listar-flotas',
  audience: 'staff',
  params: idParamsSchema,
  query: deleteQuerySchema,
  responses: { 204: deletedResponse },
})
