// Mounts the SII's routes (contracts: sii/sii-routes.ts). The settings take their screen's key,
// sistema/configuracion-tributaria (decision 087, amended). Emitir factura takes the EDP's key,
// Emitir guía the logistics' keys (decision 088); the issued documents' list takes the EDP list's
// key and shows guías only to a caller with logistics' key; each document's files are keyed by
// its tipo (decision 090).
import {
  type ApiRouteDefinition,
  createCafRoute,
  emitirFacturaRoute,
  emitirGuiaRoute,
  exportDocumentosTributariosRoute,
  getCafRoute,
  getCertificadoRoute,
  getConfiguracionTributariaRoute,
  getDtePdfRoute,
  getDteXmlRoute,
  listCafsRoute,
  listDocumentosTributariosRoute,
  putConfiguracionTributariaRoute,
  uploadCertificadoRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import type { AppEnv } from '../app-env.ts'
import type { AuthUser } from '../auth/auth-user.ts'
import type { Db } from '../db/database.ts'
import { type ContractHandler, registerRoute } from '../http/register-route.ts'
import { archivoEdp } from '../pdf/edp-archivo-respuesta.ts'
import type { ArchivoEdp } from '../pdf/edp-archivos.ts'
import { mountOn } from '../records/entity-handlers.ts'
import { createCafWith, getCaf, listCafs } from './cafs.ts'
import { getCertificado, uploadCertificadoWith } from './certificado.ts'
import { cifradoSii, siiCertKey } from './cifrado.ts'
import { getConfiguracion, saveConfiguracion } from './configuracion.ts'
import { dtePdf, dteXml } from './descargas.ts'
import { emitirFacturaWith } from './emitir-factura.ts'
import { emitirGuiaWith } from './emitir-guia.ts'
import { exportDocumentos } from './export-documentos.ts'
import { listDocumentos } from './list-documentos.ts'
import { type TransporteSii, transporteSinEnvio } from './transporte.ts'

/** A route answered from the request by `answer` (its own: who calls matters to it). */
function mountWith<D extends ApiRouteDefinition>(
  app: OpenAPIHono<AppEnv>,
  route: D,
  answer: (c: Context<AppEnv>) => Promise<Response>,
) {
  registerRoute(app, route, answer as unknown as ContractHandler<D>)
}

/** An issued document's file for who calls (its tipo's key decides), never cached. */
const archivoPara =
  (write: (db: Db, user: AuthUser, id: string) => Promise<ArchivoEdp>, contentType: string) =>
  async (c: Context<AppEnv>) => {
    const { id } = c.req.valid('param' as never) as { id: string }
    return archivoEdp(c, await write(c.var.deps.db, c.var.user, id), contentType)
  }

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
  // The list's export before …/{id}/….
  mountWith(app, exportDocumentosTributariosRoute, (c) =>
    exportDocumentos(c, c.var.deps.db, c.req.valid('query' as never)),
  )
  mountWith(app, listDocumentosTributariosRoute, async (c) =>
    c.json(
      await listDocumentos(c.var.deps.db, c.var.user, c.req.valid('query' as never), c.var.cursors),
      200,
    ),
  )
  mountWith(app, getDteXmlRoute, archivoPara(dteXml, 'application/xml; charset=ISO-8859-1'))
  mountWith(app, getDtePdfRoute, archivoPara(dtePdf, 'application/pdf'))
}
