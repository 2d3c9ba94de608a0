// How reports are written: every create, edit, signature, observation, validation and delete goes
// through this (records/records-of.ts), which holds its audit entity and its 404. Another
// operator's report answers the same 404 as a missing one: nobody learns it exists.
import { REPORT_DUPLICADO_MESSAGE } from '@cordillera/contracts'
import { pgErrorOf, UNIQUE_VIOLATION } from '../../db/pg-error.ts'
import { reports } from '../../db/schema/index.ts'
import { ApiHttpError } from '../../http/api-error.ts'
import { recordsOf } from '../../records/records-of.ts'

export const REPORT_NO_EXISTE = 'No encontramos el report.'
export const OPERADOR_NO_EXISTE = 'No encontramos el operador.'

export const reportRecords = recordsOf(reports, { entity: 'report', notFound: REPORT_NO_EXISTE })

export type ReportRecord = typeof reports.$inferSelect

/** The unique index of one report per operator, asset, day and jornada. */
const DUPLICADO_INDEX = 'reports_operador_activo_fecha_jornada_uq'
/** The unique index of the phone's idempotency key. */
export const CLAVE_SYNC_INDEX = 'reports_clave_sync_uq'

/** True when `error` is the database refusing a second report with the same `claveSync`. */
export const isClaveSyncTaken = (error: unknown): boolean => {
  const pg = pgErrorOf(error)
  return pg?.code === UNIQUE_VIOLATION && pg.constraint === CLAVE_SYNC_INDEX
}

/**
 * A write that would make a second report of the operator for that asset, day and jornada is a
 * 409 naming the three fields; anything else is rethrown as it was.
 */
export function rethrowDuplicado(error: unknown): never {
  const pg = pgErrorOf(error)
  if (pg?.code === UNIQUE_VIOLATION && pg.constraint === DUPLICADO_INDEX) {
    const message = REPORT_DUPLICADO_MESSAGE
    throw new ApiHttpError(409, 'conflicto', message, {
      activoId: message,
      fecha: message,
      jornada: message,
    })
  }
  throw error
}
