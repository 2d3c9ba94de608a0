// The documents of an asset, under its path. Every call needs the documents screen's key; the
// expiry count is what the asset list (and later the equipment dashboard) shows, so it needs the
// list's key.
import { defineRoute } from '../api-route.ts'
import { documentoRoutes } from '../common/documento-routes.ts'
import {
  createDocumentoActivoSchema,
  documentoActivoRowSchema,
  documentosActivoSchema,
  updateDocumentoActivoSchema,
  vencimientosDocumentosSchema,
} from './documento-activo.ts'

const tags = ['documentos de activos'] as const
const documentos = documentoRoutes(
  '/v1/activos/{id}',
  tags,
  'un activo',
  { permission: 'operaciones/documentos-activo' },
  {
    list: documentosActivoSchema,
    row: documentoActivoRowSchema,
    create: createDocumentoActivoSchema,
    update: updateDocumentoActivoSchema,
  },
)

export const listDocumentosActivoRoute = documentos.list
export const createSubidaDocumentoRoute = documentos.subida
export const createDocumentoActivoRoute = documentos.create
export const updateDocumentoActivoRoute = documentos.update
export const deleteDocumentoActivoRoute = documentos.delete
export const getDescargaDocumentoRoute = documentos.descarga

export const getVencimientosDocumentosRoute = defineRoute({
  method: 'get',
  path: '/v1/documentos-activo/vencimientos',
  summary: 'Documentos vencidos y por vencer (30 días) de los activos',
  tags,
  permission: 'operaciones/listar-activos',
  responses: { 200: { description: 'Los conteos', schema: vencimientosDocumentosSchema } },
})
