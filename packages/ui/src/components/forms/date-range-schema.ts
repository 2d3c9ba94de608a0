// The schema of a DateRangePicker field. It reports every problem on the range itself, not on
// `from` or `to`: react-hook-form re-validates a field as the user types only for errors at the
// field's own path, so an error on `periodo.to` would show after submitting and then vanish on
// the next keystroke. Output: { from, to } as ISO dates of the contracts' years (1950–2100),
// `from` ≤ `to`.
import { esFecha, FECHA_MAXIMA, FECHA_MINIMA } from '@cordillera/contracts'
import { z } from 'zod'
import { forms as formsText } from '../../locale/es-cl/forms.ts'

const text = formsText.validation

/** What is wrong with one end: no date, or a date out of the years every date may be. */
function problemOf(value: string, cual: 'desde' | 'hasta'): string | null {
  if (!esFecha(value)) return cual === 'desde' ? text.rangeFromInvalid : text.rangeToInvalid
  if (value < FECHA_MINIMA || value > FECHA_MAXIMA) {
    return text.rangeOutOfYears(cual, FECHA_MINIMA.slice(0, 4), FECHA_MAXIMA.slice(0, 4))
  }
  return null
}

/** What the picker emits: ISO dates, null, or text that is not a date yet. */
const rangeInput = z.object({
  from: z.string().nullable().optional(),
  to: z.string().nullable().optional(),
})

type Checked = { from: string | null; to: string | null }

function check(range: z.output<typeof rangeInput>, ctx: z.RefinementCtx): Checked {
  const from = range.from?.trim() || null
  const to = range.to?.trim() || null
  const problem =
    (from !== null ? problemOf(from, 'desde') : null) ??
    (to !== null ? problemOf(to, 'hasta') : null) ??
    (from !== null && to !== null && from > to ? text.rangeOrder : null)
  if (problem) ctx.addIssue({ code: 'custom', message: problem })
  return { from, to }
}

/** A required period: both dates, in order. */
export const dateRangeSchema = rangeInput.transform((range, ctx) => {
  const { from, to } = check(range, ctx)
  if (from === null || to === null) {
    ctx.addIssue({ code: 'custom', message: text.rangeRequired })
    return z.NEVER
  }
  return { from, to }
})

/** An optional period (a list filter): either end may be left open; null when both are. */
export const optionalDateRangeSchema = rangeInput.nullable().transform((range, ctx) => {
  if (range === null) return null
  const checked = check(range, ctx)
  return checked.from === null && checked.to === null ? null : checked
})
