// GET /v1/marcas: one page of marcas.
import { listOf } from '../../db/list/list-page.ts'
import { marcaSource } from './marca-rows.ts'

export const listMarcas = listOf(marcaSource)
