// A lessor agreement (acuerdo de arriendo con proveedor; decision 064): what the company pays one
// proveedor for its assets — at every obra, or at one (which then wins for that obra) — each asset
// with its tarifa per unit, minimum of hours, moneda and the days it holds. Kept by staff from the
// proveedor's edit screen, with the proveedores' key; the external EDP reads it.
import { z } from 'zod'
import { readSchemas, writeSchemas } from '../common/entity-schemas.ts'
import { fechaSchema, idRelacionado, nestedParamsSchema, textoOpcional } from '../common/fields.ts'
import { obraRefSchema } from '../common/references.ts'
import { UNIDADES_COBRO } from '../common/vocabulary.ts'
import { hasAtMostDecimals, monedaSchema, monedas } from '../money.ts'
import { tarifaSchema, unidadCobroSchema } from './item-fields.ts'

/** How many assets one agreement lists. */
export const ACUERDO_ACTIVOS_MAX = 200

/** One asset of an agreement, as staff type it. */
export const acuerdoActivoInputSchema = z
  .object({
    activoId: idRelacionado('el activo'),
    tarifa: tarifaSchema('la tarifa', 4),
    unidadCobro: unidadCobroSchema,
    minimoHoras: z
      .number({ error: 'El mínimo de horas es un número.' })
      .positive({ error: 'El mínimo de horas es mayor que cero.' })
      .max(744, { error: 'El mínimo de horas es como máximo 744.' })
      .refine((value) => hasAtMostDecimals(value, 2), {
        error: 'El mínimo de horas lleva como máximo 2 decimales.',
      })
      .nullish(),
    minimoPor: z
      .enum(['dia', 'mes'], { error: 'Elija si el mínimo es por día o por mes.' })
      .nullish(),
    moneda: monedaSchema,
    vigenciaDesde: fechaSchema,
    vigenciaHasta: fechaSchema.nullish(),
  })
  .superRefine((value, ctx) => {
    if ((value.minimoHoras == null) !== (value.minimoPor == null)) {
      ctx.addIssue({
        code: 'custom',
        path: [value.minimoHoras == null ? 'minimoHoras' : 'minimoPor'],
        message: 'Indique el mínimo de horas y si es por día o por mes, o ninguno de los dos.',
      })
    }
    if (value.minimoHoras != null && value.unidadCobro !== 'hora') {
      ctx.addIssue({
        code: 'custom',
        path: ['minimoHoras'],
        message: 'El mínimo de horas es solo para tarifas por hora.',
      })
    }
    if (value.vigenciaHasta && value.vigenciaHasta < value.vigenciaDesde) {
      ctx.addIssue({
        code: 'custom',
        path: ['vigenciaHasta'],
        message: 'La vigencia no puede terminar antes de empezar.',
      })
    }
  })

const seSolapan = (
  a: { vigenciaDesde: string; vigenciaHasta?: string | null | undefined },
  b: { vigenciaDesde: string; vigenciaHasta?: string | null | undefined },
) =>
  a.vigenciaDesde <= (b.vigenciaHasta ?? '9999-12-31') &&
  b.vigenciaDesde <= (a.vigenciaHasta ?? '9999-12-31')

/** An asset's lines never overlap: on any day it has one tarifa. */
function sinSolapes(
  value: { activos?: readonly z.output<typeof acuerdoActivoInputSchema>[] | undefined },
  ctx: z.RefinementCtx,
) {
  const activos = value.activos ?? []
  activos.forEach((linea, index) => {
    const previa = activos.findIndex(
      (otra, j) => j < index && otra.activoId === linea.activoId && seSolapan(otra, linea),
    )
    if (previa >= 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['activos', index, 'vigenciaDesde'],
        message: `Este activo ya tiene tarifa en esas fechas (línea ${previa + 1}): las vigencias de un activo no se cruzan.`,
      })
    }
  })
}

export const acuerdoArriendoWrite = writeSchemas(
  'AcuerdoArriendo',
  {
    /** Null: the agreement holds at every obra (one general agreement per proveedor). */
    obraId: idRelacionado('la obra').nullish(),
    observaciones: textoOpcional(1000),
    activos: z
      .array(acuerdoActivoInputSchema, { error: 'Indique los activos del acuerdo.' })
      .min(1, { error: 'Agregue al menos un activo al acuerdo.' })
      .max(ACUERDO_ACTIVOS_MAX, {
        error: `Un acuerdo lleva como máximo ${ACUERDO_ACTIVOS_MAX} activos.`,
      }),
  },
  sinSolapes,
)
export const { createAcuerdoArriendoSchema, updateAcuerdoArriendoSchema } = acuerdoArriendoWrite
export type CreateAcuerdoArriendoInput = z.input<typeof createAcuerdoArriendoSchema>
export type UpdateAcuerdoArriendoInput = z.input<typeof updateAcuerdoArriendoSchema>

/** An agreement's asset as read. */
export const acuerdoActivoSchema = z.object({
  id: z.uuid(),
  activo: z.object({ id: z.uuid(), codigo: z.string(), nombre: z.string() }),
  tarifa: z.number(),
  unidadCobro: z.enum(UNIDADES_COBRO),
  minimoHoras: z.number().nullable(),
  minimoPor: z.enum(['dia', 'mes']).nullable(),
  moneda: z.enum(monedas),
  vigenciaDesde: z.string(),
  vigenciaHasta: z.string().nullable(),
})
export type AcuerdoActivo = z.infer<typeof acuerdoActivoSchema>

export const acuerdoArriendoRead = readSchemas('AcuerdoArriendo', {
  id: z.uuid(),
  proveedorId: z.uuid(),
  /** Null: the proveedor's general agreement. */
  obra: obraRefSchema.nullable(),
  observaciones: z.string().nullable(),
  activos: z.array(acuerdoActivoSchema),
})
export const { acuerdoArriendoRowSchema, acuerdoArriendoDetailSchema } = acuerdoArriendoRead
export type AcuerdoArriendoRow = z.infer<typeof acuerdoArriendoRowSchema>
export type AcuerdoArriendoDetail = z.infer<typeof acuerdoArriendoDetailSchema>

/** A proveedor's agreements, with the assets it owns (what an agreement may list). */
export const acuerdosArriendoSchema = z
  .object({
    items: z.array(acuerdoArriendoRowSchema),
    activosDelProveedor: z.array(
      z.object({ id: z.uuid(), codigo: z.string(), nombre: z.string() }),
    ),
  })
  .meta({ id: 'AcuerdosArriendo' })
export type AcuerdosArriendo = z.infer<typeof acuerdosArriendoSchema>

export const acuerdoArriendoParamsSchema = nestedParamsSchema('acuerdoId', 'del acuerdo')
