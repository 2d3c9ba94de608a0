// GET /v1/tipos-activo: one page of tipos de activo.
import { listOf } from '../../db/list/list-page.ts'
import { tipoActivoSource } from './tipo-activo-rows.ts'

export const listTiposActivo = listOf(tipoActivoSource)
