// GET /v1/obras: one page of obras.
import { listOf } from '../../db/list/list-page.ts'
import { obraSource } from './obra-rows.ts'

export const listObras = listOf(obraSource)
