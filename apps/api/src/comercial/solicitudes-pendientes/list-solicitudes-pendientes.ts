// GET /v1/solicitudes-pendientes: a page of the logistics queue.
import { listOf } from '../../db/list/list-page.ts'
import { solicitudPendienteSource } from './solicitud-pendiente-rows.ts'

export const listSolicitudesPendientes = listOf(solicitudPendienteSource)
