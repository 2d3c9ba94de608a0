import { describe, expect, it } from 'vitest'
import {
  dateTimeToIso,
  formatDate,
  formatDateTime,
  formatTime,
  parseDate,
  parseDateTime,
  parseTime,
  todayIsoDate,
  toIsoDate,
} from './dates.ts'

// Santiago is UTC−3 in summer (September–April) and UTC−4 in winter.
const SUMMER = '2026-12-31T21:05:07Z' // 18:05 in Santiago
const WINTER = '2026-07-01T03:30:00Z' // 23:30 of 30 June in Santiago

describe('formatDate', () => {
  it('shows an ISO date as dd-MM-yyyy without moving it across time zones', () => {
    expect(formatDate('2026-12-31')).toBe('31-12-2026')
    expect(formatDate('2026-01-01')).toBe('01-01-2026')
  })

  it("shows an instant's day on Santiago's clock", () => {
    expect(formatDate(SUMMER)).toBe('31-12-2026')
    expect(formatDate(new Date(WINTER))).toBe('30-06-2026')
    expect(formatDate(Date.parse(WINTER))).toBe('30-06-2026')
  })

  it('shows nothing for no date or an invalid one', () => {
    expect(formatDate(null)).toBe('')
    expect(formatDate('')).toBe('')
    expect(formatDate('2026-02-30')).toBe('')
    expect(formatDate('mañana')).toBe('')
    expect(formatDate(new Date(Number.NaN))).toBe('')
  })
})

describe('formatDateTime and formatTime', () => {
  it("use Santiago's 24-hour clock in summer and winter", () => {
    expect(formatDateTime(SUMMER)).toBe('31-12-2026 18:05')
    expect(formatDateTime(SUMMER, { seconds: true })).toBe('31-12-2026 18:05:07')
    expect(formatDateTime(WINTER)).toBe('30-06-2026 23:30')
    expect(formatDateTime('2026-03-15T03:00:00Z')).toBe('15-03-2026 00:00')
    expect(formatTime(SUMMER)).toBe('18:05')
    expect(formatTime(null)).toBe('')
    expect(formatDateTime('not a date')).toBe('')
  })
})

describe('parseDate', () => {
  it('reads dd-MM-yyyy (and the usual variants) into an ISO date', () => {
    expect(parseDate('31-12-2026')).toBe('2026-12-31')
    expect(parseDate(' 1-2-2026 ')).toBe('2026-02-01')
    expect(parseDate('31/12/2026')).toBe('2026-12-31')
    expect(parseDate('29-02-2028')).toBe('2028-02-29')
    expect(parseDate('31122026')).toBe('2026-12-31')
  })

  it('refuses dates that do not exist or are incomplete', () => {
    expect(parseDate('31-02-2026')).toBeNull()
    expect(parseDate('29-02-2026')).toBeNull()
    expect(parseDate('29-02-1900')).toBeNull()
    // Any four-digit year is read as itself (Date.UTC made 0099 1999): the form's schema then
    // says the years a date may be.
    expect(parseDate('01-01-0099')).toBe('0099-01-01')
    expect(parseDate('01-01-0001')).toBe('0001-01-01')
    expect(formatDate('0099-12-31')).toBe('31-12-0099')
    expect(parseDate('00-01-2026')).toBeNull()
    expect(parseDate('12-13-2026')).toBeNull()
    expect(parseDate('31-12-26')).toBeNull()
    expect(parseDate('3112026')).toBeNull()
    expect(parseDate('2026-12-31')).toBeNull()
    expect(parseDate('')).toBeNull()
    expect(parseDate(undefined)).toBeNull()
  })
})

describe('parseTime and parseDateTime', () => {
  it('read a 24-hour time', () => {
    expect(parseTime('18:05')).toEqual({ hour: 18, minute: 5, second: 0 })
    expect(parseTime('0:00')).toEqual({ hour: 0, minute: 0, second: 0 })
    expect(parseTime('24:00')).toBeNull()
    expect(parseTime('12:60')).toBeNull()
    expect(parseTime('6 pm')).toBeNull()
  })

  it("read a date and time on Santiago's clock as an instant", () => {
    expect(parseDateTime('31-12-2026 18:05')).toBe('2026-12-31T21:05:00.000Z')
    expect(parseDateTime('30-06-2026 23:30')).toBe('2026-07-01T03:30:00.000Z')
    expect(parseDateTime('31-12-2026')).toBeNull()
    expect(parseDateTime('31-12-2026 25:00')).toBeNull()
    expect(parseDateTime('31-12-2026 18:05 extra')).toBeNull()
    expect(dateTimeToIso('2026-12-31', '18:05')).toBe('2026-12-31T21:05:00.000Z')
    expect(dateTimeToIso(null, '18:05')).toBeNull()
  })

  it('round-trip across the daylight saving changes', () => {
    // Winter time starts on Sunday 5 April 2026 (24:00 → 23:00) and ends Sunday 6 September 2026.
    for (const text of ['04-04-2026 22:00', '05-04-2026 12:00', '06-09-2026 12:00']) {
      expect(formatDateTime(parseDateTime(text))).toBe(text)
    }
  })
})

describe('ISO dates', () => {
  it("give an instant's day in Santiago and today's date", () => {
    expect(toIsoDate(WINTER)).toBe('2026-06-30')
    expect(toIsoDate('2026-12-31')).toBe('2026-12-31')
    expect(toIsoDate(undefined)).toBeNull()
    expect(todayIsoDate(new Date('2027-01-01T02:00:00Z'))).toBe('2026-12-31')
  })
})
