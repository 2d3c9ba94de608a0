// Mounts the EDP routes (contracts: comercial/edp-routes.ts): staff's edp-generados (list, tab
// counts, export), the preview, the detail and its PDF and XLSX, crear, editar and the
// workflow's five moves; edp-dashboard's figures; and the site client's own (its obras' EDPs once
// sent to it, and its answer). The fixed paths (exportar, conteos, previsualizacion) are mounted
// before `{id}`, which would take them.
import {
  approveEdpClienteRoute,
  approveEdpRoute,
  countEdpRoute,
  createEdpRoute,
  exportEdpClientePdfRoute,
  exportEdpPdfRoute,
  exportEdpRoute,
  exportEdpXlsxRoute,
  getEdpClienteRoute,
  getEdpDashboardRoute,
  getEdpRoute,
  listEdpClienteRoute,
  listEdpRoute,
  observeEdpClienteRoute,
  observeEdpRoute,
  previewEdpRoute,
  resendEdpRoute,
  sendEdpRoute,
  takeEdpObservationRoute,
  updateEdpRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { XLSX_CONTENT_TYPE } from '../../http/export/xlsx.ts'
import { registerRoute } from '../../http/register-route.ts'
import { archivoEdp } from '../../pdf/edp-archivo-respuesta.ts'
import { mountOn } from '../../records/entity-handlers.ts'
import { createEdp } from './create-edp.ts'
import { countEdp } from './edp-rows.ts'
import {
  approveEdp,
  approveEdpCliente,
  observeEdp,
  observeEdpCliente,
  resendEdp,
  sendEdp,
  takeEdpObservation,
} from './edp-workflow.ts'
import { exportEdp } from './export-edp.ts'
import { exportEdpPdf, exportEdpXlsx } from './export-edp-archivo.ts'
import { getEdp } from './get-edp.ts'
import { getEdpDashboard } from './get-edp-dashboard.ts'
import { listEdp, listEdpCliente } from './list-edp.ts'
import { previewEdp } from './preview-edp.ts'
import { updateEdp } from './update-edp.ts'

export function registerEdpRoutes(app: OpenAPIHono<AppEnv>) {
  const mount = mountOn(app)
  // Staff.
  mount.list(listEdpRoute, listEdp)
  mount.export(exportEdpRoute, exportEdp)
  mount.query(countEdpRoute, countEdp)
  mount.query(previewEdpRoute, previewEdp)
  mount.get(getEdpRoute, getEdp)
  mount.archivo(exportEdpPdfRoute, exportEdpPdf, 'application/pdf')
  mount.archivo(exportEdpXlsxRoute, exportEdpXlsx, XLSX_CONTENT_TYPE)
  mount.create(createEdpRoute, createEdp)
  mount.update(updateEdpRoute, updateEdp)
  mount.update(sendEdpRoute, sendEdp)
  mount.update(takeEdpObservationRoute, takeEdpObservation)
  mount.update(resendEdpRoute, resendEdp)
  mount.update(approveEdpRoute, approveEdp)
  mount.update(observeEdpRoute, observeEdp)

  // The dashboard.
  mount.query(getEdpDashboardRoute, getEdpDashboard)

  // The site client's: only its own obras' EDPs, once sent to it.
  mount.siteList(listEdpClienteRoute, listEdpCliente)
  mount.siteGet(getEdpClienteRoute, getEdp)
  registerRoute(app, exportEdpClientePdfRoute, async (c) => {
    const { obraIds } = c.var.user
    const pdf = await exportEdpPdf(c.var.deps.db, c.req.valid('param').id, { obraIds })
    return archivoEdp(c, pdf, 'application/pdf')
  })
  mount.siteWrite(approveEdpClienteRoute, approveEdpCliente)
  mount.siteWrite(observeEdpClienteRoute, observeEdpCliente)
}
