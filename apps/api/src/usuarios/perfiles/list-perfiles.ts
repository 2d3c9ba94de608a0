// GET /v1/perfiles: one page of perfiles (`pageSize=all` for the users' form).
import { listOf } from '../../db/list/list-page.ts'
import { perfilSource } from './perfil-rows.ts'

export const listPerfiles = listOf(perfilSource)
