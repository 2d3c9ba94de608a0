// GET /v1/razones-sociales: one page of razones sociales.
import { listOf } from '../../db/list/list-page.ts'
import { razonSocialSource } from './razon-social-rows.ts'

export const listRazonesSociales = listOf(razonSocialSource)
