import { describe, expect, it } from 'vitest'
import { formatClp, formatMonto, formatUf, parseClp, parseMonto, parseUf } from './money-text.ts'

describe('CLP', () => {
  it('shows whole pesos with a dollar sign and dots', () => {
    expect(formatClp(1234567)).toBe('$1.234.567')
    expect(formatClp(1000)).toBe('$1.000')
    expect(formatClp(0)).toBe('$0')
    expect(formatClp(-1500)).toBe('-$1.500')
    expect(formatClp(999_999_999_999)).toBe('$999.999.999.999')
  })

  it('rounds to the peso, halves away from zero', () => {
    expect(formatClp(1234.5)).toBe('$1.235')
    expect(formatClp(1234.49)).toBe('$1.234')
    expect(formatClp(-0.4)).toBe('$0')
    expect(formatClp(-2.5)).toBe('-$3')
  })

  it('shows nothing when there is no amount', () => {
    expect(formatClp(null)).toBe('')
    expect(formatClp(undefined)).toBe('')
    expect(formatClp(Number.NaN)).toBe('')
  })

  it('reads amounts back, with or without the sign and dots', () => {
    expect(parseClp('1.234.567')).toBe(1234567)
    expect(parseClp('$1.234.567')).toBe(1234567)
    expect(parseClp('$ 1.234.567')).toBe(1234567)
    expect(parseClp('1234567')).toBe(1234567)
    expect(parseClp('-$1.500')).toBe(-1500)
    expect(parseClp('$-1.500')).toBe(-1500)
    expect(parseClp('0')).toBe(0)
    expect(parseClp(formatClp(987654321))).toBe(987654321)
  })

  it('refuses decimals and malformed amounts', () => {
    expect(parseClp('1.234,5')).toBeNull()
    expect(parseClp('12.34')).toBeNull()
    expect(parseClp('')).toBeNull()
    expect(parseClp('$')).toBeNull()
    expect(parseClp('UF 12')).toBeNull()
    expect(parseClp('1,234,567')).toBeNull()
  })
})

describe('UF', () => {
  it('shows 2 to 4 decimals after "UF"', () => {
    expect(formatUf(12.35)).toBe('UF 12,35')
    expect(formatUf(12)).toBe('UF 12,00')
    expect(formatUf(12.3456)).toBe('UF 12,3456')
    expect(formatUf(12.34567)).toBe('UF 12,3457')
    expect(formatUf(1234.5)).toBe('UF 1.234,50')
    expect(formatUf(0)).toBe('UF 0,00')
    expect(formatUf(-3.5)).toBe('UF -3,50')
    expect(formatUf(12.3, { bare: true })).toBe('12,30')
    expect(formatUf(12.3, { minDecimals: 0 })).toBe('UF 12,3')
    expect(formatUf(null)).toBe('')
  })

  it('reads UF amounts with up to 4 decimals', () => {
    expect(parseUf('12,3456')).toBe(12.3456)
    expect(parseUf('UF 12,35')).toBe(12.35)
    expect(parseUf('uf12,35')).toBe(12.35)
    expect(parseUf('1.234,5')).toBe(1234.5)
    expect(parseUf('12')).toBe(12)
    expect(parseUf('-UF 3,5')).toBe(-3.5)
    expect(parseUf(formatUf(98765.4321))).toBe(98765.4321)
  })

  it('refuses more than 4 decimals and foreign notation', () => {
    expect(parseUf('12,34567')).toBeNull()
    expect(parseUf('12.35')).toBeNull()
    expect(parseUf('')).toBeNull()
    expect(parseUf('UF')).toBeNull()
  })
})

describe('by currency', () => {
  it('picks the rule of the currency', () => {
    expect(formatMonto(1500, 'CLP')).toBe('$1.500')
    expect(formatMonto(1.5, 'UF')).toBe('UF 1,50')
    expect(parseMonto('$1.500', 'CLP')).toBe(1500)
    expect(parseMonto('1,5', 'UF')).toBe(1.5)
    expect(parseMonto('1,5', 'CLP')).toBeNull()
  })
})
