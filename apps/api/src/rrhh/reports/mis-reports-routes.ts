// Mounts the operator's own report routes (contracts: rrhh/report-routes.ts, audience `operador`):
// every call is the signed-in operator's (`user.operadorId`), so another operator's report answers
// 404 exactly as a missing one, and his lists and options hold only his rows. `/hoy` is mounted
// before `{id}`.
import {
  createMiReportRoute,
  getMiReportOpcionesRoute,
  getMiReportRoute,
  listMisReportsRoute,
  listReportsHoyRoute,
  signMiReportRoute,
  updateMiReportRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import type { AuthUser } from '../../auth/auth-user.ts'
import { forbidden, messages } from '../../http/api-error.ts'
import { registerRoute } from '../../http/register-route.ts'
import { createMiReport } from './create-mi-report.ts'
import { getReport } from './get-report.ts'
import { getReportOpciones } from './get-report-opciones.ts'
import { listReports } from './list-reports.ts'
import { listReportsHoy } from './list-reports-hoy.ts'
import { signReport } from './sign-report.ts'
import { updateReport } from './update-report.ts'

/** The signed-in operator (the audience lets only users with an operator record in). */
function operadorOf(user: AuthUser): AuthUser & { operadorId: string } {
  const { operadorId } = user
  if (!operadorId) throw forbidden(messages.soloOperadores)
  return { ...user, operadorId }
}

export function registerMisReportsRoutes(app: OpenAPIHono<AppEnv>) {
  registerRoute(app, listReportsHoyRoute, async (c) => {
    const { operadorId } = operadorOf(c.var.user)
    return c.json(await listReportsHoy(c.var.deps.db, operadorId), 200)
  })
  registerRoute(app, listMisReportsRoute, async (c) => {
    const { operadorId } = operadorOf(c.var.user)
    return c.json(
      await listReports(c.var.deps.db, operadorId, c.req.valid('query'), c.var.cursors),
      200,
    )
  })
  registerRoute(app, getMiReportOpcionesRoute, async (c) => {
    const { operadorId } = operadorOf(c.var.user)
    return c.json(await getReportOpciones(c.var.deps.db, operadorId), 200)
  })
  registerRoute(app, getMiReportRoute, async (c) => {
    const { db, storage } = c.var.deps
    const { operadorId } = operadorOf(c.var.user)
    const { id } = c.req.valid('param')
    return c.json(await getReport(db, storage, { id, operadorId }), 200)
  })
  registerRoute(app, createMiReportRoute, async (c) => {
    const { db, storage } = c.var.deps
    const result = await createMiReport(db, storage, operadorOf(c.var.user), c.req.valid('json'))
    // The same draft synced again: the report it created, not a new one.
    if (!result.created) return c.json(result.report, 200)
    return c.json(result.report, 201)
  })
  registerRoute(app, updateMiReportRoute, async (c) => {
    const { db, storage } = c.var.deps
    const user = operadorOf(c.var.user)
    const target = { id: c.req.valid('param').id, operadorId: user.operadorId }
    const body = c.req.valid('json')
    return c.json(await updateReport(db, storage, user, target, body, { autor: 'operador' }), 200)
  })
  registerRoute(app, signMiReportRoute, async (c) => {
    const { db, storage } = c.var.deps
    const user = operadorOf(c.var.user)
    const { id } = c.req.valid('param')
    return c.json(await signReport(db, storage, user, id, c.req.valid('json')), 200)
  })
}
