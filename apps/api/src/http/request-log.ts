// One log line per request (method, path, status, duration), written when the answer is ready,
// errors included (onError has already turned them into an answer by then).
import { createMiddleware } from 'hono/factory'
import type { Logger } from '../logger.ts'

export function requestLog(logger: Logger) {
  return createMiddleware(async (c, next) => {
    const started = performance.now()
    await next()
    const ms = Math.round((performance.now() - started) * 10) / 10
    const status = c.res.status
    const line = { method: c.req.method, path: c.req.path, status, ms }
    if (status >= 500) logger.error(line, 'request')
    else logger.info(line, 'request')
  })
}
