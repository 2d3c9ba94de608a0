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
import { mountOn } from '../../records/entity-handlers.ts'
import { contractCotizacion } from './contract-cotizacion.ts'
import { exportContratos } from './export-contratos.ts'
import { getContrato } from './get-contrato.ts'
import { listActivosDisponibles } from './list-activos-disponibles.ts'
import { listContratos, listContratosEn } from './list-contratos.ts'
import { updateCondicionesCobro } from './update-condiciones-cobro.ts'

const listVigentes = listContratosEn('vigente')
const listTerminados = listContratosEn('terminado')

export function registerContratosRoutes(app: OpenAPIHono<AppEnv>) {
  const mount = mountOn(app)
  mount.list(listContratosRoute, listContratos)
  mount.list(listContratosVigentesRoute, listVigentes)
  mount.list(listContratosTerminadosRoute, listTerminados)
  mount.export(exportContratosRoute, exportContratos)
  mount.get(getContratoRoute, getContrato)
  mount.update(updateCondicionesCobroRoute, updateCondicionesCobro)
  registerRoute(app, listActivosDisponiblesRoute, async (c) => {
    const { id } = c.req.valid('param')
    return c.json(await listActivosDisponibles(c.var.deps.db, id, c.req.valid('query')), 200)
  })
  mount.createIn(contractCotizacionRoute, contractCotizacion)
}
