// The API routes of solicitudes: staff's list, detail, edit (pendiente), approval and rejection;
// and the site client's own (solicitudes-cliente): its obras' requests only, a new one for one of
// its obras, and what it may ask about. Another obra's request answers 404, never 403.
import { entityRoutes } from '../common/entity-routes.ts'
import {
  aprobarSolicitudSchema,
  createSolicitudClienteSchema,
  listSolicitudesClienteQuerySchema,
  listSolicitudesQuerySchema,
  opcionesSolicitudClienteSchema,
  rechazarSolicitudSchema,
  solicitudRead,
  updateSolicitudSchema,
} from './solicitud.ts'

const solicitudes = entityRoutes({
  path: '/v1/solicitudes',
  tags: ['solicitudes'],
  nombre: { singular: 'solicitud', plural: 'Solicitudes', genero: 'f' },
  schemas: {
    ...solicitudRead,
    query: listSolicitudesQuerySchema,
    update: updateSolicitudSchema,
  },
  permission: 'comercial/editar-solicitud',
})

export const listSolicitudesRoute = solicitudes.list({
  permission: 'comercial/listar-solicitudes',
  summary: 'Solicitudes: página con búsqueda (folio, comentarios), filtros y orden',
})
export const getSolicitudRoute = solicitudes.get({
  permission: 'comercial/detalle-solicitud',
  summary: 'Solicitud con sus ítems',
})
export const updateSolicitudRoute = solicitudes.update({
  summary: 'Editar una solicitud pendiente (con la versión leída)',
})
/** Approving is deciding on the request as its editor: the catalogue has no approval key. */
export const approveSolicitudRoute = solicitudes.action(
  'aprobacion',
  {
    summary: 'Aprobar una solicitud pendiente (pasa a logística)',
    answer: 'Aprobada',
  },
  aprobarSolicitudSchema,
)
export const rejectSolicitudRoute = solicitudes.action(
  'rechazo',
  {
    permission: 'comercial/rechazar-solicitud',
    summary: 'Rechazar una solicitud pendiente (motivo obligatorio)',
    answer: 'Rechazada',
  },
  rechazarSolicitudSchema,
)

// ---- site clients: only the requests of their own obras -----------------------------------------

const clienteTags = ['solicitudes-cliente'] as const
const solicitudesCliente = entityRoutes({
  path: '/v1/solicitudes-cliente',
  tags: clienteTags,
  nombre: { singular: 'solicitud', plural: 'Solicitudes', genero: 'f' },
  schemas: {
    query: listSolicitudesClienteQuerySchema,
    ...solicitudRead,
    create: createSolicitudClienteSchema,
  },
  permission: 'comercial/listar-solicitudes-cliente',
})

export const listSolicitudesClienteRoute = solicitudesCliente.list({
  summary: 'Solicitudes de las obras del usuario',
})

export const getSolicitudClienteOpcionesRoute = solicitudesCliente.opciones(
  {
    summary: 'Obras del usuario, sus equipos en arriendo y los tipos de activo',
    answer: 'Opciones',
  },
  opcionesSolicitudClienteSchema,
)

export const getSolicitudClienteRoute = solicitudesCliente.get({
  summary: 'Una solicitud de una obra del usuario (404 si es de otra obra)',
})
export const createSolicitudClienteRoute = solicitudesCliente.create({
  summary: 'Nueva solicitud para una obra del usuario (arriendo, retiro o cambio)',
  answer: 'Creada (pendiente)',
})
