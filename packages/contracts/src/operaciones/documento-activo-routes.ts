// The documents of an asset, under its path. Every call needs the documents screen's key; the
// expiry count is what the asset list (and later the equipment dashboard) shows, so it needs the
// list's key.
import { defineRoute } from '../api-route.ts'
import { documentoRoutes } from '../common/documento-routes.ts'
import { documentoActivoSchemas, vencimientosDocumentosSchema } from './documento-activo.ts'

const tags = ['documentos de activos'] as const

// The first upload ticket and download link were named before workers had documents; they keep
// those names.
export const {
  listDocumentosActivoRoute,
  createSubidaDocumentoActivoRoute: createSubidaDocumentoRoute,
  createDocumentoActivoRoute,
  updateDocumentoActivoRoute,
  deleteDocumentoActivoRoute,
  getDescargaDocumentoActivoRoute: getDescargaDocumentoRoute,
} = documentoRoutes(
  'Activo',
  '/v1/activos/{id}',
  tags,
  'un activo',
  { permission: 'operaciones/documentos-activo' },
  documentoActivoSchemas,
)

export const getVencimientosDocumentosRoute = defineRoute({
  method: 'get',
  path: '/v1/documentos-activo/vencimientos',
  summary: 'Documentos vencidos y por vencer (30 días) de los activos',
  tags,
  permission: 'operaciones/listar-activos',
  responses: { 200: { description: 'Los conteos', schema: vencimientosDocumentosSchema } },
})
