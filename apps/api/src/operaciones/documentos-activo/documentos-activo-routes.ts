// Mounts the routes of an asset's documents (contracts: operaciones/documento-activo-routes.ts):
// the expiring documents of the fleet, and the calls every owner's documents share
// (records/documentos/documentos-routes.ts).
import {
  createDocumentoActivoRoute,
  createSubidaDocumentoRoute,
  deleteDocumentoActivoRoute,
  getDescargaDocumentoRoute,
  getVencimientosDocumentosRoute,
  listDocumentosActivoRoute,
  updateDocumentoActivoRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { registerDocumentosRoutes } from '../../records/documentos/documentos-routes.ts'
import { mountOn } from '../../records/entity-handlers.ts'
import { documentosDeActivo } from './documento-activo-records.ts'
import { getVencimientosDocumentos } from './get-vencimientos-documentos.ts'

export function registerDocumentosActivoRoutes(app: OpenAPIHono<AppEnv>) {
  mountOn(app).view(getVencimientosDocumentosRoute, getVencimientosDocumentos)
  registerDocumentosRoutes(app, documentosDeActivo, {
    list: listDocumentosActivoRoute,
    createSubida: createSubidaDocumentoRoute,
    create: createDocumentoActivoRoute,
    update: updateDocumentoActivoRoute,
    delete: deleteDocumentoActivoRoute,
    descarga: getDescargaDocumentoRoute,
  })
}
