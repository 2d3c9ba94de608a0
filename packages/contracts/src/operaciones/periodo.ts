// A period of calendar days (desde–hasta, both included) that a report of the fleet is asked
// for: its availability, what is on rent for billing, the equipment dashboard. One check, said the
// same by the screens and the API: hasta not before desde, at most PERIODO_DIAS_MAX days. Either
// end may be left out of a query: each report says what it takes then (today, this month…), and
// the API checks the period it resolves with the same rule.
import type { z } from 'zod'
import { fechaSchema } from '../common/fields.ts'
import { sumarDias } from '../common/vencimiento.ts'
import { formatNumber } from '../number-text.ts'

/** A period spans at most a leap year of days. */
export const PERIODO_DIAS_MAX = 366

export type Periodo = { desde: string; hasta: string }

const toUtc = (fecha: string) => {
  const [year, month, day] = fecha.split('-').map(Number) as [number, number, number]
  return Date.UTC(year, month - 1, day)
}

/** How many days from `desde` to `hasta`, both included (0 when hasta is before desde). */
export function diasDelPeriodo(desde: string, hasta: string): number {
  return Math.max(0, Math.round((toUtc(hasta) - toUtc(desde)) / 86_400_000) + 1)
}

/** Every day of the period, in order (`yyyy-MM-dd`). */
export function diasDe({ desde, hasta }: Periodo): string[] {
  return Array.from({ length: diasDelPeriodo(desde, hasta) }, (_, index) => sumarDias(desde, index))
}

/** The calendar month `fecha` falls in: its first and last days. */
export function mesDe(fecha: string): Periodo {
  const [year, month] = fecha.split('-').map(Number) as [number, number]
  const desde = `${fecha.slice(0, 7)}-01`
  const hasta = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10)
  return { desde, hasta }
}

/** What is wrong with a period, said on its `hasta`; null when nothing. */
export function problemaDelPeriodo({ desde, hasta }: Periodo): string | null {
  if (hasta < desde) return 'La fecha final no puede ser anterior a la inicial.'
  const dias = diasDelPeriodo(desde, hasta)
  if (dias > PERIODO_DIAS_MAX) {
    return `El periodo abarca ${formatNumber(dias)} días: elija hasta ${formatNumber(PERIODO_DIAS_MAX)}.`
  }
  return null
}

/** The period's fields of a query: both optional, each report defaults them its way. */
export const periodoShape = {
  desde: fechaSchema.optional().meta({ description: 'Primer día (incluido), yyyy-MM-dd.' }),
  hasta: fechaSchema.optional().meta({ description: 'Último día (incluido), yyyy-MM-dd.' }),
}

/**
 * The query schema with the period's check (when both ends are given), on `hasta`. Added last:
 * a refined object cannot be `omit`ted (an export's query omits the paging first).
 */
export function conPeriodoValido<S extends z.ZodObject>(schema: S): S {
  return schema.superRefine((value, ctx) => {
    const { desde, hasta } = value as { desde?: string; hasta?: string }
    if (!desde || !hasta) return
    const problema = problemaDelPeriodo({ desde, hasta })
    if (problema) ctx.addIssue({ code: 'custom', path: ['hasta'], message: problema })
  })
}
