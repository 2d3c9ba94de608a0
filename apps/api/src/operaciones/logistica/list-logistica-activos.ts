// GET /v1/logistica-activos: one page of the fleet, each asset with where it is, since when and
// the movement that left it there.
import { listOf } from '../../db/list/list-page.ts'
import { logisticaActivoSource } from './logistica-activo-rows.ts'

export const listLogisticaActivos = listOf(logisticaActivoSource)
