// The documents of an asset, under its path. Every call needs the documents screen's key; the
// expiry count is what the asset list (and later the equipment dashboard) shows, so it needs the
// list's key.
import { defineRoute } from '../api-route.ts'
import {
  createSubidaDocumentoSchema,
  descargaDocumentoSchema,
  subidaDocumentoSchema,
} from '../common/documento.ts'
import { idParamsSchema } from '../common/fields.ts'
import { deletedResponse, deleteQuerySchema } from '../common/route-parts.ts'
import {
  createDocumentoActivoSchema,
  documentoActivoParamsSchema,
  documentoActivoRowSchema,
  documentosActivoSchema,
  updateDocumentoActivoSchema,
  vencimientosDocumentosSchema,
} from './documento-activo.ts'

const tags = ['documentos de activos'] as const

export const listDocumentosActivoRoute = defineRoute({
  method: 'get',
  path: '/v1/activos/{id}/documentos',
  summary: 'Documentos de un activo, por vencimiento',
  tags,
  permission: 'operaciones/documentos-activo',
  params: idParamsSchema,
  responses: { 200: { description: 'Sus documentos', schema: documentosActivoSchema } },
})

export const createSubidaDocumentoRoute = defineRoute({
  method: 'post',
  path: '/v1/activos/{id}/documentos/subidas',
  summary: 'Pedir dónde subir el archivo de un documento (URL firmada, de corta duración)',
  tags,
  permission: 'operaciones/documentos-activo',
  params: idParamsSchema,
  body: createSubidaDocumentoSchema,
  responses: { 201: { description: 'Dónde subirlo', schema: subidaDocumentoSchema } },
})

export const createDocumentoActivoRoute = defineRoute({
  method: 'post',
  path: '/v1/activos/{id}/documentos',
  summary: 'Agregar documento (con el archivo ya subido)',
  tags,
  permission: 'operaciones/documentos-activo',
  params: idParamsSchema,
  body: createDocumentoActivoSchema,
  responses: { 201: { description: 'Creado', schema: documentoActivoRowSchema } },
})

export const updateDocumentoActivoRoute = defineRoute({
  method: 'patch',
  path: '/v1/activos/{id}/documentos/{documentoId}',
  summary: 'Editar documento o reemplazar su archivo (con la versión leída)',
  tags,
  permission: 'operaciones/documentos-activo',
  params: documentoActivoParamsSchema,
  body: updateDocumentoActivoSchema,
  responses: { 200: { description: 'Editado', schema: documentoActivoRowSchema } },
})

export const deleteDocumentoActivoRoute = defineRoute({
  method: 'delete',
  path: '/v1/activos/{id}/documentos/{documentoId}',
  summary: 'Eliminar documento (su archivo se conserva)',
  tags,
  permission: 'operaciones/documentos-activo',
  params: documentoActivoParamsSchema,
  query: deleteQuerySchema,
  responses: { 204: deletedResponse },
})

export const getDescargaDocumentoRoute = defineRoute({
  method: 'get',
  path: '/v1/activos/{id}/documentos/{documentoId}/descarga',
  summary: 'URL firmada, de corta duración, para descargar el archivo de un documento',
  tags,
  permission: 'operaciones/documentos-activo',
  params: documentoActivoParamsSchema,
  responses: { 200: { description: 'Dónde descargarlo', schema: descargaDocumentoSchema } },
})

export const getVencimientosDocumentosRoute = defineRoute({
  method: 'get',
  path: '/v1/documentos-activo/vencimientos',
  summary: 'Documentos vencidos y por vencer (30 días) de los activos',
  tags,
  permission: 'operaciones/listar-activos',
  responses: { 200: { description: 'Los conteos', schema: vencimientosDocumentosSchema } },
})
