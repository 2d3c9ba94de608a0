// The app's last word on failures: every error answer is the JSON of `apiErrorSchema`, in
// Spanish, and never leaks internals (stack traces and SQL stay in the log).
import { randomBytes } from 'node:crypto'
import type { Context, ErrorHandler, NotFoundHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { AppEnv } from '../app-env.ts'
import type { Logger } from '../logger.ts'
import { ApiHttpError, errorBody, messages } from './api-error.ts'
import { isStatementTimeout, tiempoAgotado } from './request-timeout.ts'
import { RETRY_AFTER_SECONDS, serviceUnavailable } from './service-unavailable.ts'

export function onError(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof ApiHttpError) return c.json(error.toBody(), error.status)
    if (error instanceof HTTPException) return fromHttpException(error, c, logger)
    const unavailable = serviceUnavailable(error)
    if (unavailable) {
      logger.warn({ err: error, method: c.req.method, path: c.req.path }, unavailable.what)
      c.header('Retry-After', String(RETRY_AFTER_SECONDS))
      return c.json(unavailable.answer.toBody(), unavailable.answer.status)
    }
    if (isStatementTimeout(error)) {
      logger.warn({ err: error, method: c.req.method, path: c.req.path }, 'statement timeout')
      const answer = tiempoAgotado()
      return c.json(answer.toBody(), answer.status)
    }
    return internalError(error, c, logger, 'unexpected error')
  }
}

/** An id short enough to read over the phone, long enough to find one entry in a day's log. */
export const newErrorId = () => randomBytes(5).toString('hex').toUpperCase()

// The answer says only that it failed and under which id; the error (a failed SQL statement, a
// stack) goes to the log under that id, where support can find it.
function internalError(error: unknown, c: Context<AppEnv>, logger: Logger, what: string) {
  const errorId = newErrorId()
  logger.error({ err: error, errorId, method: c.req.method, path: c.req.path }, what)
  return c.json(
    errorBody('error_interno', messages.errorInternoConCodigo(errorId), undefined, errorId),
    500,
  )
}

// Hono's own exceptions: mostly the body parser's (malformed JSON, wrong content type).
function fromHttpException(error: HTTPException, c: Context<AppEnv>, logger: Logger) {
  switch (error.status) {
    case 400:
      return c.json(
        errorBody('entrada_invalida', messages.jsonInvalido, { body: messages.jsonInvalido }),
        400,
      )
    case 401:
      return c.json(errorBody('no_autenticado', messages.noAutenticado), 401)
    case 403:
      return c.json(errorBody('prohibido', messages.prohibido), 403)
    case 404:
      return c.json(errorBody('no_encontrado', messages.noEncontrado), 404)
    case 415:
      return c.json(
        errorBody('entrada_invalida', messages.tipoContenido, { body: messages.tipoContenido }),
        415,
      )
    default:
      return internalError(error, c, logger, 'unexpected HTTP exception')
  }
}

export const onNotFound: NotFoundHandler<AppEnv> = (c) =>
  c.json(errorBody('no_encontrado', 'La ruta solicitada no existe.'), 404)
