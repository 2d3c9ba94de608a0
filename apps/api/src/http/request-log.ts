// One access log line per request (method, route pattern, path, status, duration, and `reqId`
// through the logger's mixin), written when the answer is ready, errors included (onError has
// already turned them into an answer by then). The only access log: no other middleware logs
// requests.
import { createMiddleware } from 'hono/factory'
import type { Logger } from '../logger.ts'
import { routePattern } from './request-id.ts'

// A signed file link carries its authority in the path (`/v1/archivos/<token>`): whoever reads
// the log must not be able to replay it, so the line names the route, not the token.
const SIGNED_PATH = /^(\/v1\/archivos\/)[^/]+$/

export function loggedPath(path: string): string {
  return path.replace(SIGNED_PATH, '$1…')
}

export function requestLog(logger: Logger) {
  return createMiddleware(async (c, next) => {
    const started = performance.now()
    await next()
    const ms = Math.round((performance.now() - started) * 10) / 10
    const status = c.res.status
    const line = {
      method: c.req.method,
      route: routePattern(c),
      path: loggedPath(c.req.path),
      status,
      ms,
    }
    if (status >= 500) logger.error(line, 'request')
    else logger.info(line, 'request')
  })
}
