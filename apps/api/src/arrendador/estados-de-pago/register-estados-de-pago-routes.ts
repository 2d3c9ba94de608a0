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
import { archivoEdp } from '../../pdf/edp-archivo-respuesta.ts'
import {
  lessorGet,
  lessorLink,
  lessorList,
  lessorSubida,
  registerLessorRoute,
} from '../lessor-routes.ts'
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
  lessorList(app, listEstadosDePagoRoute, listEstadosDePago)
  lessorGet(app, getEstadoDePagoRoute, getEstadoDePago)
  registerLessorRoute(app, exportEstadoDePagoPdfRoute, async (c, proveedorId) => {
    const pdf = await estadoDePagoPdf(c.var.deps.db, proveedorId, c.req.valid('param').id)
    return archivoEdp(c, pdf, 'application/pdf')
  })
  registerLessorRoute(app, acceptEstadoDePagoRoute, async (c, proveedorId) => {
    const { id } = c.req.valid('param')
    return c.json(
      await acceptEstadoDePago(c.var.deps.db, c.var.user, proveedorId, id, c.req.valid('json')),
      200,
    )
  })
  registerLessorRoute(app, createSolicitudAjusteRoute, async (c, proveedorId) => {
    const { db, storage } = c.var.deps
    const { id } = c.req.valid('param')
    return c.json(
      await createSolicitudAjuste(db, storage, c.var.user, proveedorId, id, c.req.valid('json')),
      201,
    )
  })

  lessorSubida(app, createSubidaArchivoAjusteRoute, createSubidaArchivoAjuste)
  lessorList(app, listSolicitudesAjusteRoute, listSolicitudesAjuste)
  lessorLink(app, getDescargaArchivoAjusteRoute, descargaArchivoAjuste)
}
