// The lessor's external EDPs and adjustment requests (decision 064, "The lessor's side"), under
// /v1/arrendador like the rest of its portal (decision 065): lessors only (audience `proveedor`,
// the catalogue's empty key), each answering only the signed-in user's proveedor's rows — another
// lessor's EDP or request by id is the same 404 as a missing one. `…/subidas` is mounted before
// `{id}`.
import { archivoRoute } from '../common/archivo-route.ts'
import { delArrendador, lessor, tags } from './del-arrendador.ts'
import {
  aceptarEstadoDePagoSchema,
  estadoDePagoRead,
  listEstadosDePagoQuerySchema,
  solicitarAjusteSchema,
} from './estado-de-pago.ts'
import {
  createSubidaArchivoAjusteSchema,
  listSolicitudesAjusteQuerySchema,
  solicitudAjusteArrendadorRead,
} from './solicitud-ajuste.ts'

const estadosDePago = delArrendador(
  'estados-de-pago',
  { singular: 'estado de pago', plural: 'Mis estados de pago', genero: 'm' },
  { ...estadoDePagoRead, query: listEstadosDePagoQuerySchema },
)
export const listEstadosDePagoRoute = estadosDePago.list({
  summary: 'Mis estados de pago externos (los emitidos, nunca un borrador)',
})
export const getEstadoDePagoRoute = estadosDePago.get({
  summary: 'Uno de mis estados de pago, con sus líneas, evidencia, revisiones y solicitudes',
})
export const acceptEstadoDePagoRoute = estadosDePago.action(
  'aceptar',
  {
    summary: 'Aceptar mi estado de pago emitido (con la versión leída)',
    answer: 'Aceptado',
  },
  aceptarEstadoDePagoSchema,
)
export const createSolicitudAjusteRoute = estadosDePago.action(
  'solicitudes-ajuste',
  {
    summary: 'Solicitar el ajuste de una línea: monto, motivo y un archivo (con la versión leída)',
    answer: 'Solicitud registrada; el estado de pago queda en ajuste',
    status: 201,
  },
  solicitarAjusteSchema,
)
export const exportEstadoDePagoPdfRoute = archivoRoute(
  { path: '/v1/arrendador/estados-de-pago', tags, ...lessor, folio: 'EDPE-000012' },
  'pdf',
  'Mi estado de pago en PDF: líneas, evidencia y totales',
)

const solicitudesAjuste = delArrendador(
  'solicitudes-ajuste',
  { singular: 'solicitud de ajuste', plural: 'Mis solicitudes de ajuste', genero: 'f' },
  {
    query: listSolicitudesAjusteQuerySchema,
    page: solicitudAjusteArrendadorRead.solicitudAjusteArrendadorPageSchema,
  },
)
export const listSolicitudesAjusteRoute = solicitudesAjuste.list({
  summary: 'Mis solicitudes de ajuste, con su estado y la respuesta',
})
export const createSubidaArchivoAjusteRoute = solicitudesAjuste.upload(
  {
    summary: 'Dónde subir el archivo de una solicitud de ajuste, antes de enviarla',
    answer: 'Dónde enviarlo',
  },
  createSubidaArchivoAjusteSchema,
)
export const getDescargaArchivoAjusteRoute = solicitudesAjuste.link('archivo/descarga', {
  summary: 'Enlace breve para ver el archivo de una de mis solicitudes de ajuste',
})
