// RUT (Rol Único Tributario): the identifier of every Chilean person and company.
// Stored normalised (`12345678-5`), shown formatted (`12.345.678-5`), validated with the
// módulo 11 check digit. Pure functions, shared by the portals and the API.
import { z } from 'zod'

const RUT_PATTERN = /^(\d{1,9})([\dK])$/

/** The check digit of a RUT body (the digits before the hyphen): '0'-'9' or 'K'. */
export function rutCheckDigit(body: string | number): string {
  const digits = String(body)
  let sum = 0
  let factor = 2
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * factor
    factor = factor === 7 ? 2 : factor + 1
  }
  const rest = 11 - (sum % 11)
  if (rest === 11) return '0'
  if (rest === 10) return 'K'
  return String(rest)
}

/** Splits what a person typed (`12.345.678-k`, `123456785`, ` 12345678-5 `) into body and digit. */
function parseRut(input: string): { body: string; dv: string } | null {
  // Leading zeros ('0012345678-5') are padding, not part of the number.
  const compact = input
    .replace(/[.\s-]/g, '')
    .toUpperCase()
    .replace(/^0+/, '')
  const match = RUT_PATTERN.exec(compact)
  if (!match?.[1] || !match[2]) return null
  return { body: match[1], dv: match[2] }
}

/** True when the input is a RUT whose check digit is right. */
export function isValidRut(input: string): boolean {
  const rut = parseRut(input)
  return rut !== null && rutCheckDigit(rut.body) === rut.dv
}

/** `12.345.678-k` → `12345678-K`; null when the input is not a valid RUT. */
export function normalizeRut(input: string): string | null {
  const rut = parseRut(input)
  if (rut === null || rutCheckDigit(rut.body) !== rut.dv) return null
  return `${rut.body}-${rut.dv}`
}

/** `12345678-5` → `12.345.678-5`; an unparseable input comes back unchanged. */
export function formatRut(input: string): string {
  const rut = parseRut(input)
  if (rut === null) return input
  const body = rut.body.replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return `${body}-${rut.dv}`
}

/** Input schema: accepts any usual spelling, outputs the normalised RUT. */
export const rutSchema = z
  .string()
  .trim()
  .refine(isValidRut, { message: 'El RUT no es válido (revise el dígito verificador).' })
  .transform((value) => normalizeRut(value) ?? value)
