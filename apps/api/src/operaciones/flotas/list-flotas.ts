// GET /v1/flotas: one page of flotas.
import { listOf } from '../../db/list/list-page.ts'
import { flotaSource } from './flota-rows.ts'

export const listFlotas = listOf(flotaSource)
