// Dates and times as the business writes them: dd-MM-yyyy, 24-hour clock, on Santiago's clock
// (docs/portals.md, constants, docs/domain.md). Two kinds of values travel between screens and the API:
// - a calendar date (fecha de inicio, periodo del EDP) is an ISO date string, '2026-12-31', with no
//   time zone to get wrong;
// - an instant (a report's signature, a movement) is a Date or an ISO timestamp, shown in Santiago.
import { partesDeFecha } from '@cordillera/contracts'
import { instantFromWallTime, TIME_ZONE, type WallTime, wallTimeAt } from './time-zone.ts'

export { TIME_ZONE }

/** What a date value may come as: ISO date or timestamp string, Date, or epoch milliseconds. */
export type DateInput = Date | string | number | null | undefined

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const pad = (value: number, length = 2) => String(value).padStart(length, '0')

/**
 * A calendar day of any four-digit year, by the contracts' calendar (no Date.UTC, which reads
 * years 0–99 as 19xx): 01-01-0099 is read as year 99, and the form's schema says its range.
 */
function isRealDate(year: number, month: number, day: number): boolean {
  return partesDeFecha(`${pad(year, 4)}-${pad(month)}-${pad(day)}`) !== null
}

/** The calendar day of a value: an ISO date as it is, anything else on Santiago's clock. */
function calendarDay(value: DateInput): Pick<WallTime, 'year' | 'month' | 'day'> | null {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'string') {
    const match = ISO_DATE.exec(value)
    if (match) {
      const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
      return isRealDate(year, month, day) ? { year, month, day } : null
    }
  }
  const instant = toInstant(value)
  return instant ? wallTimeAt(instant) : null
}

function toInstant(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null
  const instant = value instanceof Date ? value : new Date(value)
  return Number.isNaN(instant.getTime()) ? null : instant
}

/** '2026-12-31' → '31-12-2026'; an instant shows its day in Santiago; '' when there is no date. */
export function formatDate(value: DateInput): string {
  const day = calendarDay(value)
  return day ? `${pad(day.day)}-${pad(day.month)}-${pad(day.year, 4)}` : ''
}

/** An instant on Santiago's 24-hour clock: '31-12-2026 18:05' ('…:07' with seconds). */
export function formatDateTime(value: DateInput, { seconds = false } = {}): string {
  const instant = toInstant(value)
  if (!instant) return ''
  const wall = wallTimeAt(instant)
  return `${formatDate(instant)} ${formatWallClock(wall, seconds)}`
}

/** The time of an instant on Santiago's 24-hour clock: '18:05'. */
export function formatTime(value: DateInput, { seconds = false } = {}): string {
  const instant = toInstant(value)
  return instant ? formatWallClock(wallTimeAt(instant), seconds) : ''
}

function formatWallClock(wall: WallTime, seconds: boolean): string {
  const time = `${pad(wall.hour)}:${pad(wall.minute)}`
  return seconds ? `${time}:${pad(wall.second)}` : time
}

// With separators (31-12-2026, 1/2/2026, 31.12.2026) or as the 8 digits typed on a keypad.
const TYPED_DATE = /^(?:(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})|(\d{2})(\d{2})(\d{4}))$/
const TYPED_TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/

/**
 * '31-12-2026' (also 31/12/2026, 31.12.2026, 1-2-2026, 31122026) → '2026-12-31'; null when the
 * text is not a real date (31-02-2026) or not in day-month-year order.
 */
export function parseDate(text: string | null | undefined): string | null {
  const match = TYPED_DATE.exec((text ?? '').trim())
  if (!match) return null
  const [day, month, year] = [
    Number(match[1] ?? match[4]),
    Number(match[2] ?? match[5]),
    Number(match[3] ?? match[6]),
  ]
  return isRealDate(year, month, day) ? `${pad(year, 4)}-${pad(month)}-${pad(day)}` : null
}

/** '18:05' → { hour: 18, minute: 5, second: 0 }; null outside 00:00–23:59:59. */
export function parseTime(
  text: string | null | undefined,
): { hour: number; minute: number; second: number } | null {
  const match = TYPED_TIME.exec((text ?? '').trim())
  if (!match) return null
  const [hour, minute, second] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)]
  return hour < 24 && minute < 60 && second < 60 ? { hour, minute, second } : null
}

/**
 * '31-12-2026 18:05' read on Santiago's clock → the instant as an ISO timestamp
 * ('2026-12-31T21:05:00.000Z'); null when the date or the time is not valid.
 */
export function parseDateTime(text: string | null | undefined): string | null {
  const [datePart = '', timePart = '', ...rest] = (text ?? '').trim().split(/\s+/)
  if (rest.length > 0) return null
  return dateTimeToIso(parseDate(datePart), timePart)
}

/** An ISO date plus a typed time ('18:05') on Santiago's clock → ISO timestamp, or null. */
export function dateTimeToIso(isoDate: string | null, time: string): string | null {
  const day = isoDate ? calendarDay(isoDate) : null
  const clock = parseTime(time)
  if (!day || !clock) return null
  return instantFromWallTime({ ...day, ...clock }).toISOString()
}

/** The ISO date of an instant on Santiago's clock ('2026-12-31'); null for no or invalid input. */
export function toIsoDate(value: DateInput): string | null {
  const day = calendarDay(value)
  return day ? `${pad(day.year, 4)}-${pad(day.month)}-${pad(day.day)}` : null
}

/** Today in Santiago, as an ISO date. */
export function todayIsoDate(now: Date = new Date()): string {
  return toIsoDate(now) ?? ''
}
