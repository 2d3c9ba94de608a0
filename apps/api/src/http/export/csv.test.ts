import { describe, expect, it } from 'vitest'
import { csvCell, csvLine } from './csv.ts'

describe('csv', () => {
  it('quotes what would break a field and writes numbers with a decimal comma', () => {
    expect(csvLine(['a;b', 'dijo "hola"', 'dos\nlíneas', null, 12, 1234.5])).toBe(
      '"a;b";"dijo ""hola""";"dos\nlíneas";;12;1234,5\r\n',
    )
  })

  it('defuses formulas (CSV injection) but keeps phones and negative numbers', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"')
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('+56 9 1234 5678')).toBe('+56 9 1234 5678')
    expect(csvCell('-12')).toBe('-12')
    expect(csvCell('-cmd')).toBe("'-cmd")
  })
})
