// The business runs on Chile's clock (America/Santiago, with its daylight saving changes) whatever
// the time zone of the device. These helpers read an instant as Santiago wall time and back, with
// the platform's Intl data, so no time zone library is needed.

export const TIME_ZONE = 'America/Santiago'

/** A date and time on a Santiago wall clock; month is 1-12. */
export type WallTime = {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

// en-US with h23 gives plain numbers and "00" for midnight (some engines print "24" otherwise).
// Made on first use, not at import: a time-zone formatter loads the zone's data, a cost a screen
// that shows only calendar dates (the phone's list of reports, issue 21) need not pay to paint.
let partsFormat: Intl.DateTimeFormat | undefined
const santiagoParts = () =>
  (partsFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }))

/** What a clock in Santiago showed at an instant. */
export function wallTimeAt(instant: Date): WallTime {
  const wall: WallTime = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 }
  for (const part of santiagoParts().formatToParts(instant)) {
    if (part.type in wall) wall[part.type as keyof WallTime] = Number(part.value)
  }
  return wall
}

/** The wall time read as if it were UTC, in ms; setUTCFullYear keeps years 0–99 as they are. */
function wallAsUtc(wall: WallTime): number {
  const date = new Date(0)
  date.setUTCFullYear(wall.year, wall.month - 1, wall.day)
  return date.setUTCHours(wall.hour, wall.minute, wall.second, 0)
}

/** How far Santiago's clock is ahead of UTC at an instant, in ms (−3 h or −4 h). */
function offsetAt(epochMs: number): number {
  const whole = Math.floor(epochMs / 1000) * 1000
  return wallAsUtc(wallTimeAt(new Date(whole))) - whole
}

/**
 * The instant at which Santiago's clock shows a wall time. Around a daylight saving change the
 * offset is re-read at the first guess, so times next to the change come out right; a time that
 * the change skips (00:30 on the September Sunday) resolves to an instant an hour away.
 */
export function instantFromWallTime(wall: WallTime): Date {
  const asUtc = wallAsUtc(wall)
  const guess = asUtc - offsetAt(asUtc)
  const corrected = asUtc - offsetAt(guess)
  return new Date(corrected)
}
