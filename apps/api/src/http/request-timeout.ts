// No request waits unbounded: one still unanswered after the configured time is answered 503 in
// Spanish, and its work is left to end on its own (a PostgreSQL statement is cancelled by the
// server's statement_timeout; the embedded engine's statement ends in its own thread). A
// statement the server cancelled (SQLSTATE 57014) is the same answer, wherever it surfaces.
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env.ts'
import { pgErrorOf } from '../db/pg-error.ts'
import { ApiHttpError } from './api-error.ts'

export const mensajeTiempoAgotado =
  'La solicitud tardó demasiado y se canceló. Intente nuevamente o acote la búsqueda (por ejemplo, un período más corto).'

export const tiempoAgotado = () =>
  new ApiHttpError(503, 'servicio_no_disponible', mensajeTiempoAgotado)

/** PostgreSQL's query_canceled: statement_timeout, or a cancel request. */
const QUERY_CANCELED = '57014'

/** Whether `error` is a statement the server cancelled for running too long. */
export const isStatementTimeout = (error: unknown) => pgErrorOf(error)?.code === QUERY_CANCELED

/** Also sets `deadline`, aborted when the time runs out: work still waiting for a turn leaves. */
export function requestTimeout(ms: number): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const deadline = new AbortController()
    c.set('deadline', deadline.signal)
    let timer: NodeJS.Timeout | undefined
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = tiempoAgotado()
        deadline.abort(error)
        reject(error)
      }, ms)
    })
    try {
      await Promise.race([next(), expired])
    } finally {
      clearTimeout(timer)
    }
  }
}
