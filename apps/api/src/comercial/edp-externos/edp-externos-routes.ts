// Mounts the external EDP routes and the lessor agreements' (contracts:
// comercial/edp-externo-routes.ts; decision 064). The fixed paths (exportar, previsualizacion) are
// mounted before `{id}`, which would take them.
import {
  acceptSolicitudAjusteRoute,
  createAcuerdoArriendoRoute,
  createEdpExternoRoute,
  deleteAcuerdoArriendoRoute,
  emitEdpExternoRoute,
  exportEdpExternoPdfRoute,
  exportEdpExternosRoute,
  exportEdpExternoXlsxRoute,
  getEdpExternoRoute,
  listAcuerdosArriendoRoute,
  listEdpExternosRoute,
  previewEdpExternoRoute,
  rejectSolicitudAjusteRoute,
  updateAcuerdoArriendoRoute,
  updateEdpExternoRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { XLSX_CONTENT_TYPE } from '../../http/export/xlsx.ts'
import { registerRoute } from '../../http/register-route.ts'
import { mountOn } from '../../records/entity-handlers.ts'
import {
  createAcuerdoArriendo,
  deleteAcuerdoArriendo,
  listAcuerdosArriendo,
  updateAcuerdoArriendo,
} from './acuerdos-arriendo.ts'
import { createEdpExterno } from './create-edp-externo.ts'
import { answerSolicitudAjuste, emitEdpExterno } from './edp-externo-workflow.ts'
import { exportEdpExternoPdf, exportEdpExternoXlsx } from './export-edp-externo-archivo.ts'
import { getEdpExterno } from './get-edp-externo.ts'
import { exportEdpExternos, listEdpExternos } from './list-edp-externos.ts'
import { previewEdpExterno } from './preview-edp-externo.ts'
import { updateEdpExterno } from './update-edp-externo.ts'

export function registerEdpExternosRoutes(app: OpenAPIHono<AppEnv>) {
  const mount = mountOn(app)
  mount.list(listEdpExternosRoute, listEdpExternos)
  mount.export(exportEdpExternosRoute, exportEdpExternos)
  mount.query(previewEdpExternoRoute, previewEdpExterno)
  mount.get(getEdpExternoRoute, getEdpExterno)
  mount.archivo(exportEdpExternoPdfRoute, exportEdpExternoPdf, 'application/pdf')
  mount.archivo(exportEdpExternoXlsxRoute, exportEdpExternoXlsx, XLSX_CONTENT_TYPE)
  mount.create(createEdpExternoRoute, createEdpExterno)
  mount.update(updateEdpExternoRoute, updateEdpExterno)
  mount.update(emitEdpExternoRoute, emitEdpExterno)
  const respuestas = [
    [acceptSolicitudAjusteRoute, 'aceptar'],
    [rejectSolicitudAjusteRoute, 'rechazar'],
  ] as const
  for (const [route, tipo] of respuestas) {
    registerRoute(app, route, async (c) => {
      const { id, solicitudId } = c.req.valid('param')
      const respuesta = { tipo, input: c.req.valid('json') }
      return c.json(
        await answerSolicitudAjuste(c.var.deps.db, c.var.user, id, solicitudId, respuesta),
        200,
      )
    })
  }
  // The lessor agreements, from the proveedor's edit screen.
  mount.get(listAcuerdosArriendoRoute, listAcuerdosArriendo)
  mount.createIn(createAcuerdoArriendoRoute, createAcuerdoArriendo)
  registerRoute(app, updateAcuerdoArriendoRoute, async (c) => {
    const { id, acuerdoId } = c.req.valid('param')
    return c.json(
      await updateAcuerdoArriendo(c.var.deps.db, c.var.user, id, acuerdoId, c.req.valid('json')),
      200,
    )
  })
  registerRoute(app, deleteAcuerdoArriendoRoute, async (c) => {
    const { id, acuerdoId } = c.req.valid('param')
    const { version } = c.req.valid('query')
    await deleteAcuerdoArriendo(c.var.deps.db, c.var.user, id, acuerdoId, version)
    return c.body(null, 204)
  })
}
