// Prometheus metrics of the API process (decision 092): requests by route pattern and their
// latency, the database's pool, and prom-client's default process metrics. GET /metrics serves
// them in the text format only to a request carrying `Authorization: Bearer <METRICS_TOKEN>`
// (compared in constant time); without METRICS_TOKEN the route answers 404, as if absent. It is
// no contract route: no user key guards it and the portals never call it, so it stays out of the
// OpenAPI document (the route walk lists it among the routes served outside the registry).
import { createHash, timingSafeEqual } from 'node:crypto'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { MiddlewareHandler } from 'hono'
import { createMiddleware } from 'hono/factory'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { AppEnv } from '../app-env.ts'
import { errorBody, messages } from '../http/api-error.ts'
import { onNotFound } from '../http/error-handlers.ts'
import { routePattern } from '../http/request-id.ts'

export const METRICS_PATH = '/metrics'

/** What the database reports of its connections, when its engine has such a thing. */
export type PoolUsage = {
  /** Connections (or, embedded, statements) running now. */
  inUse: number
  /** Open connections waiting for work. */
  idle: number
  /** Queries waiting for a connection (or the embedded engine). */
  waiting: number
}

export type Metrics = {
  registry: Registry
  /** Counts and times every request; mounted first so nothing escapes it. */
  middleware: MiddlewareHandler
}

// The process's default metrics (CPU, memory, event loop, GC) are the process's, not an app's:
// collected once into a registry of their own and merged into every app's answer.
let processRegistry: Registry | undefined
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry()
    collectDefaultMetrics({ register: processRegistry })
  }
  return processRegistry
}

export function createMetrics(poolUsage?: () => PoolUsage | undefined): Metrics {
  const registry = new Registry()
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  })
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  })
  if (poolUsage) {
    new Gauge({
      name: 'db_pool_connections',
      help: "The database pool's connections in use and idle, and the queries waiting for one",
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const usage = poolUsage()
        if (!usage) return
        this.set({ state: 'in_use' }, usage.inUse)
        this.set({ state: 'idle' }, usage.idle)
        this.set({ state: 'waiting' }, usage.waiting)
      },
    })
  }
  const middleware = createMiddleware(async (c, next) => {
    const end = duration.startTimer()
    try {
      await next()
    } finally {
      const route = routePattern(c)
      end({ method: c.req.method, route })
      requests.inc({ method: c.req.method, route, status: String(c.res.status) })
    }
  })
  return { registry, middleware }
}

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Whether `authorization` is `Bearer <token>`, compared in constant time. */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const presented = authorization?.startsWith('Bearer ') ? authorization.slice(7) : ''
  // Both sides hashed: equal lengths whatever was sent, so the comparison's time says nothing.
  return timingSafeEqual(digest(presented), digest(token)) && presented.length > 0
}

export function registerMetricsRoute(
  app: OpenAPIHono<AppEnv>,
  metrics: Metrics,
  token: string | undefined,
) {
  app.get(METRICS_PATH, async (c) => {
    if (token === undefined) return onNotFound(c)
    if (!bearerMatches(c.req.header('Authorization'), token)) {
      c.header('WWW-Authenticate', 'Bearer')
      return c.json(errorBody('no_autenticado', messages.noAutenticado), 401)
    }
    const merged = Registry.merge([processMetrics(), metrics.registry])
    return c.body(await merged.metrics(), 200, { 'Content-Type': merged.contentType })
  })
}
