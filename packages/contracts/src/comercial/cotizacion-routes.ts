// The API routes of cotizaciones: list, detail, create, edit the header, replace the items
// (agregar-items), gestionar (enviada, aceptada, back to borrador), rechazo, delete, the PDF, and
// pasar-contrato (the free assets of each item's tipo, then the contract).
import { defineRoute } from '../api-route.ts'
import { idParamsSchema } from '../common/fields.ts'
import { deletedResponse, deleteQuerySchema } from '../common/route-parts.ts'
import {
  activosDisponiblesQuerySchema,
  activosDisponiblesSchema,
  contratoDetailSchema,
  pasarContratoSchema,
} from './contrato.ts'
import {
  cotizacionDetailSchema,
  cotizacionPageSchema,
  createCotizacionSchema,
  gestionarCotizacionSchema,
  listCotizacionesQuerySchema,
  rechazarCotizacionSchema,
  replaceCotizacionItemsSchema,
  updateCotizacionSchema,
} from './cotizacion.ts'

const tags = ['cotizaciones'] as const

export const listCotizacionesRoute = defineRoute({
  method: 'get',
  path: '/v1/cotizaciones',
  summary: 'Cotizaciones: página con búsqueda (folio, condiciones), filtros y orden',
  tags,
  permission: 'comercial/listar-cotizaciones',
  query: listCotizacionesQuerySchema,
  responses: { 200: { description: 'Una página', schema: cotizacionPageSchema } },
})

/**
 * The catalogue has no cotización detail screen: the screens that show one whole (gestionar,
 * editar, agregar-items, pasar-contrato) read it, so reading one takes the list's key.
 */
export const getCotizacionRoute = defineRoute({
  method: 'get',
  path: '/v1/cotizaciones/{id}',
  summary: 'Cotización con sus ítems y montos',
  tags,
  permission: 'comercial/listar-cotizaciones',
  params: idParamsSchema,
  responses: { 200: { description: 'La cotización', schema: cotizacionDetailSchema } },
})

export const pdfCotizacionRoute = defineRoute({
  method: 'get',
  path: '/v1/cotizaciones/{id}/pdf',
  summary: 'Cotización en PDF (texto seleccionable), la misma desde la lista y el detalle',
  tags,
  permission: 'comercial/exportar-cotizacion',
  params: idParamsSchema,
  responses: {
    200: {
      description: 'application/pdf; el nombre (`COT-000123.pdf`) va en Content-Disposition',
    },
  },
})

export const createCotizacionRoute = defineRoute({
  method: 'post',
  path: '/v1/cotizaciones',
  summary: 'Crear cotización (borrador, con el siguiente folio)',
  tags,
  permission: 'comercial/crear-cotizacion',
  body: createCotizacionSchema,
  responses: { 201: { description: 'Creada', schema: cotizacionDetailSchema } },
})

export const updateCotizacionRoute = defineRoute({
  method: 'patch',
  path: '/v1/cotizaciones/{id}',
  summary: 'Editar la cabecera de una cotización en borrador (con la versión leída)',
  tags,
  permission: 'comercial/editar-cotizacion',
  params: idParamsSchema,
  body: updateCotizacionSchema,
  responses: { 200: { description: 'Editada', schema: cotizacionDetailSchema } },
})

export const replaceCotizacionItemsRoute = defineRoute({
  method: 'put',
  path: '/v1/cotizaciones/{id}/items',
  summary: 'Ítems de una cotización en borrador: la lista completa (agregar, cambiar, quitar)',
  tags,
  permission: 'comercial/agregar-items-cotizacion',
  params: idParamsSchema,
  body: replaceCotizacionItemsSchema,
  responses: { 200: { description: 'Guardados', schema: cotizacionDetailSchema } },
})

export const gestionarCotizacionRoute = defineRoute({
  method: 'post',
  path: '/v1/cotizaciones/{id}/estado',
  summary: 'Gestionar: enviar, aceptar o volver a borrador',
  tags,
  permission: 'comercial/gestionar-cotizacion',
  params: idParamsSchema,
  body: gestionarCotizacionSchema,
  responses: { 200: { description: 'Nuevo estado', schema: cotizacionDetailSchema } },
})

export const rechazarCotizacionRoute = defineRoute({
  method: 'post',
  path: '/v1/cotizaciones/{id}/rechazo',
  summary: 'Rechazar una cotización enviada (motivo obligatorio)',
  tags,
  permission: 'comercial/rechazar-cotizacion',
  params: idParamsSchema,
  body: rechazarCotizacionSchema,
  responses: { 200: { description: 'Rechazada', schema: cotizacionDetailSchema } },
})

export const deleteCotizacionRoute = defineRoute({
  method: 'delete',
  path: '/v1/cotizaciones/{id}',
  summary: 'Eliminar cotización (no contratada)',
  tags,
  permission: 'comercial/cotizacion_eliminar',
  params: idParamsSchema,
  query: deleteQuerySchema,
  responses: { 204: deletedResponse },
})

export const activosDisponiblesRoute = defineRoute({
  method: 'get',
  path: '/v1/cotizaciones/{id}/activos-disponibles',
  summary: 'Pasar a contrato: activos del tipo de cada ítem libres en las fechas',
  tags,
  permission: 'comercial/pasar-contrato',
  params: idParamsSchema,
  query: activosDisponiblesQuerySchema,
  responses: { 200: { description: 'Por ítem', schema: activosDisponiblesSchema } },
})

export const pasarContratoRoute = defineRoute({
  method: 'post',
  path: '/v1/cotizaciones/{id}/contrato',
  summary: 'Pasar a contrato una cotización aceptada (una sola vez: la segunda es 409)',
  tags,
  permission: 'comercial/pasar-contrato',
  params: idParamsSchema,
  body: pasarContratoSchema,
  responses: { 201: { description: 'El contrato creado', schema: contratoDetailSchema } },
})
