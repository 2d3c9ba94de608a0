// The fields of a rental's line that a quotation, a request and a contract take alike (how many
// assets of a tipo, how the line is charged, at what tarifa), so the three say the same Spanish
// thing about the same mistake.
import { z } from 'zod'
import { UNIDADES_COBRO } from '../common/vocabulary.ts'

/** An amount's ceiling (numeric(16,4)); far above any real tarifa or flete. */
export const MONTO_MAXIMO = 999_999_999_999
export const CANTIDAD_MAXIMA = 999

export const cantidadSchema = z
  .number({ error: 'Ingrese la cantidad.' })
  .int({ error: 'La cantidad es un número entero.' })
  .min(1, { error: 'La cantidad es al menos 1.' })
  .max(CANTIDAD_MAXIMA, { error: `La cantidad es como máximo ${CANTIDAD_MAXIMA}.` })

export const unidadCobroSchema = z.enum(UNIDADES_COBRO, {
  error: 'Elija la unidad de cobro: hora, día o mes.',
})

/** A tarifa from 0, in the line's moneda: `tarifaSchema('la tarifa stand-by')`. */
export const tarifaSchema = (que = 'la tarifa') => {
  const sujeto = que.charAt(0).toUpperCase() + que.slice(1)
  return z
    .number({ error: `Ingrese ${que}.` })
    .min(0, { error: `${sujeto} no puede ser negativa.` })
    .max(MONTO_MAXIMO, { error: `${sujeto} es demasiado grande.` })
}
