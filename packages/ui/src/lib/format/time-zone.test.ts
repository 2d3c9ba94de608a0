import { describe, expect, it } from 'vitest'
import { instantFromWallTime, wallTimeAt } from './time-zone.ts'

describe('time-zone', () => {
  it("reads an instant on Santiago's clock, midnight as 00", () => {
    expect(wallTimeAt(new Date('2026-03-15T03:00:00Z'))).toEqual({
      year: 2026,
      month: 3,
      day: 15,
      hour: 0,
      minute: 0,
      second: 0,
    })
  })

  it('finds the instant of a Santiago wall time in summer and in winter', () => {
    const summer = { year: 2026, month: 12, day: 31, hour: 18, minute: 5, second: 0 }
    const winter = { year: 2026, month: 6, day: 30, hour: 23, minute: 30, second: 0 }
    expect(instantFromWallTime(summer).toISOString()).toBe('2026-12-31T21:05:00.000Z')
    expect(instantFromWallTime(winter).toISOString()).toBe('2026-07-01T03:30:00.000Z')
  })

  it('gives a valid instant even for a time the September change skips', () => {
    const skipped = { year: 2026, month: 9, day: 6, hour: 0, minute: 30, second: 0 }
    const instant = instantFromWallTime(skipped)
    expect(Number.isNaN(instant.getTime())).toBe(false)
    expect(Math.abs(instant.getTime() - Date.parse('2026-09-06T04:00:00Z'))).toBeLessThanOrEqual(
      3_600_000,
    )
  })
})
