// Mounts the routes of a worker's documents (contracts: rrhh/documento-trabajador-routes.ts), keyless
// for staff as the catalogue's documents screen. The upload route is mounted before the
// document's `{documentoId}` routes it could be taken for (records/documentos/documentos-routes.ts).
import {
  createDocumentoTrabajadorRoute,
  createSubidaDocumentoTrabajadorRoute,
  deleteDocumentoTrabajadorRoute,
  getDescargaDocumentoTrabajadorRoute,
  listDocumentosTrabajadorRoute,
  updateDocumentoTrabajadorRoute,
} from '@cordillera/contracts'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../app-env.ts'
import { registerDocumentosRoutes } from '../../records/documentos/documentos-routes.ts'
import { documentosDeTrabajador } from './documento-trabajador-records.ts'

export function registerDocumentosTrabajadorRoutes(app: OpenAPIHono<AppEnv>) {
  registerDocumentosRoutes(app, documentosDeTrabajador, {
    list: listDocumentosTrabajadorRoute,
    createSubida: createSubidaDocumentoTrabajadorRoute,
    create: createDocumentoTrabajadorRoute,
    update: updateDocumentoTrabajadorRoute,
    delete: deleteDocumentoTrabajadorRoute,
    descarga: getDescargaDocumentoTrabajadorRoute,
  })
}
