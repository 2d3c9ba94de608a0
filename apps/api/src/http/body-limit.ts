// The largest request body the API reads: JSON forms are a few KB, and a bigger body would be
// read whole and parsed before any validation. The limit holds for bodies without a
// Content-Length (chunked) too: they are counted while read and cut at the limit. File uploads
// have routes of their own (`except`), held to the size their signed URL names.
import { bodyLimit } from 'hono/body-limit'
import { createMiddleware } from 'hono/factory'
import { errorBody, messages } from './api-error.ts'

export const JSON_BODY_LIMIT_BYTES = 1024 * 1024
const LIMIT_TEXT = '1 MB'

export function jsonBodyLimit(options: { except?: (path: string) => boolean } = {}) {
  const limit = bodyLimit({
    maxSize: JSON_BODY_LIMIT_BYTES,
    onError: (c) =>
      c.json(errorBody('entrada_invalida', messages.cuerpoDemasiadoGrande(LIMIT_TEXT)), 413),
  })
  return createMiddleware((c, next) => (options.except?.(c.req.path) ? next() : limit(c, next)))
}
