import { describe, expect, it } from 'vitest'
import { formatPatente, PATENTE_MESSAGE, parsePatente, patenteOpcional } from './patente.ts'

describe('patente', () => {
  it('accepts both Chilean formats however they are typed, and stores them bare', () => {
    expect(parsePatente('BC·DF·12')).toBe('BCDF12')
    expect(parsePatente('bc-df-12')).toBe('BCDF12')
    expect(parsePatente(' bcdf 12 ')).toBe('BCDF12')
    expect(parsePatente('AB.12.34')).toBe('AB1234')
    expect(parsePatente('ab1234')).toBe('AB1234')
  })

  it('refuses the new format with vowels, M, N, Ñ or Q, and other shapes', () => {
    expect(parsePatente('BADF12')).toBeNull()
    expect(parsePatente('BMDF12')).toBeNull()
    expect(parsePatente('BNDF12')).toBeNull()
    expect(parsePatente('BÑDF12')).toBeNull()
    expect(parsePatente('BQDF12')).toBeNull()
    expect(parsePatente('ABC123')).toBeNull()
    expect(parsePatente('BCDF123')).toBeNull()
    expect(parsePatente('12BCDF')).toBeNull()
  })

  it('shows a stored patente in pairs', () => {
    expect(formatPatente('BCDF12')).toBe('BC·DF·12')
    expect(formatPatente('AB1234')).toBe('AB·12·34')
  })

  it('is optional in a form: empty clears it, absent leaves it, a bad one says how it should look', () => {
    expect(patenteOpcional.parse('')).toBeNull()
    expect(patenteOpcional.parse(null)).toBeNull()
    expect(patenteOpcional.parse(undefined)).toBeUndefined()
    expect(patenteOpcional.parse('bc·df·12')).toBe('BCDF12')
    const result = patenteOpcional.safeParse('AEIO12')
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(PATENTE_MESSAGE)
  })
})
