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
    case 'too_small': {
      const minimum = Number(issue.minimum)
      if (issue.origin === 'string') {
        if (minimum <= 1 || isEmpty(issue.input)) return text.required
        return issue.exact ? text.exactLength(minimum) : text.tooShort(minimum)
      }
      if (issue.origin === 'array' || issue.origin === 'set') return text.tooFewItems(minimum)
      if (issue.origin === 'date') return text.dateTooEarly(formatLimit('date', issue.minimum))
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return text.tooSmall(formatLimit(issue.origin, issue.minimum), issue.inclusive ?? true)
      }
      return undefined
    }
    case 'too_big': {
      const maximum = Number(issue.maximum)
      if (issue.origin === 'string') {
        return issue.exact ? text.exactLength(maximum) : text.tooLong(maximum)
      }
      if (issue.origin === 'array' || issue.origin === 'set') return text.tooManyItems(maximum)
      if (issue.origin === 'date') return text.dateTooLate(formatLimit('date', issue.maximum))
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return text.tooBig(formatLimit(issue.origin, issue.maximum), issue.inclusive ?? true)
      }
      return undefined
    }
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
