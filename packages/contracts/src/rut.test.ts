import { describe, expect, it } from 'vitest'
import { formatRut, isValidRut, normalizeRut, rutCheckDigit, rutSchema } from './rut.ts'

describe('rut', () => {
  it('computes the módulo 11 check digit, including 0 and K', () => {
    expect(rutCheckDigit('12345678')).toBe('5')
    expect(rutCheckDigit(11111111)).toBe('1')
    expect(rutCheckDigit('76086428')).toBe('5')
    expect(rutCheckDigit('10000013')).toBe('K')
    expect(rutCheckDigit('10000004')).toBe('0')
  })

  it('validates whatever spelling people type', () => {
    expect(isValidRut('12.345.678-5')).toBe(true)
    expect(isValidRut('12345678-5')).toBe(true)
    expect(isValidRut('123456785')).toBe(true)
    expect(isValidRut(' 10.000.013-k ')).toBe(true)
    expect(isValidRut('12.345.678-4')).toBe(false)
    expect(isValidRut('12.345.678')).toBe(false)
    expect(isValidRut('')).toBe(false)
    expect(isValidRut('abc')).toBe(false)
    expect(isValidRut('0-0')).toBe(false)
  })

  it('normalises to body-digit without dots and with an upper-case K', () => {
    expect(normalizeRut('12.345.678-5')).toBe('12345678-5')
    expect(normalizeRut('10.000.013-k')).toBe('10000013-K')
    expect(normalizeRut('0012345678-5')).toBe('12345678-5')
    expect(normalizeRut('12.345.678-4')).toBeNull()
  })

  it('formats with thousands dots', () => {
    expect(formatRut('123456785')).toBe('12.345.678-5')
    expect(formatRut('76086428-5')).toBe('76.086.428-5')
    expect(formatRut('1-9')).toBe('1-9')
    expect(formatRut('no es rut')).toBe('no es rut')
  })

  it('parses to the normalised RUT and explains a bad one in Spanish', () => {
    expect(rutSchema.parse('12.345.678-5')).toBe('12345678-5')
    const result = rutSchema.safeParse('12.345.678-4')
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toMatch(/RUT no es válido/)
  })
})
