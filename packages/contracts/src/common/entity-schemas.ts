// The schemas every entity repeats, declared once: what it writes (`writeSchemas`: the create
// body and the update body — every field optional but the version read) and what it reads
// (`readSchemas`: the list's row with the bookkeeping every row carries, the detail with who
// created and last changed it, and the page of rows). An entity's file declares only its fields,
// its row and its detail's extras; the OpenAPI names come from the entity's name:
// `CrearMarca`, `EditarMarca`, `Marca`, `MarcaDetalle`.
import { z } from 'zod'
import { textoObligatorio, versionSchema } from './fields.ts'
import { pageSchema } from './list-query.ts'
import { detailTrackingShape, rowTrackingShape } from './tracking.ts'

/**
 * The create and update bodies of an entity's fields (`Crear<Name>`, `Editar<Name>`). `check`, when
 * given, is the rule across fields both bodies keep (a document's vence after its emisión); the
 * update's sees only the fields sent, the API checks the merged row.
 */
export function writeSchemas<const F extends z.ZodRawShape>(
  name: string,
  fields: F,
  check?: (value: Partial<z.output<z.ZodObject<F>>>, ctx: z.RefinementCtx) => void,
) {
  // Both bodies' values are a part of the fields': what `check` reads (zod's generic types cannot say it).
  const rule = check as ((value: unknown, ctx: z.RefinementCtx) => void) | undefined
  const create = z.object(fields)
  const update = z.object(fields).partial().extend({ version: versionSchema })
  return {
    create: (rule ? create.superRefine(rule) : create).meta({ id: `Crear${name}` }),
    update: (rule ? update.superRefine(rule) : update).meta({ id: `Editar${name}` }),
  }
}

/**
 * The row (`<Name>`, with `version`, `creadoEn`, `actualizadoEn`), the detail (`<Name>Detalle`:
 * the row, the detail's own fields, `creadoPor` and `actualizadoPor`) and the page of rows.
 */
export function readSchemas<
  const R extends z.ZodRawShape,
  const D extends z.ZodRawShape = Record<never, never>,
>(name: string, row: R, detail: D = {} as D) {
  const rowSchema = z.object({ ...row, ...rowTrackingShape }).meta({ id: name })
  return {
    row: rowSchema,
    detail: rowSchema.extend({ ...detail, ...detailTrackingShape }).meta({ id: `${name}Detalle` }),
    page: pageSchema(rowSchema),
  }
}

/**
 * The body of an action on one row (approve, reject, sign, replace its items…): its own fields
 * and the `version` read, so a second hand's change answers 409 (OpenAPI id `id`).
 */
export function actionSchema<const F extends z.ZodRawShape = Record<never, never>>(
  id: string,
  fields: F = {} as F,
) {
  return z.object({ ...fields, version: versionSchema }).meta({ id })
}

/** A rejection's body (`Rechazar<Name>`): the reason, required, at the version read. */
export const rechazoSchema = (name: string) =>
  actionSchema(`Rechazar${name}`, { motivo: textoObligatorio('el motivo del rechazo', 1000) })
