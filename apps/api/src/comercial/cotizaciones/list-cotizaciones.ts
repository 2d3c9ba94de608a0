// GET /v1/cotizaciones: one page of quotations.
import { listOf } from '../../db/list/list-page.ts'
import { cotizacionSource } from './cotizacion-rows.ts'

export const listCotizaciones = listOf(cotizacionSource)
