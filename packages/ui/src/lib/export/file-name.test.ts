import { describe, expect, it } from 'vitest'
import { exportFileName, slugify } from './file-name.ts'

describe('exportFileName', () => {
  it('names the file after the list and the day in Santiago', () => {
    const now = new Date('2025-01-05T15:00:00Z')
    expect(exportFileName('Obras activas', 'csv', now)).toBe('obras-activas-2025-01-05.csv')
    expect(exportFileName('Razón social / Ñuñoa', 'xlsx', now)).toBe(
      'razon-social-nunoa-2025-01-05.xlsx',
    )
    expect(exportFileName('***', 'csv', now)).toBe('exportacion-2025-01-05.csv')
    // 02:00 UTC on the 6th is still the 5th in Santiago.
    expect(exportFileName('Obras', 'csv', new Date('2025-01-06T02:00:00Z'))).toBe(
      'obras-2025-01-05.csv',
    )
  })

  it('slugifies without accents or spaces', () => {
    expect(slugify('  Contratos de Arriendo  ')).toBe('contratos-de-arriendo')
  })
})
