// Mounts the lessor's external EDPs and adjustment requests (contracts:
// arrendador/estado-de-pago-routes.ts), each reading the proveedor from the signed-in user.
import {
  acceptEstadoDePagoRoute,
  createSolicitudAjusteRoute,
  createSubidaArchivoAjusteRoute,
  exportEstadoDePagoPdfRoute,
  getDescargaArchivoAjusteRoute,
  getEstadoDePagoRoute,
  listEstadosDePagoRoute,
  listSolicitudesAjusteRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { registerRoute } from '../../http/register-route.ts'
import { archivoEdp } from '../../pdf/edp-archivo-respuesta.ts'
import { proveedorOf } from '../proveedor-of.ts'
import {
  acceptEstadoDePago,
  createSolicitudAjuste,
  createSubidaArchivoAjuste,
  descargaArchivoAjuste,
  estadoDePagoPdf,
  getEstadoDePago,
  listEstadosDePago,
  listSolicitudesAjuste,
} from './estados-de-pago.ts'

export function registerEstadosDePagoRoutes(app: OpenAPIHono<AppEnv>) {
  registerRoute(app, listEstadosDePagoRoute, async (c) => {
    const proveedorId = proveedorOf(c.var.user)
    return c.json(
      await listEstadosDePago(c.var.deps.db, proveedorId, c.req.valid('query'), c.var.cursors),
      200,
    )
  })
  registerRoute(app, getEstadoDePagoRoute, async (c) => {
    const proveedorId = proveedorOf(c.var.user)
    return c.json(await getEstadoDePago(c.var.deps.db, proveedorId, c.req.valid('param').id), 200)
  })
  registerRoute(app, exportEstadoDePagoPdfRoute, async (c) => {
    const proveedorId = proveedorOf(c.var.user)
    const pdf = await estadoDePagoPdf(c.var.deps.db, proveedorId, c.req.valid('param').id)
    return archivoEdp(c, pdf, 'application/pdf')
  })
  registerRoute(app, acceptEstadoDePagoRoute, async (c) => {
    const proveedorId = proveedorOf(c.var.user)
    const { id } = c.req.valid('param')
    return c.json(
      await acceptEstadoDePago(c.var.deps.db, c.var.user, proveedorId, id, c.req.valid('json')),
      200,
    )
  })
  registerRoute(app, createSolicitudAjusteRoute, async (c) => {
    const proveedorId = proveedorOf(c.var.user)
    const { db, storage } = c.var.deps
    const { id } = c.req.valid('param')
    return c.json(
      await createSolicitudAjuste(db, storage, c.var.user, proveedorId, id, c.req.valid('json')),
      201,
    )
  })

  registerRoute(app, createSubidaArchivoAjusteRoute, async (c) => {
    const proveedorId = proveedorOf(c.var.user)
    return c.json(
      await createSubidaArchivoAjuste(c.var.deps.storage, proveedorId, c.req.valid('json')),
      201,
    )
  })
  registerRoute(app, listSolicitudesAjusteRoute, async (c) => {
    const proveedorId = proveedorOf(c.var.user)
    return c.json(
      await listSolicitudesAjuste(c.var.deps.db, proveedorId, c.req.valid('query'), c.var.cursors),
      200,
    )
  })
  registerRoute(app, getDescargaArchivoAjusteRoute, async (c) => {
    const proveedorId = proveedorOf(c.var.user)
    const { db, storage } = c.var.deps
    return c.json(
      await descargaArchivoAjuste(db, storage, proveedorId, c.req.valid('param').id),
      200,
    )
  })
}
