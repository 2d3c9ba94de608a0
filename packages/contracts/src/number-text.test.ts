import { describe, expect, it } from 'vitest'
import { formatNumber, parseNumber } from './number-text.ts'
import { roundHalfAwayFromZero } from './rounding.ts'

describe('formatNumber', () => {
  it('groups thousands with dots and decimals with a comma, four digits included', () => {
    expect(formatNumber(1234567.891)).toBe('1.234.567,89')
    expect(formatNumber(1234)).toBe('1.234')
    expect(formatNumber(0)).toBe('0')
    expect(formatNumber(-1234.5)).toBe('-1.234,5')
    expect(formatNumber(1e15)).toBe('1.000.000.000.000.000')
  })

  it('rounds halves away from zero and never prints -0', () => {
    expect(formatNumber(1.005)).toBe('1,01')
    expect(formatNumber(-1.005)).toBe('-1,01')
    expect(formatNumber(-0.001)).toBe('0')
    expect(formatNumber(2.5, { maxDecimals: 0 })).toBe('3')
  })

  it('pads and limits decimals on request', () => {
    expect(formatNumber(12.3, { minDecimals: 2 })).toBe('12,30')
    expect(formatNumber(12.34567, { maxDecimals: 4 })).toBe('12,3457')
    expect(formatNumber(12, { minDecimals: 3, maxDecimals: 1 })).toBe('12,000')
  })

  it('writes what Intl.NumberFormat es-CL writes, for every size, sign and number of decimals', () => {
    // A fixed pseudo-random walk (no Math.random: the same values on every run).
    let seed = 21
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed / 2 ** 31
    }
    for (let i = 0; i < 4000; i++) {
      const magnitude = 10 ** Math.floor(next() * 19 - 3)
      const value = (next() - 0.3) * magnitude
      const minDecimals = Math.floor(next() * 3)
      const maxDecimals = minDecimals + Math.floor(next() * 4)
      const rounded = roundHalfAwayFromZero(value, maxDecimals)
      const intl = new Intl.NumberFormat('es-CL', {
        useGrouping: true,
        minimumFractionDigits: minDecimals,
        maximumFractionDigits: maxDecimals,
      }).format(rounded)
      expect(
        formatNumber(value, { minDecimals, maxDecimals }),
        `${value} ${minDecimals}-${maxDecimals}`,
      ).toBe(intl)
    }
  })

  it('gives an empty string when there is no number', () => {
    expect(formatNumber(null)).toBe('')
    expect(formatNumber(undefined)).toBe('')
    expect(formatNumber(Number.NaN)).toBe('')
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('')
  })
})

describe('parseNumber', () => {
  it('reads numbers written the Chilean way', () => {
    expect(parseNumber('1.234,5')).toBe(1234.5)
    expect(parseNumber('1234,5')).toBe(1234.5)
    expect(parseNumber(' -1.234.567 ')).toBe(-1234567)
    expect(parseNumber('0')).toBe(0)
    expect(parseNumber('-0')).toBe(0)
    expect(parseNumber('12,3456')).toBe(12.3456)
  })

  it('refuses what is not a number or is grouped wrongly', () => {
    expect(parseNumber('')).toBeNull()
    expect(parseNumber(null)).toBeNull()
    expect(parseNumber('abc')).toBeNull()
    expect(parseNumber('12.35')).toBeNull()
    expect(parseNumber('1,234,567')).toBeNull()
    expect(parseNumber('1.23.456')).toBeNull()
    expect(parseNumber('1,')).toBeNull()
    expect(parseNumber('--1')).toBeNull()
  })
})
