// GET /v1/solicitudes-cliente: one page of the requests of the signed-in user's obras only (none
// for a user without obras, su included: this list is "mine").
import { listOfObras } from '../../db/list/list-page.ts'
import { solicitudClienteSource } from './solicitud-rows.ts'

export const listSolicitudesCliente = listOfObras(solicitudClienteSource)
