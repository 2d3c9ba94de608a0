// Equipos de pago: the assets on rent in a period, one row per contract item, with its tarifa and
// how many days of the period it was on rent — what an EDP (estado de pago) will bill from
// (docs/domain.md, "Equipos de pago"). Hours come from the daily reports, which do not exist yet:
// `horas` is null until they do, never an estimate.
import { z } from 'zod'
import { listQuerySchema, pageSchema } from '../common/list-query.ts'
import { conPeriodoValido, periodoShape } from '../common/periodo.ts'
import {
  contratoIdFilter,
  obraIdFilter,
  obraRefSchema,
  tipoActivoRefSchema,
} from '../common/references.ts'
import { UNIDADES_COBRO } from '../common/vocabulary.ts'
import { monedas } from '../money.ts'

export const equiposDePagoSorts = ['contrato', 'obra', 'dias'] as const

const equiposDePagoFilters = {
  ...periodoShape,
  obraId: obraIdFilter,
  contratoId: contratoIdFilter,
  unidadCobro: z
    .enum(UNIDADES_COBRO, {
      error: `La unidad de cobro debe ser una de: ${UNIDADES_COBRO.join(', ')}.`,
    })
    .optional(),
}

/** Without the period's check: what the export's query is built from (a refined object cannot be omitted). */
export const equiposDePagoQueryBase = listQuerySchema(
  equiposDePagoSorts,
  'contrato',
  equiposDePagoFilters,
)

/** Without a period, the current month (Santiago); by contract (folio, then asset) by default. */
export const listEquiposDePagoQuerySchema = conPeriodoValido(equiposDePagoQueryBase)
export type ListEquiposDePagoQuery = z.input<typeof listEquiposDePagoQuerySchema>

export const equipoDePagoRowSchema = z
  .object({
    /** The contract item's id. */
    id: z.uuid(),
    contrato: z.object({ id: z.uuid(), folio: z.string(), moneda: z.enum(monedas) }),
    obra: obraRefSchema,
    razonSocial: z.object({ id: z.uuid(), razonSocial: z.string() }),
    activo: z.object({ id: z.uuid(), codigo: z.string(), tipoActivo: tipoActivoRefSchema }),
    unidadCobro: z.enum(UNIDADES_COBRO),
    /** Per unidad de cobro, in the contract's moneda. */
    tarifa: z.number(),
    fechaEntrega: z.string(),
    /** Null while still on rent. */
    fechaRetiro: z.string().nullable(),
    /** The days of the period it was on rent: first and last (both included) and how many. */
    desde: z.string(),
    hasta: z.string(),
    dias: z.number().int(),
    /** Hours worked in the period, from the daily reports: null until they exist. */
    horas: z.number().nullable(),
  })
  .meta({ id: 'EquipoDePago' })
export type EquipoDePagoRow = z.infer<typeof equipoDePagoRowSchema>

export const equiposDePagoPageSchema = pageSchema(equipoDePagoRowSchema).extend({
  /** The period the page is of (the query's, or the current month). */
  desde: z.string(),
  hasta: z.string(),
  /** Días en arriendo of every matching row, not only this page's. */
  totalDias: z.number().int(),
})
export type EquiposDePagoPage = z.infer<typeof equiposDePagoPageSchema>
