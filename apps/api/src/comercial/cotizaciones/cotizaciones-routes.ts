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
import { mountOn } from '../../records/entity-handlers.ts'
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
  const mount = mountOn(app)
  mount.list(listCotizacionesRoute, listCotizaciones)
  mount.get(getCotizacionRoute, getCotizacion)
  mount.archivo(exportCotizacionPdfRoute, exportCotizacionPdf, 'application/pdf')
  mount.create(createCotizacionRoute, createCotizacion)
  mount.update(updateCotizacionRoute, updateCotizacion)
  mount.update(replaceCotizacionItemsRoute, replaceCotizacionItems)
  mount.update(manageCotizacionRoute, manageCotizacion)
  mount.update(rejectCotizacionRoute, rejectCotizacion)
  mount.delete(deleteCotizacionRoute, deleteCotizacion)
}
