// The routes of an owner's documents (an asset's, a worker's), declared once: under the owner's
// path, the list by expiry, the upload ticket, create, edit (or replace the file), delete and the
// download link. Every call takes the same key (the owner's documents screen, or its detail), so
// the family is built from the owner's path, its tags, that key and the owner's schemas.
import type { z } from 'zod'
import type { RouteAudience, RoutePermission } from '../api-route.ts'
import {
  createSubidaDocumentoSchema,
  descargaDocumentoSchema,
  documentoParamsSchema,
  subidaDocumentoSchema,
} from './documento.ts'
import { entityRoutes } from './entity-routes.ts'
import { idParamsSchema } from './fields.ts'

type DocumentoSchemas = {
  /** The owner's documents, by expiry. */
  list: z.ZodType
  row: z.ZodType
  create: z.ZodType
  update: z.ZodType
}

/** `documentoRoutes('/v1/activos/{id}', tags, 'un activo', { permission: … }, schemas)`. */
export function documentoRoutes<
  const P extends string,
  const T extends readonly string[],
  const K extends { permission: RoutePermission; audience?: RouteAudience },
  const S extends DocumentoSchemas,
>(owner: P, tags: T, deUnDueño: string, key: K, schemas: S) {
  const documentos = entityRoutes({
    path: `${owner}/documentos` as `${P}/documentos`,
    tags,
    nombre: { singular: 'documento', plural: 'Documentos', genero: 'm' },
    schemas: {
      detail: schemas.row as S['row'],
      create: schemas.create as S['create'],
      update: schemas.update as S['update'],
    },
    collectionParams: idParamsSchema,
    itemPath: `${owner}/documentos/{documentoId}` as `${P}/documentos/{documentoId}`,
    itemParams: documentoParamsSchema,
  })
  const subidas = entityRoutes({
    path: `${owner}/documentos/subidas` as `${P}/documentos/subidas`,
    tags,
    nombre: { singular: 'documento', plural: 'Documentos', genero: 'm' },
    schemas: { detail: subidaDocumentoSchema, create: createSubidaDocumentoSchema },
    collectionParams: idParamsSchema,
  })
  return {
    list: {
      method: 'get',
      path: `${owner}/documentos` as `${P}/documentos`,
      summary: `Documentos de ${deUnDueño}, por vencimiento`,
      tags,
      ...key,
      params: idParamsSchema,
      responses: { 200: { description: 'Sus documentos', schema: schemas.list as S['list'] } },
    } as const,
    subida: subidas.create({
      ...key,
      summary: 'Pedir dónde subir el archivo de un documento (URL firmada, de corta duración)',
      answer: 'Dónde subirlo',
    }),
    create: documentos.create({ ...key, summary: 'Agregar documento (con el archivo ya subido)' }),
    update: documentos.update({
      ...key,
      summary: 'Editar documento o reemplazar su archivo (con la versión leída)',
    }),
    delete: documentos.delete({ ...key, summary: 'Eliminar documento (su archivo se conserva)' }),
    descarga: {
      method: 'get',
      path: `${owner}/documentos/{documentoId}/descarga` as `${P}/documentos/{documentoId}/descarga`,
      summary: 'URL firmada, de corta duración, para descargar el archivo de un documento',
      tags,
      ...key,
      params: documentoParamsSchema,
      responses: { 200: { description: 'Dónde descargarlo', schema: descargaDocumentoSchema } },
    } as const,
  }
}
