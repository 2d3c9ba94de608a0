import { describe, expect, it } from 'vitest'
import { dateText, dateTimeTexts, dateTimeValue, dateValue, normaliseTime } from './date-text.ts'

describe('date-text', () => {
  it('shows ISO dates as dd-mm-aaaa and reads typed ones back', () => {
    expect(dateText('2026-12-31')).toBe('31-12-2026')
    expect(dateText('31-12')).toBe('31-12')
    expect(dateText(null)).toBe('')
    expect(dateValue(' 31/12/2026 ')).toBe('2026-12-31')
    expect(dateValue('31-12')).toBe('31-12')
    expect(dateValue('  ')).toBeNull()
  })

  it('normalises typed times to hh:mm', () => {
    expect(normaliseTime('1830')).toBe('18:30')
    expect(normaliseTime('930')).toBe('09:30')
    expect(normaliseTime('9:05')).toBe('09:05')
    expect(normaliseTime('2460')).toBe('2460')
    expect(normaliseTime('')).toBe('')
  })

  it('splits an instant into Santiago date and time, and joins them back', () => {
    expect(dateTimeTexts('2026-12-31T21:30:00.000Z')).toEqual({ date: '31-12-2026', time: '18:30' })
    expect(dateTimeTexts('31-12-2026 25:00')).toEqual({ date: '31-12-2026', time: '25:00' })
    expect(dateTimeTexts(null)).toEqual({ date: '', time: '' })
    expect(dateTimeValue('31-12-2026', '18:30')).toBe('2026-12-31T21:30:00.000Z')
    expect(dateTimeValue('31-12-2026', '')).toBe('31-12-2026')
    expect(dateTimeValue('', '')).toBeNull()
  })
})
