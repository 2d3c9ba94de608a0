// Mounts the cotizaciones routes (contracts: comercial/cotizacion-routes.ts). Pasar a contrato
// (the free assets and the contract itself) is mounted by the contratos module, which owns what
// a contract is.
import {
  createCotizacionRoute,
  deleteCotizacionRoute,
  exportCotizacionPdfRoute,
  getCotizacionRoute,
  listCotizacionesRoute,
  manageCotizacionRoute,
  rejectCotizacionRoute,
  replaceCotizacionItemsRoute,
  updateCotizacionRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { registerRoute } from '../../http/register-route.ts'
import { attachmentDisposition } from '../../storage/content-disposition.ts'
import { exportCotizacionPdf } from './cotizacion-pdf.ts'
import { createCotizacion } from './create-cotizacion.ts'
import { deleteCotizacion } from './delete-cotizacion.ts'
import { getCotizacion } from './get-cotizacion.ts'
import { listCotizaciones } from './list-cotizaciones.ts'
import { manageCotizacion } from './manage-cotizacion.ts'
import { rejectCotizacion } from './reject-cotizacion.ts'
import { replaceCotizacionItems } from './replace-cotizacion-items.ts'
import { updateCotizacion } from './update-cotizacion.ts'

export function registerCotizacionesRoutes(app: OpenAPIHono<AppEnv>) {
  registerRoute(app, listCotizacionesRoute, async (c) =>
    c.json(await listCotizaciones(c.var.deps.db, c.req.valid('query'), c.var.cursors), 200),
  )
  registerRoute(app, getCotizacionRoute, async (c) =>
    c.json(await getCotizacion(c.var.deps.db, c.req.valid('param').id), 200),
  )
  registerRoute(app, exportCotizacionPdfRoute, async (c) => {
    const { bytes, fileName } = await exportCotizacionPdf(c.var.deps.db, c.req.valid('param').id)
    // The writer's bytes own their whole buffer (Buffer.concat copied into a new Uint8Array).
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/pdf',
      'content-length': String(bytes.byteLength),
      'content-disposition': attachmentDisposition(fileName),
      'cache-control': 'no-store',
    })
  })
  registerRoute(app, createCotizacionRoute, async (c) =>
    c.json(await createCotizacion(c.var.deps.db, c.var.user, c.req.valid('json')), 201),
  )
  registerRoute(app, updateCotizacionRoute, async (c) => {
    const { id } = c.req.valid('param')
    return c.json(await updateCotizacion(c.var.deps.db, c.var.user, id, c.req.valid('json')), 200)
  })
  registerRoute(app, replaceCotizacionItemsRoute, async (c) => {
    const { id } = c.req.valid('param')
    const body = c.req.valid('json')
    return c.json(await replaceCotizacionItems(c.var.deps.db, c.var.user, id, body), 200)
  })
  registerRoute(app, manageCotizacionRoute, async (c) => {
    const { id } = c.req.valid('param')
    const body = c.req.valid('json')
    return c.json(await manageCotizacion(c.var.deps.db, c.var.user, id, body), 200)
  })
  registerRoute(app, rejectCotizacionRoute, async (c) => {
    const { id } = c.req.valid('param')
    return c.json(await rejectCotizacion(c.var.deps.db, c.var.user, id, c.req.valid('json')), 200)
  })
  registerRoute(app, deleteCotizacionRoute, async (c) => {
    const { id } = c.req.valid('param')
    await deleteCotizacion(c.var.deps.db, c.var.user, id, c.req.valid('query').version)
    return c.body(null, 204)
  })
}
