// GET /v1/constructoras: one page of constructoras.
import { listOf } from '../../db/list/list-page.ts'
import { constructoraSource } from './constructora-rows.ts'

export const listConstructoras = listOf(constructoraSource)
