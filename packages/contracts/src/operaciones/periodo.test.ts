// A report's period: its days counted with both ends, a month's last day (leap years too), and the
// rule said in Spanish (in order, at most 366 days), as the API's 400 and the screens' field say it.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  conPeriodoValido,
  diasDe,
  diasDelPeriodo,
  mesDe,
  periodoShape,
  problemaDelPeriodo,
} from './periodo.ts'

describe('periodo', () => {
  it('counts days with both ends, across months and years', () => {
    expect(diasDelPeriodo('2026-03-01', '2026-03-01')).toBe(1)
    expect(diasDelPeriodo('2026-02-27', '2026-03-02')).toBe(4)
    expect(diasDelPeriodo('2024-01-01', '2024-12-31')).toBe(366)
    expect(diasDelPeriodo('2026-03-02', '2026-03-01')).toBe(0)
    expect(diasDe({ desde: '2026-12-30', hasta: '2027-01-02' })).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ])
  })

  it('gives a day’s month, February of leap years included', () => {
    expect(mesDe('2026-11-25')).toEqual({ desde: '2026-11-01', hasta: '2026-11-30' })
    expect(mesDe('2024-02-10')).toEqual({ desde: '2024-02-01', hasta: '2024-02-29' })
    expect(mesDe('2026-12-31')).toEqual({ desde: '2026-12-01', hasta: '2026-12-31' })
  })

  it('refuses a period out of order or longer than 366 days', () => {
    expect(problemaDelPeriodo({ desde: '2024-01-01', hasta: '2024-12-31' })).toBeNull()
    expect(problemaDelPeriodo({ desde: '2026-03-02', hasta: '2026-03-01' })).toBe(
      'La fecha final no puede ser anterior a la inicial.',
    )
    expect(problemaDelPeriodo({ desde: '2025-01-01', hasta: '2026-01-02' })).toBe(
      'El periodo abarca 367 días: elija hasta 366.',
    )
  })

  it('checks a query only when both ends are given, on hasta', () => {
    const schema = conPeriodoValido(z.object({ ...periodoShape, q: z.string().optional() }))
    expect(schema.safeParse({ desde: '2026-03-01' }).success).toBe(true)
    const result = schema.safeParse({ desde: '2026-03-02', hasta: '2026-03-01' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['hasta'], 'La fecha final no puede ser anterior a la inicial.'],
    ])
  })
})
