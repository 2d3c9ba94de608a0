import { describe, expect, it } from 'vitest'
import { dateRangeSchema, optionalDateRangeSchema } from './date-range-schema.ts'

const messages = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])

describe('dateRangeSchema', () => {
  it('outputs both ISO dates when they are valid and in order', () => {
    expect(dateRangeSchema.parse({ from: '2026-12-01', to: '2026-12-31' })).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    })
    expect(dateRangeSchema.parse({ from: '2026-12-01', to: '2026-12-01' })).toEqual({
      from: '2026-12-01',
      to: '2026-12-01',
    })
  })

  it('reports each problem on the range itself, in Spanish', () => {
    expect(messages(dateRangeSchema.safeParse({ from: null, to: null }))).toEqual([
      ['', 'Ingresa las fechas desde y hasta.'],
    ])
    expect(messages(dateRangeSchema.safeParse({ from: '31-12', to: '2026-12-31' }))).toEqual([
      ['', 'La fecha «desde» no es válida: usa el formato dd-mm-aaaa.'],
    ])
    expect(messages(dateRangeSchema.safeParse({ from: '2026-12-31', to: '2026-12-01' }))).toEqual([
      ['', 'La fecha «hasta» debe ser igual o posterior a la fecha «desde».'],
    ])
  })

  it('refuses a year out of 1950–2100 with the years, and a day that does not exist', () => {
    expect(messages(dateRangeSchema.safeParse({ from: '0001-01-01', to: '2026-12-31' }))).toEqual([
      ['', 'La fecha «desde» debe estar entre 1950 y 2100.'],
    ])
    expect(messages(dateRangeSchema.safeParse({ from: '2026-12-01', to: '9999-12-31' }))).toEqual([
      ['', 'La fecha «hasta» debe estar entre 1950 y 2100.'],
    ])
    expect(messages(dateRangeSchema.safeParse({ from: '2026-02-29', to: '2026-03-31' }))).toEqual([
      ['', 'La fecha «desde» no es válida: usa el formato dd-mm-aaaa.'],
    ])
  })

  it('lets an optional period stay open or empty', () => {
    expect(optionalDateRangeSchema.parse({ from: '', to: null })).toBeNull()
    expect(optionalDateRangeSchema.parse(null)).toBeNull()
    expect(optionalDateRangeSchema.parse({ from: '2026-12-01', to: null })).toEqual({
      from: '2026-12-01',
      to: null,
    })
    expect(
      optionalDateRangeSchema.safeParse({ from: '2026-12-31', to: '2026-01-01' }).success,
    ).toBe(false)
  })
})
