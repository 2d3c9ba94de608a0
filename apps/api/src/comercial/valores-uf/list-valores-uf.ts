// GET /v1/valores-uf: one page of days, newest first by default.
import { listOf } from '../../db/list/list-page.ts'
import { valorUfSource } from './valor-uf-rows.ts'

export const listValoresUf = listOf(valorUfSource)
