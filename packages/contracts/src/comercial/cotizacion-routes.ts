// The API routes of cotizaciones: list, detail, create, edit the header, replace the items
// (agregar-items), gestionar (enviada, aceptada, back to borrador), rechazo, delete, the PDF, and
// pasar-contrato (the free assets of each item's tipo, then the contract).
import { defineRoute } from '../api-route.ts'
import { entityRoutes } from '../common/entity-routes.ts'
import { idParamsSchema } from '../common/fields.ts'
import {
  activosDisponiblesQuerySchema,
  activosDisponiblesSchema,
  contratoDetailSchema,
  pasarContratoSchema,
} from './contrato.ts'
import {
  cotizacionRead,
  createCotizacionSchema,
  gestionarCotizacionSchema,
  listCotizacionesQuerySchema,
  rechazarCotizacionSchema,
  replaceCotizacionItemsSchema,
  updateCotizacionSchema,
} from './cotizacion.ts'

const tags = ['cotizaciones'] as const
const cotizaciones = entityRoutes({
  path: '/v1/cotizaciones',
  tags,
  nombre: { singular: 'cotización', plural: 'Cotizaciones', genero: 'f' },
  schemas: {
    ...cotizacionRead,
    query: listCotizacionesQuerySchema,
    create: createCotizacionSchema,
    update: updateCotizacionSchema,
  },
})

export const listCotizacionesRoute = cotizaciones.list({
  permission: 'comercial/listar-cotizaciones',
  summary: 'Cotizaciones: página con búsqueda (folio, condiciones), filtros y orden',
})
/**
 * The catalogue has no cotización detail screen: the screens that show one whole (gestionar,
 * editar, agregar-items, pasar-contrato) read it, so reading one takes the list's key.
 */
export const getCotizacionRoute = cotizaciones.get({
  permission: 'comercial/listar-cotizaciones',
  summary: 'Cotización con sus ítems y montos',
})

export const exportCotizacionPdfRoute = defineRoute({
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

export const createCotizacionRoute = cotizaciones.create({
  permission: 'comercial/crear-cotizacion',
  summary: 'Crear cotización (borrador, con el siguiente folio)',
})
export const updateCotizacionRoute = cotizaciones.update({
  permission: 'comercial/editar-cotizacion',
  summary: 'Editar la cabecera de una cotización en borrador (con la versión leída)',
})
export const replaceCotizacionItemsRoute = cotizaciones.action(
  'items',
  {
    permission: 'comercial/agregar-items-cotizacion',
    summary: 'Ítems de una cotización en borrador: la lista completa (agregar, cambiar, quitar)',
    answer: 'Guardados',
  },
  replaceCotizacionItemsSchema,
  'put',
)
export const manageCotizacionRoute = cotizaciones.action(
  'estado',
  {
    permission: 'comercial/gestionar-cotizacion',
    summary: 'Gestionar: enviar, aceptar o volver a borrador',
    answer: 'Nuevo estado',
  },
  gestionarCotizacionSchema,
)
export const rejectCotizacionRoute = cotizaciones.action(
  'rechazo',
  {
    permission: 'comercial/rechazar-cotizacion',
    summary: 'Rechazar una cotización enviada (motivo obligatorio)',
    answer: 'Rechazada',
  },
  rechazarCotizacionSchema,
)
export const deleteCotizacionRoute = cotizaciones.delete({
  permission: 'comercial/cotizacion_eliminar',
  summary: 'Eliminar cotización (no contratada)',
})

export const listActivosDisponiblesRoute = defineRoute({
  method: 'get',
  path: '/v1/cotizaciones/{id}/activos-disponibles',
  summary: 'Pasar a contrato: activos del tipo de cada ítem libres en las fechas',
  tags,
  permission: 'comercial/pasar-contrato',
  params: idParamsSchema,
  query: activosDisponiblesQuerySchema,
  responses: { 200: { description: 'Por ítem', schema: activosDisponiblesSchema } },
})

export const contractCotizacionRoute = cotizaciones.action(
  'contrato',
  {
    permission: 'comercial/pasar-contrato',
    summary: 'Pasar a contrato una cotización aceptada (una sola vez: la segunda es 409)',
    answer: 'El contrato creado',
    answers: contratoDetailSchema,
    status: 201,
  },
  pasarContratoSchema,
)
