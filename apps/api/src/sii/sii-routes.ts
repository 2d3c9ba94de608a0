// Mounts the SII's routes (contracts: sii/sii-routes.ts). The settings are staff routes with no
// key of the catalogue, and only su passes (decision 087): anyone else is refused, 403. Emitir
// factura and the issued documents' XML take the EDP's key, Emitir guía the logistics' keys
// (decision 088).
import {
  type ApiRouteDefinition,
  createCafRoute,
  emitirFacturaRoute,
  emitirGuiaRoute,
  getCafRoute,
  getCertificadoRoute,
  getConfiguracionTributariaRoute,
  getDtePdfRoute,
  getDteXmlRoute,
  listCafsRoute,
  putConfiguracionTributariaRoute,
  uploadCertificadoRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../app-env.ts'
import type { AuthUser } from '../auth/auth-user.ts'
import { requirePermission } from '../auth/require-permission.ts'
import type { Db } from '../db/database.ts'
import { forbidden } from '../http/api-error.ts'
import { type ContractHandler, registerRoute } from '../http/register-route.ts'
import { mountOn } from '../records/entity-handlers.ts'
import { createCafWith, getCaf, listCafs } from './cafs.ts'
import { getCertificado, uploadCertificadoWith } from './certificado.ts'
import { cifradoSii, siiCertKey } from './cifrado.ts'
import { getConfiguracion, saveConfiguracion } from './configuracion.ts'
import { dtePdf, dteXml } from './emitir-dte.ts'
import { emitirFacturaWith } from './emitir-factura.ts'
import { emitirGuiaWith } from './emitir-guia.ts'
import { type TransporteSii, transporteSinEnvio } from './transporte.ts'

const soloSu =
  'Solo un superusuario puede ver o cambiar la configuración tributaria, el certificado y los CAF.'

/** The settings' paths; the issued documents (`/v1/sii/documentos`) take the EDP's key instead. */
const SU_ONLY = ['/v1/sii/configuracion', '/v1/sii/certificado', '/v1/sii/cafs']
const staffGuard = requirePermission({ permission: '', audience: 'staff' })

/**
 * Every call of the settings' paths (`SU_ONLY`): the staff guard every route has, then su only (403), before the route's
 * input is read, so anyone else is refused the same way whatever they send. Mounted as the app's
 * middleware ahead of the SII's routes; other paths pass untouched.
 */
const suOnly = createMiddleware<AppEnv>((c, next) => {
  if (!SU_ONLY.some((prefix) => c.req.path.startsWith(prefix))) return next()
  return staffGuard(c, async () => {
    if (!c.var.user.su) throw forbidden(soloSu)
    await next()
  })
})

/** A PUT of one of the company's rows: who calls and the body, answered 200. */
function mountPut<D extends ApiRouteDefinition>(
  app: OpenAPIHono<AppEnv>,
  route: D,
  save: (db: Db, user: AuthUser, body: never) => Promise<object>,
) {
  const handler = async (c: Context<AppEnv>) =>
    c.json(await save(c.var.deps.db, c.var.user, c.req.valid('json' as never)), 200)
  registerRoute(app, route, handler as unknown as ContractHandler<D>)
}

/**
 * The SII's routes, with the cipher of `SII_CERT_KEY` (cifrado.ts) and the transport the issued
 * documents go to (none by default: transporte.ts). A production start
 * (NODE_ENV=production) without it stops here, before serving anything.
 */
export function registerSiiRoutes(
  app: OpenAPIHono<AppEnv>,
  env: { SII_CERT_KEY?: string; NODE_ENV?: string } = process.env,
  transporte: TransporteSii = transporteSinEnvio,
) {
  const cifrado = cifradoSii(siiCertKey(env.SII_CERT_KEY, env.NODE_ENV === 'production'))
  const uploadCertificado = uploadCertificadoWith(cifrado)
  const createCaf = createCafWith(cifrado)
  app.use(suOnly)
  const mount = mountOn(app)
  mount.view(getConfiguracionTributariaRoute, getConfiguracion)
  mountPut(app, putConfiguracionTributariaRoute, saveConfiguracion)
  mount.view(getCertificadoRoute, getCertificado)
  mountPut(app, uploadCertificadoRoute, uploadCertificado)
  mount.view(listCafsRoute, listCafs)
  mount.get(getCafRoute, getCaf)
  mount.create(createCafRoute, createCaf)
  mount.createIn(emitirFacturaRoute, emitirFacturaWith(cifrado, transporte))
  mount.createIn(emitirGuiaRoute, emitirGuiaWith(cifrado, transporte))
  mount.archivo(getDteXmlRoute, dteXml, 'application/xml; charset=ISO-8859-1')
  mount.archivo(getDtePdfRoute, dtePdf, 'application/pdf')
}
