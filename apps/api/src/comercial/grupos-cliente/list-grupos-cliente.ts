// GET /v1/grupos-cliente: one page of grupos cliente.
import { listOf } from '../../db/list/list-page.ts'
import { grupoClienteSource } from './grupo-cliente-rows.ts'

export const listGruposCliente = listOf(grupoClienteSource)
