// What the date fields show and emit. A field emits the ISO value when the text is a valid date
// (or date and time), null when it is empty, and otherwise the text itself, so the form's schema
// (z.iso.date(), z.iso.datetime()) rejects it with a Spanish message instead of the field quietly
// forgetting what the user typed.
import {
  dateTimeToIso,
  formatDate,
  formatTime,
  parseDate,
  parseTime,
} from '../../lib/format/dates.ts'

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** The text a date field shows for its value: '2026-12-31' → '31-12-2026'; other text as is. */
export function dateText(value: string | null | undefined): string {
  if (!value) return ''
  return ISO_DATE.test(value) ? formatDate(value) : value
}

/** What a date field emits for its text. */
export function dateValue(text: string): string | null {
  const trimmed = text.trim()
  if (trimmed === '') return null
  return parseDate(trimmed) ?? trimmed
}

/** '1830' → '18:30', '930' → '09:30', '9:30' → '09:30'; other text as is. */
export function normaliseTime(text: string): string {
  const trimmed = text.trim()
  const digits = /^\d{3,4}$/.test(trimmed)
    ? `${trimmed.slice(0, -2)}:${trimmed.slice(-2)}`
    : trimmed
  const time = parseTime(digits)
  if (!time) return trimmed
  return `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`
}

/** The texts a date-time field shows for an ISO timestamp (on Santiago's clock). */
export function dateTimeTexts(value: string | null | undefined): { date: string; time: string } {
  if (!value) return { date: '', time: '' }
  const date = formatDate(value)
  if (!date) {
    // Not a timestamp: text the user typed ("31-12-2026 25:00"), shown back as it was.
    const [typedDate = '', typedTime = ''] = value.split(' ')
    return { date: typedDate, time: typedTime }
  }
  return { date, time: formatTime(value) }
}

/** What a date-time field emits for its two texts. */
export function dateTimeValue(date: string, time: string): string | null {
  const [dateTrimmed, timeTrimmed] = [date.trim(), time.trim()]
  if (dateTrimmed === '' && timeTrimmed === '') return null
  return (
    dateTimeToIso(parseDate(dateTrimmed), normaliseTime(timeTrimmed)) ??
    `${dateTrimmed} ${timeTrimmed}`.trim()
  )
}
