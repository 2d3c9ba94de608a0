import { describe, expect, it } from 'vitest'
import { normalizeVisibility } from './column.ts'
import { defaultTableState, hasQuery, pageCountOf, queryKeyOf, rangeOf } from './table-state.ts'

describe('table state helpers', () => {
  it('counts pages and the range shown', () => {
    expect(pageCountOf(1234, 25)).toBe(50)
    expect(pageCountOf(0, 25)).toBe(1)
    expect(pageCountOf(1234, 'all')).toBe(1)
    expect(rangeOf(1, 25, 1234)).toEqual({ from: 1, to: 25 })
    expect(rangeOf(50, 25, 1234)).toEqual({ from: 1226, to: 1234 })
    expect(rangeOf(1, 'all', 1234)).toEqual({ from: 1, to: 1234 })
    expect(rangeOf(1, 25, 0)).toEqual({ from: 0, to: 0 })
  })

  it('knows when the user narrowed the list', () => {
    expect(hasQuery(defaultTableState)).toBe(false)
    expect(hasQuery({ search: '  ', filters: { estado: '' } })).toBe(false)
    expect(hasQuery({ search: 'x', filters: {} })).toBe(true)
    expect(hasQuery({ search: '', filters: { estado: 'activo' } })).toBe(true)
  })

  it('keys the query by what the server is asked, not by column visibility', () => {
    const base = { ...defaultTableState, filters: { a: '1', b: '2' } }
    expect(queryKeyOf({ ...base, columnVisibility: { rut: false } })).toBe(queryKeyOf(base))
    expect(queryKeyOf({ ...base, filters: { b: '2', a: '1' } })).toBe(queryKeyOf(base))
    expect(queryKeyOf({ ...base, page: 2 })).not.toBe(queryKeyOf(base))
  })

  it('keeps only visibility choices that differ from the defaults', () => {
    const columns = [
      { id: 'rut', header: 'RUT', value: () => '' },
      { id: 'fono', header: 'Teléfono', value: () => '', defaultHidden: true },
    ]
    expect(normalizeVisibility(columns, { rut: true, fono: false })).toEqual({})
    expect(normalizeVisibility(columns, { rut: false, fono: true, otra: false })).toEqual({
      rut: false,
      fono: true,
    })
  })
})
