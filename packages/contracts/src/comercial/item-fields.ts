// The fields of a rental's line that a quotation, a request and a contract take alike (how many
// assets of a tipo, how the line is charged, at what tarifa), so the three say the same Spanish
// thing about the same mistake.
import { z } from 'zod'
import { UNIDADES_COBRO } from '../common/vocabulary.ts'
import { hasAtMostDecimals } from '../money.ts'
import { DESCUENTO_DECIMALES, DESCUENTO_MAXIMO } from './cotizacion-montos.ts'

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

/**
 * A tarifa from 0, in the line's moneda: `tarifaSchema('la tarifa stand-by')`; with `decimales`,
 * at most that many (an EDP line's and a lessor agreement's: 4, a UF tarifa's precision).
 */
export const tarifaSchema = (que = 'la tarifa', decimales?: number) => {
  const sujeto = que.charAt(0).toUpperCase() + que.slice(1)
  const tarifa = z
    .number({ error: `Ingrese ${que}.` })
    .min(0, { error: `${sujeto} no puede ser negativa.` })
    .max(MONTO_MAXIMO, { error: `${sujeto} es demasiado grande.` })
  if (decimales === undefined) return tarifa
  return tarifa.refine((value) => hasAtMostDecimals(value, decimales), {
    error: `${sujeto} lleva como máximo ${decimales} decimales.`,
  })
}

/** A line's descuento: a percentage from 0 to 100 with up to 2 decimals (12,5 %, 7,25 %). */
export const descuentoPctSchema = () =>
  z
    .number({ error: 'Ingrese el descuento.' })
    .min(0, { error: 'El descuento no puede ser negativo.' })
    .max(DESCUENTO_MAXIMO, { error: `El descuento es como máximo ${DESCUENTO_MAXIMO} %.` })
    .refine((value) => hasAtMostDecimals(value, DESCUENTO_DECIMALES), {
      error: `El descuento lleva como máximo ${DESCUENTO_DECIMALES} decimales.`,
    })
