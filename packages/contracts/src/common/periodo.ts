// A period of calendar days (desde–hasta, both included) that a report of the fleet is asked
// for: its availability, what is on rent for billing, the equipment dashboard (and HR's reports,
// the movements' and UF values' lists). One check, said the same by the screens and the API: each
// end a real day of 1950–2100, hasta not before desde, at most PERIODO_DIAS_MAX days where the
// report computes every day of it (a paged list has no such limit). Either end may be left out of
// a query: each report says what it takes then (today, this month…), and the API checks the
// period it resolves with the same rule. Days are counted by number (common/calendario.ts), never
// with Date.UTC, which read years 0–99 as 1900–1999 (decision 035).
import type { z } from 'zod'
import { formatNumber } from '../number-text.ts'
import { diasEntre, sumarDias, ultimoDiaDelMes } from './calendario.ts'
import { fechaSchema, problemaDeFecha } from './fields.ts'

/** A period spans at most a leap year of days. */
export const PERIODO_DIAS_MAX = 366

export type Periodo = { desde: string; hasta: string }

/** How many days from `desde` to `hasta`, both included (0 when hasta is before desde). */
export function diasDelPeriodo(desde: string, hasta: string): number {
  return Math.max(0, diasEntre(desde, hasta) + 1)
}

/** Every day of the period, in order (`yyyy-MM-dd`). */
export function diasDe({ desde, hasta }: Periodo): string[] {
  return Array.from({ length: diasDelPeriodo(desde, hasta) }, (_, index) => sumarDias(desde, index))
}

/** The calendar month `fecha` falls in: its first and last days. */
export function mesDe(fecha: string): Periodo {
  return { desde: `${fecha.slice(0, 7)}-01`, hasta: ultimoDiaDelMes(fecha) }
}

const MESES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic']

/** A month (`yyyy-MM`) as a chart's axis and its table name it: `2026-03` → `mar 2026`. */
export function mesText(mes: string): string {
  return `${MESES[Number(mes.slice(5, 7)) - 1] ?? mes} ${mes.slice(0, 4)}`
}

export const PERIODO_INVERTIDO_MESSAGE = 'La fecha final no puede ser anterior a la inicial.'

export type ReglaDelPeriodo = {
  /** The most days the period may span; null: no limit (a paged list). */
  diasMax?: number | null
}

/** What is wrong with a period and on which end it is said. */
export type ProblemaDelPeriodo = { campo: keyof Periodo; mensaje: string }

/**
 * What is wrong with a period, on the end to fix; null when nothing. In order: an end that is no
 * date of 1950–2100 (on that end), hasta before desde, more than `diasMax` days (on hasta).
 */
export function problemaDelPeriodo(
  periodo: Periodo,
  { diasMax = PERIODO_DIAS_MAX }: ReglaDelPeriodo = {},
): ProblemaDelPeriodo | null {
  for (const campo of ['desde', 'hasta'] as const) {
    const mensaje = problemaDeFecha(periodo[campo])
    if (mensaje) return { campo, mensaje }
  }
  const { desde, hasta } = periodo
  if (hasta < desde) return { campo: 'hasta', mensaje: PERIODO_INVERTIDO_MESSAGE }
  const dias = diasDelPeriodo(desde, hasta)
  if (diasMax !== null && dias > diasMax) {
    return {
      campo: 'hasta',
      mensaje: `El periodo abarca ${formatNumber(dias)} días: elija hasta ${formatNumber(diasMax)}.`,
    }
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
 * a refined object cannot be `omit`ted (an export's query omits the paging first). An end that is
 * no valid date is said by its own field, once.
 */
export function conPeriodoValido<S extends z.ZodObject>(schema: S, regla: ReglaDelPeriodo = {}): S {
  return schema.superRefine((value, ctx) => {
    const { desde, hasta } = value as { desde?: string; hasta?: string }
    if (!desde || !hasta || problemaDeFecha(desde) || problemaDeFecha(hasta)) return
    const problema = problemaDelPeriodo({ desde, hasta }, regla)
    if (problema)
      ctx.addIssue({ code: 'custom', path: [problema.campo], message: problema.mensaje })
  })
}
