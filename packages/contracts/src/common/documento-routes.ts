// The routes of an owner's documents (an asset's, a worker's), declared once: under the owner's
// path, the list by expiry, the upload ticket, create, edit (or replace the file), delete and the
// download link. Every call takes the same key (the owner's documents screen, or its detail), so
// the family is built from the owner's name, path and tags, that key and the owner's schemas as
// `documentoSchemas` gives them, and its routes are named by the owner as those schemas are:
//
//   export const { listDocumentosTrabajadorRoute, …, getDescargaDocumentoTrabajadorRoute } =
//     documentoRoutes('Trabajador', '/v1/trabajadores/{id}', tags, 'un trabajador', key, schemas)
import type { z } from 'zod'
import type { RouteAudience, RoutePermission } from '../api-route.ts'
import { createSubidaDocumentoSchema, documentoParamsSchema } from './documento.ts'
import { entityRoutes } from './entity-routes.ts'
import { idParamsSchema } from './fields.ts'

/** What `documentoSchemas(owner, …)` gives: the owner's documents' bodies, row and list. */
type DocumentoSchemas<O extends string> = Record<
  | `createDocumento${O}Schema`
  | `updateDocumento${O}Schema`
  | `documento${O}RowSchema`
  | `documentos${O}Schema`,
  z.ZodType
>

/** `documentoRoutes('Activo', '/v1/activos/{id}', tags, 'un activo', { permission: … }, schemas)`. */
export function documentoRoutes<
  const O extends string,
  const P extends string,
  const T extends readonly string[],
  const K extends { permission: RoutePermission; audience?: RouteAudience },
  const S extends DocumentoSchemas<O>,
>(name: O, owner: P, tags: T, deUnDueño: string, key: K, schemas: S) {
  type Row = S[`documento${O}RowSchema`]
  type Create = S[`createDocumento${O}Schema`]
  type Update = S[`updateDocumento${O}Schema`]
  type List = S[`documentos${O}Schema`]
  const documentos = entityRoutes({
    path: `${owner}/documentos` as `${P}/documentos`,
    tags,
    nombre: { singular: 'documento', plural: 'Documentos', genero: 'm' },
    schemas: {
      page: schemas[`documentos${name}Schema`] as List,
      detail: schemas[`documento${name}RowSchema`] as Row,
      create: schemas[`createDocumento${name}Schema`] as Create,
      update: schemas[`updateDocumento${name}Schema`] as Update,
    },
    collectionParams: idParamsSchema,
    itemPath: `${owner}/documentos/{documentoId}` as `${P}/documentos/{documentoId}`,
    itemParams: documentoParamsSchema,
    ...key,
  })
  const list = documentos.list({
    summary: `Documentos de ${deUnDueño}, por vencimiento`,
    answer: 'Sus documentos',
  })
  const subida = documentos.upload(
    {
      summary: 'Pedir dónde subir el archivo de un documento (URL firmada, de corta duración)',
      answer: 'Dónde subirlo',
    },
    createSubidaDocumentoSchema,
  )
  const create = documentos.create({ summary: 'Agregar documento (con el archivo ya subido)' })
  const update = documentos.update({
    summary: 'Editar documento o reemplazar su archivo (con la versión leída)',
  })
  const remove = documentos.delete({ summary: 'Eliminar documento (su archivo se conserva)' })
  const descarga = documentos.link('descarga', {
    summary: 'URL firmada, de corta duración, para descargar el archivo de un documento',
    answer: 'Dónde descargarlo',
  })
  return {
    [`listDocumentos${name}Route`]: list,
    [`createSubidaDocumento${name}Route`]: subida,
    [`createDocumento${name}Route`]: create,
    [`updateDocumento${name}Route`]: update,
    [`deleteDocumento${name}Route`]: remove,
    [`getDescargaDocumento${name}Route`]: descarga,
  } as Record<`listDocumentos${O}Route`, typeof list> &
    Record<`createSubidaDocumento${O}Route`, typeof subida> &
    Record<`createDocumento${O}Route`, typeof create> &
    Record<`updateDocumento${O}Route`, typeof update> &
    Record<`deleteDocumento${O}Route`, typeof remove> &
    Record<`getDescargaDocumento${O}Route`, typeof descarga>
}
