// The API routes of cotizaciones: list, detail, create, edit the header, replace the items
// (agregar-items), gestionar (enviada, aceptada, back to borrador), rechazo, delete, the PDF, and
// pasar-contrato (the free assets of each item's tipo, then the contract).
import { archivoRoute } from '../common/archivo-route.ts'
import { entityRoutes } from '../common/entity-routes.ts'
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
  permission: 'comercial/listar-cotizaciones',
})

export const listCotizacionesRoute = cotizaciones.list({
  summary: 'Cotizaciones: página con búsqueda (folio, condiciones), filtros y orden',
})
/**
 * The catalogue has no cotización detail screen: the screens that show one whole (gestionar,
 * editar, agregar-items, pasar-contrato) read it, so reading one takes the list's key.
 */
export const getCotizacionRoute = cotizaciones.get({
  summary: 'Cotización con sus ítems y montos',
})

export const exportCotizacionPdfRoute = archivoRoute(
  {
    path: '/v1/cotizaciones',
    tags,
    permission: 'comercial/exportar-cotizacion',
    folio: 'COT-000123',
  },
  'pdf',
  'Cotización en PDF (texto seleccionable), la misma desde la lista y el detalle',
)

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

export const listActivosDisponiblesRoute = cotizaciones.itemView(
  'activos-disponibles',
  {
    permission: 'comercial/pasar-contrato',
    summary: 'Pasar a contrato: activos del tipo de cada ítem libres en las fechas',
    answer: 'Por ítem',
  },
  activosDisponiblesSchema,
  activosDisponiblesQuerySchema,
)

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
