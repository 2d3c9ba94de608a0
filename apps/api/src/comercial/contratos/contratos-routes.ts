// Mounts the contratos routes (contracts: comercial/contrato-routes.ts) and pasar-contrato's two
// quotation routes (comercial/cotizacion-routes.ts), whose work is the contract's. The export is
// mounted before the detail, whose `{id}` would otherwise take "exportar". The four requests
// raised from a contract (adición, cambio, retiro parcial, cierre) are the solicitudes module's;
// the change of its billing terms (condiciones de cobro) is the contract's own.
import {
  contractCotizacionRoute,
  exportContratosRoute,
  getContratoRoute,
  listActivosDisponiblesRoute,
  listContratosRoute,
  listContratosTerminadosRoute,
  listContratosVigentesRoute,
  updateCondicionesCobroRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { registerRoute } from '../../http/register-route.ts'
import { contractCotizacion } from './contract-cotizacion.ts'
import { exportContratos } from './export-contratos.ts'
import { getContrato } from './get-contrato.ts'
import { listActivosDisponibles } from './list-activos-disponibles.ts'
import { listContratos, listContratosEn } from './list-contratos.ts'
import { updateCondicionesCobro } from './update-condiciones-cobro.ts'

const listVigentes = listContratosEn('vigente')
const listTerminados = listContratosEn('terminado')

export function registerContratosRoutes(app: OpenAPIHono<AppEnv>) {
  registerRoute(app, listContratosRoute, async (c) =>
    c.json(await listContratos(c.var.deps.db, c.req.valid('query'), c.var.cursors), 200),
  )
  registerRoute(app, listContratosVigentesRoute, async (c) =>
    c.json(await listVigentes(c.var.deps.db, c.req.valid('query'), c.var.cursors), 200),
  )
  registerRoute(app, listContratosTerminadosRoute, async (c) =>
    c.json(await listTerminados(c.var.deps.db, c.req.valid('query'), c.var.cursors), 200),
  )
  registerRoute(app, exportContratosRoute, (c) =>
    exportContratos(c, c.var.deps.db, c.req.valid('query')),
  )
  registerRoute(app, getContratoRoute, async (c) =>
    c.json(await getContrato(c.var.deps.db, c.req.valid('param').id), 200),
  )
  registerRoute(app, updateCondicionesCobroRoute, async (c) => {
    const { id } = c.req.valid('param')
    const body = c.req.valid('json')
    return c.json(await updateCondicionesCobro(c.var.deps.db, c.var.user, id, body), 200)
  })
  registerRoute(app, listActivosDisponiblesRoute, async (c) => {
    const { id } = c.req.valid('param')
    return c.json(await listActivosDisponibles(c.var.deps.db, id, c.req.valid('query')), 200)
  })
  registerRoute(app, contractCotizacionRoute, async (c) => {
    const { id } = c.req.valid('param')
    return c.json(await contractCotizacion(c.var.deps.db, c.var.user, id, c.req.valid('json')), 201)
  })
}
