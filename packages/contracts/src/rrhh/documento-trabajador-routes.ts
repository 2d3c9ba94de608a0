// The documents of a worker, under its path. The spec gives the documents screen no key; it is
// reached from the worker's detail and holds personal papers (medical exams), so every call takes
// the worker's detail key, `rrhh/detalle-trabajador` (decision 037), for staff only, never an
// operator or a site client (audience `staff`).
import { defineRoute } from '../api-route.ts'
import {
  createSubidaDocumentoSchema,
  descargaDocumentoSchema,
  documentoParamsSchema,
  subidaDocumentoSchema,
} from '../common/documento.ts'
import { idParamsSchema } from '../common/fields.ts'
import { deletedResponse, deleteQuerySchema } from '../common/route-parts.ts'
import {
  createDocumentoTrabajadorSchema,
  documentosTrabajadorSchema,
  documentoTrabajadorRowSchema,
  updateDocumentoTrabajadorSchema,
} from './documento-trabajador.ts'

const tags = ['documentos de trabajadores'] as const

export const listDocumentosTrabajadorRoute = defineRoute({
  method: 'get',
  path: '/v1/trabajadores/{id}/documentos',
  summary: 'Documentos de un trabajador, por vencimiento',
  tags,
  permission: 'rrhh/detalle-trabajador',
  audience: 'staff',
  params: idParamsSchema,
  responses: { 200: { description: 'Sus documentos', schema: documentosTrabajadorSchema } },
})

export const createSubidaDocumentoTrabajadorRoute = defineRoute({
  method: 'post',
  path: '/v1/trabajadores/{id}/documentos/subidas',
  summary: 'Pedir dónde subir el archivo de un documento (URL firmada, de corta duración)',
  tags,
  permission: 'rrhh/detalle-trabajador',
  audience: 'staff',
  params: idParamsSchema,
  body: createSubidaDocumentoSchema,
  responses: { 201: { description: 'Dónde subirlo', schema: subidaDocumentoSchema } },
})

export const createDocumentoTrabajadorRoute = defineRoute({
  method: 'post',
  path: '/v1/trabajadores/{id}/documentos',
  summary: 'Agregar documento (con el archivo ya subido)',
  tags,
  permission: 'rrhh/detalle-trabajador',
  audience: 'staff',
  params: idParamsSchema,
  body: createDocumentoTrabajadorSchema,
  responses: { 201: { description: 'Creado', schema: documentoTrabajadorRowSchema } },
})

export const updateDocumentoTrabajadorRoute = defineRoute({
  method: 'patch',
  path: '/v1/trabajadores/{id}/documentos/{documentoId}',
  summary: 'Editar documento o reemplazar su archivo (con la versión leída)',
  tags,
  permission: 'rrhh/detalle-trabajador',
  audience: 'staff',
  params: documentoParamsSchema,
  body: updateDocumentoTrabajadorSchema,
  responses: { 200: { description: 'Editado', schema: documentoTrabajadorRowSchema } },
})

export const deleteDocumentoTrabajadorRoute = defineRoute({
  method: 'delete',
  path: '/v1/trabajadores/{id}/documentos/{documentoId}',
  summary: 'Eliminar documento (su archivo se conserva)',
  tags,
  permission: 'rrhh/detalle-trabajador',
  audience: 'staff',
  params: documentoParamsSchema,
  query: deleteQuerySchema,
  responses: { 204: deletedResponse },
})

export const getDescargaDocumentoTrabajadorRoute = defineRoute({
  method: 'get',
  path: '/v1/trabajadores/{id}/documentos/{documentoId}/descarga',
  summary: 'URL firmada, de corta duración, para descargar el archivo de un documento',
  tags,
  permission: 'rrhh/detalle-trabajador',
  audience: 'staff',
  params: documentoParamsSchema,
  responses: { 200: { description: 'Dónde descargarlo', schema: descargaDocumentoSchema } },
})
