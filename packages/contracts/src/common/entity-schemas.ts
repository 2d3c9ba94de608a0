// The schemas every entity repeats, declared once: what it writes (`writeSchemas`: the create
// body and the update body — every field optional but the version read) and what it reads
// (`readSchemas`: the list's row with the bookkeeping every row carries, the detail with who
// created and last changed it, and the page of rows). An entity's file declares only its fields,
// its row and its detail's extras; the entity's name gives the schemas' names, in code and in
// OpenAPI alike: `createMarcaSchema` (`CrearMarca`), `updateMarcaSchema` (`EditarMarca`),
// `marcaRowSchema` (`Marca`), `marcaDetailSchema` (`MarcaDetalle`), `marcaPageSchema`:
//
//   export const { createMarcaSchema, updateMarcaSchema } = writeSchemas('Marca', fields)
import { z } from 'zod'
import { textoObligatorio, textoOpcional, versionSchema } from './fields.ts'
import { pageSchema } from './list-query.ts'
import { detailTrackingShape, rowTrackingShape } from './tracking.ts'

const lowerFirst = <N extends string>(name: N) =>
  (name.charAt(0).toLowerCase() + name.slice(1)) as Uncapitalize<N>

/**
 * The create and update bodies of an entity's fields (`create<Name>Schema`, OpenAPI
 * `Crear<Name>`; `update<Name>Schema`, `Editar<Name>`). `check`, when
 * given, is the rule across fields both bodies keep (a document's vence after its emisión); the
 * update's sees only the fields sent, the API checks the merged row.
 */
export function writeSchemas<const N extends string, const F extends z.ZodRawShape>(
  name: N,
  fields: F,
  check?: (value: Partial<z.output<z.ZodObject<F>>>, ctx: z.RefinementCtx) => void,
) {
  // Both bodies' values are a part of the fields': what `check` reads (zod's generic types cannot say it).
  const rule = check as ((value: unknown, ctx: z.RefinementCtx) => void) | undefined
  const create = z.object(fields)
  const update = z.object(fields).partial().extend({ version: versionSchema })
  const createSchema = (rule ? create.superRefine(rule) : create).meta({ id: `Crear${name}` })
  const updateSchema = (rule ? update.superRefine(rule) : update).meta({ id: `Editar${name}` })
  return { [`create${name}Schema`]: createSchema, [`update${name}Schema`]: updateSchema } as Record<
    `create${N}Schema`,
    typeof createSchema
  > &
    Record<`update${N}Schema`, typeof updateSchema>
}

/**
 * The row (`<name>RowSchema`, OpenAPI `<Name>`: with `version`, `creadoEn`, `actualizadoEn`), the
 * detail (`<name>DetailSchema`, `<Name>Detalle`: the row, the detail's own fields, `creadoPor`
 * and `actualizadoPor`) and the page of rows (`<name>PageSchema`).
 */
export function readSchemas<
  const N extends string,
  const R extends z.ZodRawShape,
  const D extends z.ZodRawShape = Record<never, never>,
>(name: N, row: R, detail: D = {} as D) {
  const rowSchema = z.object({ ...row, ...rowTrackingShape }).meta({ id: name })
  const detailSchema = rowSchema
    .extend({ ...detail, ...detailTrackingShape })
    .meta({ id: `${name}Detalle` })
  const pageOfRows = pageSchema(rowSchema)
  const base = lowerFirst(name)
  return {
    [`${base}RowSchema`]: rowSchema,
    [`${base}DetailSchema`]: detailSchema,
    [`${base}PageSchema`]: pageOfRows,
  } as Record<`${Uncapitalize<N>}RowSchema`, typeof rowSchema> &
    Record<`${Uncapitalize<N>}DetailSchema`, typeof detailSchema> &
    Record<`${Uncapitalize<N>}PageSchema`, typeof pageOfRows>
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

/** A named group's fields (a flota, a grupo cliente): its name, required, and a description. */
export const grupoNombradoFields = (campo: string) => ({
  nombre: textoObligatorio(campo, 120),
  descripcion: textoOpcional(500),
})

/** A named group's (or perfil's) row opens with its id, name and description. */
export const grupoNombradoRowShape = {
  id: z.uuid(),
  nombre: z.string(),
  descripcion: z.string().nullable(),
}

/** A move that may say why (emitir, aceptar…): an optional `comentario`, at the version read. */
export const comentadaSchema = (id: string) => actionSchema(id, { comentario: textoOpcional(2000) })

/** A rejection's body (`Rechazar<Name>`): the reason, required, at the version read. */
export const rechazoSchema = (name: string) =>
  actionSchema(`Rechazar${name}`, { motivo: textoObligatorio('el motivo del rechazo', 1000) })
