// The largest request body the API reads: JSON forms are a few KB, and a bigger body would be
// read whole and parsed before any validation. The limit holds for bodies without a
// Content-Length (chunked) too: they are counted while read and cut at the limit. File uploads,
// when they come, get a route of their own with its own limit, exempted from this one.
import { bodyLimit } from 'hono/body-limit'
import { errorBody, messages } from './api-error.ts'

export const JSON_BODY_LIMIT_BYTES = 1024 * 1024
const LIMIT_TEXT = '1 MB'

export function jsonBodyLimit() {
  return bodyLimit({
    maxSize: JSON_BODY_LIMIT_BYTES,
    onError: (c) =>
      c.json(errorBody('entrada_invalida', messages.cuerpoDemasiadoGrande(LIMIT_TEXT)), 413),
  })
}
