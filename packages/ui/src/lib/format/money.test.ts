import { describe, expect, it } from 'vitest'
import { formatClp, formatMonto, formatNumber, formatUf, parseMonto, parseNumber } from './index.ts'

// The rules are tested in @cordillera/contracts; the screens still import them from here.
describe('numbers and amounts in the format module', () => {
  it('shows and reads them with the rules of the contracts', () => {
    expect(formatNumber(1234.5)).toBe('1.234,5')
    expect(parseNumber('1.234,5')).toBe(1234.5)
    expect(formatClp(1234567)).toBe('$1.234.567')
    expect(formatUf(12.35)).toBe('UF 12,35')
    expect(formatMonto(1.5, 'UF')).toBe('UF 1,50')
    expect(parseMonto('$1.500', 'CLP')).toBe(1500)
  })
})
