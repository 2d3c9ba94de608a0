// GET /v1/control-equipos: one page of the assets on rent, by contract unless asked otherwise.
import { listOf } from '../../db/list/list-page.ts'
import { controlEquipoSource } from './control-equipo-rows.ts'

export const listControlEquipos = listOf(controlEquipoSource)
