import { describe, expect, it } from 'vitest'
import { diasEntre } from './logistica.ts'

describe('diasEntre', () => {
  it('counts calendar days, across months, years and Chile’s clock changes', () => {
    expect(diasEntre('2026-05-14', '2026-05-14')).toBe(0)
    expect(diasEntre('2026-05-14', '2026-05-15')).toBe(1)
    expect(diasEntre('2026-02-27', '2026-03-01')).toBe(2)
    expect(diasEntre('2028-02-28', '2028-03-01')).toBe(2)
    expect(diasEntre('2025-12-31', '2026-01-01')).toBe(1)
    // Santiago's clocks change in April and September: a date is a date.
    expect(diasEntre('2026-04-01', '2026-04-30')).toBe(29)
    expect(diasEntre('2026-09-01', '2026-09-30')).toBe(29)
    expect(diasEntre('2026-05-15', '2026-05-14')).toBe(-1)
  })

  it('reads only the day of a longer ISO text', () => {
    expect(diasEntre('2026-05-14T23:59:00.000Z', '2026-05-16')).toBe(2)
  })
})
