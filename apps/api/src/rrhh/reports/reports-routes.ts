// Mounts HR's report routes (contracts: rrhh/report-routes.ts): an operator's reports under the
// operator of the path (a report of another operator answers 404, as a missing one) and the queue
// of reports en-observacion of every operator.
import {
  createReportRoute,
  deleteReportRoute,
  getOpcionesReportRoute,
  getReportRoute,
  listReportsObservadosRoute,
  listReportsOperadorRoute,
  observarReportRoute,
  updateReportRoute,
  validarReportRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { registerRoute } from '../../http/register-route.ts'
import { createReport } from './create-report.ts'
import { deleteReport } from './delete-report.ts'
import { getOpcionesReport } from './get-opciones-report.ts'
import { getReport } from './get-report.ts'
import { listReports } from './list-reports.ts'
import { listReportsObservados } from './list-reports-observados.ts'
import { observarReport, validarReport } from './revisar-report.ts'
import { updateReport } from './update-report.ts'

const targetOf = (params: { idOperador: string; idReport: string }) => ({
  id: params.idReport,
  operadorId: params.idOperador,
})

export function registerReportsRoutes(app: OpenAPIHono<AppEnv>) {
  registerRoute(app, listReportsObservadosRoute, async (c) =>
    c.json(await listReportsObservados(c.var.deps.db, c.req.valid('query'), c.var.cursors), 200),
  )
  registerRoute(app, listReportsOperadorRoute, async (c) => {
    const { id } = c.req.valid('param')
    return c.json(await listReports(c.var.deps.db, id, c.req.valid('query'), c.var.cursors), 200)
  })
  registerRoute(app, getOpcionesReportRoute, async (c) =>
    c.json(await getOpcionesReport(c.var.deps.db, c.req.valid('param').id), 200),
  )
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
  registerRoute(app, observarReportRoute, async (c) => {
    const { db, storage } = c.var.deps
    const target = targetOf(c.req.valid('param'))
    return c.json(await observarReport(db, storage, c.var.user, target, c.req.valid('json')), 200)
  })
  registerRoute(app, validarReportRoute, async (c) => {
    const { db, storage } = c.var.deps
    const target = targetOf(c.req.valid('param'))
    return c.json(await validarReport(db, storage, c.var.user, target, c.req.valid('json')), 200)
  })
  registerRoute(app, deleteReportRoute, async (c) => {
    const { version } = c.req.valid('query')
    await deleteReport(c.var.deps.db, c.var.user, targetOf(c.req.valid('param')), version)
    return c.body(null, 204)
  })
}
