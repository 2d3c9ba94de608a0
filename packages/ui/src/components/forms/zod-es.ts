// Spanish validation messages for every form. zod's own Spanish locale covers every issue but
// speaks to programmers ("Demasiado pequeño: se esperaba que texto tuviera >=8 caracteres"); the
// common cases get plain messages from the locale presets instead, and the rest fall back to it.
// A message written on a schema (e.g. the RUT's) still wins over both.
import { z } from 'zod'
import { formatDate } from '../../lib/format/dates.ts'
import { formatNumber } from '../../lib/format/numbers.ts'
import { forms as formsText } from '../../locale/es-cl/forms.ts'

const text = formsText.validation

type Issue = Parameters<z.core.$ZodErrorMap>[0]

const isEmpty = (input: unknown) => input === undefined || input === null || input === ''

const formatLimit = (origin: string, limit: number | bigint) =>
  origin === 'date' ? formatDate(Number(limit)) : formatNumber(Number(limit), { maxDecimals: 4 })

/** A bound's words: a length, a number of items, a date or a number under it or over it. */
type BoundWords = {
  length: (limit: number) => string
  items: (limit: number) => string
  date: (limit: string) => string
  number: (limit: string, inclusive: boolean) => string
}
const atLeast: BoundWords = {
  length: text.tooShort,
  items: text.tooFewItems,
  date: text.dateTooEarly,
  number: text.tooSmall,
}
const atMost: BoundWords = {
  length: text.tooLong,
  items: text.tooManyItems,
  date: text.dateTooLate,
  number: text.tooBig,
}

/** A too_small's or too_big's message, by what the bound is on (`limit`: its minimum or maximum). */
function boundMessage(
  issue: { origin: string; exact?: boolean | undefined; inclusive?: boolean | undefined },
  limit: number | bigint,
  words: BoundWords,
): string | undefined {
  const count = Number(limit)
  if (issue.origin === 'string') return issue.exact ? text.exactLength(count) : words.length(count)
  if (issue.origin === 'array' || issue.origin === 'set') return words.items(count)
  if (issue.origin === 'date') return words.date(formatLimit('date', limit))
  if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
    return words.number(formatLimit(issue.origin, limit), issue.inclusive ?? true)
  }
  return undefined
}

/** The plain Spanish message for an issue, or undefined to let zod's Spanish locale speak. */
export function spanishMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (isEmpty(issue.input)) return text.required
      // z.int() reports a fraction as the wrong type: 1,5 is a number, just not a whole one.
      if (issue.expected === 'int' && Number.isFinite(issue.input)) return text.notAnInteger
      if (issue.expected === 'number' || issue.expected === 'int') return text.notANumber
      if (issue.expected === 'date') return text.invalidDate
      return undefined
    case 'too_small':
      if (issue.origin === 'string' && (Number(issue.minimum) <= 1 || isEmpty(issue.input))) {
        return text.required
      }
      return boundMessage(issue, issue.minimum, atLeast)
    case 'too_big':
      return boundMessage(issue, issue.maximum, atMost)
    case 'invalid_format':
      if (isEmpty(issue.input)) return text.required
      switch (issue.format) {
        case 'email':
          return text.invalidEmail
        case 'url':
          return text.invalidUrl
        case 'date':
          return text.invalidDate
        case 'datetime':
          return text.invalidDateTime
        case 'time':
          return text.invalidTime
        default:
          return undefined
      }
    case 'not_multiple_of':
      return issue.divisor === 1 ? text.notAnInteger : undefined
    case 'invalid_value':
      if (isEmpty(issue.input)) return text.required
      // z.literal(true): the "acepto las condiciones" checkbox.
      if (issue.values.length === 1 && issue.values[0] === true) return text.mustBeChecked
      return text.invalidOption
    case 'invalid_union':
      return isEmpty(issue.input) ? text.required : undefined
    default:
      return undefined
  }
}

let installed = false

/**
 * Installs the Spanish messages on zod, once for the whole app (zod's configuration is global).
 * `useZodForm` calls it before a form first validates; an app may call it earlier so schemas parsed
 * elsewhere speak too.
 */
export function installSpanishZodErrors(): void {
  if (installed) return
  installed = true
  z.config(z.locales.es())
  z.config({ customError: spanishMessage })
}
