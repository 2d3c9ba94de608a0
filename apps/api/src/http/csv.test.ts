import { describe, expect, it } from 'vitest'
import { csvCell, csvFecha, csvFechaHora, csvFileName, csvLine } from './csv.ts'

describe('csv', () => {
  it('quotes what would break a field and writes booleans in Spanish', () => {
    expect(csvLine(['a;b', 'dijo "hola"', 'dos\nlíneas', true, false, null, 12])).toBe(
      '"a;b";"dijo ""hola""";"dos\nlíneas";Sí;No;;12\r\n',
    )
  })

  it('defuses formulas (CSV injection) but keeps phones and negative numbers', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"')
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('+56 9 1234 5678')).toBe('+56 9 1234 5678')
    expect(csvCell('-12')).toBe('-12')
    expect(csvCell('-cmd')).toBe("'-cmd")
  })

  it('writes dates and times as Chile does, in Santiago time', () => {
    expect(csvFecha('2026-05-14')).toBe('14-05-2026')
    expect(csvFecha(null)).toBe('')
    expect(csvFechaHora('2026-01-15T15:30:00.000Z')).toBe('15-01-2026 12:30')
    expect(csvFileName('obras', new Date('2026-05-15T02:00:00Z'))).toBe('obras-2026-05-14.csv')
  })
})
