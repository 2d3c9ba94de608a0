// GET /v1/edp (edp-generados, one tab per estado) and the site client's GET /v1/edp-cliente (its
// obras' EDPs once sent to it; none for a user without obras, su included: that list is "mine").
import { listOf, listOfObras } from '../../db/list/list-page.ts'
import { edpClienteSource, edpSource } from './edp-rows.ts'

export const listEdp = listOf(edpSource)
export const listEdpCliente = listOfObras(edpClienteSource)
