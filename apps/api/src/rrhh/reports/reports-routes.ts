// Mounts HR's report routes (contracts: rrhh/report-routes.ts): an operator's reports under the
// operator of the path (a report of another operator answers 404, as a missing one) and the queue
// of reports en-observacion of every operator.
import {
  createReportRoute,
  deleteReportRoute,
  getReportOpcionesRoute,
  getReportRoute,
  listReportsObservadosRoute,
  listReportsOperadorRoute,
  observeReportRoute,
  updateReportRoute,
  validateReportRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { registerRoute } from '../../http/register-route.ts'
import { mountOn } from '../../records/entity-handlers.ts'
import { createReport } from './create-report.ts'
import { deleteReport } from './delete-report.ts'
import { getReport } from './get-report.ts'
import { getReportOpciones } from './get-report-opciones.ts'
import { listReports } from './list-reports.ts'
import { listReportsObservados } from './list-reports-observados.ts'
import { observeReport } from './observe-report.ts'
import { updateReport } from './update-report.ts'
import { validateReport } from './validate-report.ts'

const targetOf = (params: { idOperador: string; idReport: string }) => ({
  id: params.idReport,
  operadorId: params.idOperador,
})

export function registerReportsRoutes(app: OpenAPIHono<AppEnv>) {
  const mount = mountOn(app)
  mount.list(listReportsObservadosRoute, listReportsObservados)
  registerRoute(app, listReportsOperadorRoute, async (c) => {
    const { id } = c.req.valid('param')
    return c.json(await listReports(c.var.deps.db, id, c.req.valid('query'), c.var.cursors), 200)
  })
  mount.get(getReportOpcionesRoute, getReportOpciones)
  registerRoute(app, createReportRoute, async (c) => {
    const { db, storage } = c.var.deps
    const { id } = c.req.valid('param')
    return c.json(await createReport(db, storage, c.var.user, id, c.req.valid('json')), 201)
  })
  registerRoute(app, getReportRoute, async (c) => {
    const { db, storage } = c.var.deps
    return c.json(await getReport(db, storage, targetOf(c.req.valid('param'))), 200)
  })
  registerRoute(app, updateReportRoute, async (c) => {
    const { db, storage } = c.var.deps
    const target = targetOf(c.req.valid('param'))
    const body = c.req.valid('json')
    return c.json(await updateReport(db, storage, c.var.user, target, body, { autor: 'rrhh' }), 200)
  })
  registerRoute(app, observeReportRoute, async (c) => {
    const { db, storage } = c.var.deps
    const target = targetOf(c.req.valid('param'))
    return c.json(await observeReport(db, storage, c.var.user, target, c.req.valid('json')), 200)
  })
  registerRoute(app, validateReportRoute, async (c) => {
    const { db, storage } = c.var.deps
    const target = targetOf(c.req.valid('param'))
    return c.json(await validateReport(db, storage, c.var.user, target, c.req.valid('json')), 200)
  })
  registerRoute(app, deleteReportRoute, async (c) => {
    const { version } = c.req.valid('query')
    await deleteReport(c.var.deps.db, c.var.user, targetOf(c.req.valid('param')), version)
    return c.body(null, 204)
  })
}
