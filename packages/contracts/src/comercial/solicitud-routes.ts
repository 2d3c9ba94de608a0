// The API routes of solicitudes: staff's list, detail, edit (pendiente), approval and rejection;
// and the site client's own (solicitudes-cliente): its obras' requests only, a new one for one of
// its obras, and what it may ask about. Another obra's request answers 404, never 403.
import { defineRoute } from '../api-route.ts'
import { idParamsSchema } from '../common/fields.ts'
import {
  aprobarSolicitudSchema,
  createSolicitudClienteSchema,
  listSolicitudesClienteQuerySchema,
  listSolicitudesQuerySchema,
  opcionesSolicitudClienteSchema,
  rechazarSolicitudSchema,
  solicitudDetailSchema,
  solicitudPageSchema,
  updateSolicitudSchema,
} from './solicitud.ts'

const tags = ['solicitudes'] as const

export const listSolicitudesRoute = defineRoute({
  method: 'get',
  path: '/v1/solicitudes',
  summary: 'Solicitudes: página con búsqueda (folio, comentarios), filtros y orden',
  tags,
  permission: 'comercial/listar-solicitudes',
  query: listSolicitudesQuerySchema,
  responses: { 200: { description: 'Una página', schema: solicitudPageSchema } },
})

export const getSolicitudRoute = defineRoute({
  method: 'get',
  path: '/v1/solicitudes/{id}',
  summary: 'Solicitud con sus ítems',
  tags,
  permission: 'comercial/detalle-solicitud',
  params: idParamsSchema,
  responses: { 200: { description: 'La solicitud', schema: solicitudDetailSchema } },
})

export const updateSolicitudRoute = defineRoute({
  method: 'patch',
  path: '/v1/solicitudes/{id}',
  summary: 'Editar una solicitud pendiente (con la versión leída)',
  tags,
  permission: 'comercial/editar-solicitud',
  params: idParamsSchema,
  body: updateSolicitudSchema,
  responses: { 200: { description: 'Editada', schema: solicitudDetailSchema } },
})

/** Approving is deciding on the request as its editor: the catalogue has no approval key. */
export const aprobarSolicitudRoute = defineRoute({
  method: 'post',
  path: '/v1/solicitudes/{id}/aprobacion',
  summary: 'Aprobar una solicitud pendiente (pasa a logística)',
  tags,
  permission: 'comercial/editar-solicitud',
  params: idParamsSchema,
  body: aprobarSolicitudSchema,
  responses: { 200: { description: 'Aprobada', schema: solicitudDetailSchema } },
})

export const rechazarSolicitudRoute = defineRoute({
  method: 'post',
  path: '/v1/solicitudes/{id}/rechazo',
  summary: 'Rechazar una solicitud pendiente (motivo obligatorio)',
  tags,
  permission: 'comercial/rechazar-solicitud',
  params: idParamsSchema,
  body: rechazarSolicitudSchema,
  responses: { 200: { description: 'Rechazada', schema: solicitudDetailSchema } },
})

// ---- site clients: only the requests of their own obras -----------------------------------------

const clienteTags = ['solicitudes-cliente'] as const

export const listSolicitudesClienteRoute = defineRoute({
  method: 'get',
  path: '/v1/solicitudes-cliente',
  summary: 'Solicitudes de las obras del usuario',
  tags: clienteTags,
  permission: 'comercial/listar-solicitudes-cliente',
  query: listSolicitudesClienteQuerySchema,
  responses: { 200: { description: 'Una página', schema: solicitudPageSchema } },
})

export const opcionesSolicitudClienteRoute = defineRoute({
  method: 'get',
  path: '/v1/solicitudes-cliente/opciones',
  summary: 'Obras del usuario, sus equipos en arriendo y los tipos de activo',
  tags: clienteTags,
  permission: 'comercial/listar-solicitudes-cliente',
  responses: { 200: { description: 'Opciones', schema: opcionesSolicitudClienteSchema } },
})

export const getSolicitudClienteRoute = defineRoute({
  method: 'get',
  path: '/v1/solicitudes-cliente/{id}',
  summary: 'Una solicitud de una obra del usuario (404 si es de otra obra)',
  tags: clienteTags,
  permission: 'comercial/listar-solicitudes-cliente',
  params: idParamsSchema,
  responses: { 200: { description: 'La solicitud', schema: solicitudDetailSchema } },
})

export const createSolicitudClienteRoute = defineRoute({
  method: 'post',
  path: '/v1/solicitudes-cliente',
  summary: 'Nueva solicitud para una obra del usuario (arriendo, retiro o cambio)',
  tags: clienteTags,
  permission: 'comercial/listar-solicitudes-cliente',
  body: createSolicitudClienteSchema,
  responses: { 201: { description: 'Creada (pendiente)', schema: solicitudDetailSchema } },
})
