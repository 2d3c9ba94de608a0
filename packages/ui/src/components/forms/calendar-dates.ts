// The calendar (react-day-picker) works with Date objects at local midnight; the forms carry
// calendar dates as ISO strings ('2026-12-31'). These convert between the two without a time zone
// shift, and give "today" as it is in Santiago, whatever the device's zone.
import { todayIsoDate } from '../../lib/format/dates.ts'

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * '2026-12-31' → 31 Dec 2026 at local midnight; undefined for anything else, a day that does not
 * exist included. setFullYear, not `new Date(y, m, d)`, which reads years 0–99 as 1900–1999.
 */
export function calendarDate(iso: string | null | undefined): Date | undefined {
  const match = ISO_DATE.exec(iso ?? '')
  if (!match) return undefined
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(2000, 0, 1)
  date.setFullYear(year, month - 1, day)
  const same =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
  return same ? date : undefined
}

/** A calendar day (local) → '2026-12-31'. */
export function isoFromCalendarDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${String(date.getFullYear()).padStart(4, '0')}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** Today in Santiago, as a calendar day. */
export function calendarToday(now: Date = new Date()): Date {
  return calendarDate(todayIsoDate(now)) ?? now
}
