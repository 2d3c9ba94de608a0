// A Chilean licence plate (patente). Two formats are on the road: the old one, two letters and
// four digits (`AB·12·34`), and the one issued since 2007, four consonants and two digits
// (`BC·DF·12`) whose letters leave out the vowels and M, N, Ñ and Q so no word can be spelt and
// nothing reads as a digit. People type them with dots, dashes, middle dots, spaces or in lower
// case; the database keeps the bare upper-case form (`BCDF12`), the screens show it with `·`.
import { z } from 'zod'

const ANTIGUA = /^[A-Z]{2}[0-9]{4}$/
const NUEVA = /^[BCDFGHJKLPRSTVWXYZ]{4}[0-9]{2}$/
const SEPARADORES = /[\s·.-]/g

export const PATENTE_MESSAGE = 'La patente no es válida: use el formato BC·DF·12 o AB·12·34.'

/** The stored form of a typed patente (`bc-df 12` → `BCDF12`), or null when it is not one. */
export function parsePatente(text: string): string | null {
  const bare = text.replace(SEPARADORES, '').toUpperCase()
  return ANTIGUA.test(bare) || NUEVA.test(bare) ? bare : null
}

/** A stored patente as people read it: `BCDF12` → `BC·DF·12`, `AB1234` → `AB·12·34`. */
export function formatPatente(patente: string): string {
  if (patente.length !== 6) return patente
  return `${patente.slice(0, 2)}·${patente.slice(2, 4)}·${patente.slice(4)}`
}

/**
 * An optional patente: absent stays absent (an edit leaves it as it was), `''` and `null` clear
 * it (machines that never drive on a road have none), anything else must be a Chilean patente.
 */
export const patenteOpcional = z
  .string({ error: PATENTE_MESSAGE })
  .trim()
  .nullish()
  .transform((value, ctx) => {
    if (value === undefined || value === null || value === '') return value === '' ? null : value
    const patente = parsePatente(value)
    if (patente === null) {
      ctx.addIssue({ code: 'custom', message: PATENTE_MESSAGE })
      return z.NEVER
    }
    return patente
  })
