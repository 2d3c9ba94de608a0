// A report's period: its days counted with both ends, a month's last day (leap years too), and the
// rule said in Spanish (each end a day of 1950–2100, in order, at most 366 days), as the API's 400
// and the screens' field say it; years 0001 and 0099 counted as themselves, not as 1901 and 1999.
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  conPeriodoValido,
  diasDe,
  diasDelPeriodo,
  mesDe,
  mesText,
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

  it('names a month as the dashboards’ charts do: its short Spanish name and its year', () => {
    expect(mesText('2026-03')).toBe('mar 2026')
    expect(mesText('2025-01')).toBe('ene 2025')
    expect(mesText('2026-12')).toBe('dic 2026')
  })

  it('counts and lists the days of periods in years Date.UTC read as 19xx', () => {
    expect(diasDelPeriodo('0001-01-01', '0001-01-31')).toBe(31)
    expect(diasDelPeriodo('0001-01-01', '1901-01-31')).toBe(693_991)
    expect(diasDe({ desde: '0099-12-30', hasta: '0100-01-01' })).toEqual([
      '0099-12-30',
      '0099-12-31',
      '0100-01-01',
    ])
    expect(mesDe('0001-01-15')).toEqual({ desde: '0001-01-01', hasta: '0001-01-31' })
    expect(mesDe('1900-02-10')).toEqual({ desde: '1900-02-01', hasta: '1900-02-28' })
    expect(mesDe('2100-12-01')).toEqual({ desde: '2100-12-01', hasta: '2100-12-31' })
  })

  it('refuses a period out of order or longer than 366 days', () => {
    expect(problemaDelPeriodo({ desde: '2024-01-01', hasta: '2024-12-31' })).toBeNull()
    expect(problemaDelPeriodo({ desde: '2026-03-02', hasta: '2026-03-01' })).toEqual({
      campo: 'hasta',
      mensaje: 'La fecha final no puede ser anterior a la inicial.',
    })
    expect(problemaDelPeriodo({ desde: '2025-01-01', hasta: '2026-01-01' })).toBeNull()
    expect(problemaDelPeriodo({ desde: '2025-01-01', hasta: '2026-01-02' })).toEqual({
      campo: 'hasta',
      mensaje: 'El periodo abarca 367 días: elija hasta 366.',
    })
    // A paged list takes any length, in order.
    expect(
      problemaDelPeriodo({ desde: '1950-01-01', hasta: '2100-12-31' }, { diasMax: null }),
    ).toBeNull()
    expect(
      problemaDelPeriodo({ desde: '2026-03-02', hasta: '2026-03-01' }, { diasMax: null })?.campo,
    ).toBe('hasta')
  })

  it('refuses an end out of 1950–2100 or no calendar day, on that end, before counting', () => {
    const en = (desde: string, hasta: string) => problemaDelPeriodo({ desde, hasta })
    const fuera = 'La fecha debe estar entre 1950 y 2100.'
    // Date.UTC made 31 days of this one: it passed the 366-day limit.
    expect(en('0001-01-01', '1901-01-31')).toEqual({ campo: 'desde', mensaje: fuera })
    expect(en('0099-01-01', '0099-01-31')).toEqual({ campo: 'desde', mensaje: fuera })
    expect(en('1949-12-31', '1950-01-10')).toEqual({ campo: 'desde', mensaje: fuera })
    expect(en('2100-12-01', '2101-01-01')).toEqual({ campo: 'hasta', mensaje: fuera })
    expect(en('9999-12-01', '9999-12-31')).toEqual({ campo: 'desde', mensaje: fuera })
    expect(en('1950-01-01', '1950-12-31')).toBeNull()
    expect(en('2100-01-01', '2100-12-31')).toBeNull()
    expect(en('2026-02-30', '2026-03-10')).toEqual({
      campo: 'desde',
      mensaje: 'La fecha no es válida.',
    })
  })

  it('checks a query only when both ends are given, on the field to fix', () => {
    const schema = conPeriodoValido(z.object({ ...periodoShape, q: z.string().optional() }))
    expect(schema.safeParse({ desde: '2026-03-01' }).success).toBe(true)
    const issues = (query: object) =>
      schema.safeParse(query).error?.issues.map((issue) => [issue.path, issue.message])
    expect(issues({ desde: '2026-03-02', hasta: '2026-03-01' })).toEqual([
      [['hasta'], 'La fecha final no puede ser anterior a la inicial.'],
    ])
    // An end out of range is said once, by its own field.
    expect(issues({ desde: '0001-01-01', hasta: '2026-01-31' })).toEqual([
      [['desde'], 'La fecha debe estar entre 1950 y 2100.'],
    ])
    expect(issues({ hasta: '9999-12-31' })).toEqual([
      [['hasta'], 'La fecha debe estar entre 1950 y 2100.'],
    ])
    expect(issues({ desde: '2026-02-29', hasta: '2026-03-31' })).toEqual([
      [['desde'], 'La fecha no es válida.'],
    ])
    const lista = conPeriodoValido(z.object(periodoShape), { diasMax: null })
    expect(lista.safeParse({ desde: '1950-01-01', hasta: '2100-12-31' }).success).toBe(true)
    expect(lista.safeParse({ desde: '2026-03-02', hasta: '2026-03-01' }).success).toBe(false)
  })
})
