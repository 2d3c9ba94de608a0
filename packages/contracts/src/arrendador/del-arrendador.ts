// How the lessor area declares the arrendador portal's own calls (decision 065): under
// /v1/arrendador, with the area's tags, for lessors only (audience `proveedor`, the catalogue's
// empty key). A family of its rows is `delArrendador(path, nombre, schemas)`; a file's upload
// ticket (before the row that names it) and its short-lived download link are
// `subidaDelArrendador` and `descargaDelArrendador`.
import type { z } from 'zod'
import { defineRoute } from '../api-route.ts'
import { descargaDocumentoSchema, subidaDocumentoSchema } from '../common/documento.ts'
import { type EntitySchemas, entityRoutes, type NombreEntidad } from '../common/entity-routes.ts'

export const tags = ['arrendador'] as const

/** Every call of the portal: lessors only; the proveedor is the signed-in user's. */
export const lessor = { permission: '', audience: 'proveedor' } as const

/** A family of the lessor's own (`/v1/arrendador/<path>`): its tags, for lessors only. */
export const delArrendador = <const P extends string, const S extends EntitySchemas>(
  path: P,
  nombre: NombreEntidad,
  schemas: S,
) => entityRoutes({ path: `/v1/arrendador/${path}`, tags, nombre, schemas, audience: 'proveedor' })

/** POST /v1/arrendador/<path>/subidas: where to send a file, `answer` saying what it is. */
export const subidaDelArrendador = <const P extends string, const B extends z.ZodType>(
  path: P,
  summary: string,
  body: B,
  answer: string,
) =>
  defineRoute({
    method: 'post',
    path: `/v1/arrendador/${path}/subidas` as `/v1/arrendador/${P}/subidas`,
    summary,
    tags,
    ...lessor,
    body,
    responses: { 201: { description: answer, schema: subidaDocumentoSchema } },
  })

/** GET /v1/arrendador/<path>: a short-lived link to one of the lessor's files. */
export const descargaDelArrendador = <const P extends string, const Q extends z.ZodObject>(
  path: P,
  summary: string,
  params: Q,
) =>
  defineRoute({
    method: 'get',
    path: `/v1/arrendador/${path}` as `/v1/arrendador/${P}`,
    summary,
    tags,
    ...lessor,
    params,
    responses: { 200: { description: 'El enlace', schema: descargaDocumentoSchema } },
  })
