import { describe, expect, it } from 'vitest'
import { formatRut, isValidRut, normalizeRut } from './index.ts'

describe('RUT in the format module', () => {
  it('shows, validates and normalises with the rules of the contracts', () => {
    expect(formatRut('123456785')).toBe('12.345.678-5')
    expect(formatRut('10000013-k')).toBe('10.000.013-K')
    expect(formatRut('hola')).toBe('hola')
    expect(isValidRut('12.345.678-4')).toBe(false)
    expect(normalizeRut('12.345.678-5')).toBe('12345678-5')
  })
})
