import { defaultTableState } from '@cordillera/ui/components/data-table/data-table'
import { describe, expect, it } from 'vitest'
import {
  applyTableChange,
  changesQuery,
  parseTableState,
  writeTableState,
} from './url-table-state.ts'

const parse = (query: string, defaults?: Parameters<typeof parseTableState>[1]) =>
  parseTableState(new URLSearchParams(query), defaults)

describe('table state in the URL', () => {
  it('reads page, size, sort, search, filters and columns', () => {
    expect(
      parse('page=2&size=25&sort=nombre:asc&q=los+andes&f.estado=activo&cols=-rut,fono,+dir'),
    ).toEqual({
      page: 2,
      pageSize: 25,
      sort: { id: 'nombre', desc: false },
      search: 'los andes',
      filters: { estado: 'activo' },
      columnVisibility: { rut: false, fono: true, dir: true },
    })
    expect(parse('size=all').pageSize).toBe('all')
  })

  it('falls back to the defaults for anything it cannot read', () => {
    expect(parse('page=-3&size=7&sort=nombre:up&f.=x&f.estado=&cols=-,-a%20b,%3Cx%3E')).toEqual(
      defaultTableState,
    )
    expect(parse('page=1.5').page).toBe(1)
    expect(parse('', { pageSize: 50, sort: { id: 'fecha', desc: true } })).toMatchObject({
      pageSize: 50,
      sort: { id: 'fecha', desc: true },
    })
    // An empty sort overrides a default sort.
    expect(parse('sort=', { sort: { id: 'fecha', desc: true } }).sort).toBeNull()
  })

  it('writes only what differs from the defaults and keeps params that are not the table’s', () => {
    const params = writeTableState(
      {
        page: 2,
        pageSize: 'all',
        sort: { id: 'monto', desc: true },
        search: '  andes ',
        filters: { estado: 'activo', tipo: '' },
        columnVisibility: { rut: false },
      },
      new URLSearchParams('tab=resumen&page=9&f.viejo=1'),
    )
    expect(params.toString()).toBe(
      'tab=resumen&page=2&size=all&sort=monto%3Adesc&q=andes&f.estado=activo&cols=-rut',
    )
    expect(writeTableState(defaultTableState).toString()).toBe('')
  })

  it('reads back what it writes', () => {
    const state = {
      ...defaultTableState,
      page: 4,
      pageSize: 10,
      search: 'Ñuñoa & "Sur"',
      filters: { 'obra.estado': 'en curso' },
      columnVisibility: { rut: false, telefono: true },
    }
    expect(parseTableState(writeTableState(state))).toEqual(state)
  })

  it('tells a new search or filter from a change of page or sort', () => {
    const base = { ...defaultTableState, page: 3 }
    expect(changesQuery(base, { ...base, search: 'x' })).toBe(true)
    expect(changesQuery(base, { ...base, filters: { estado: 'activo' } })).toBe(true)
    expect(changesQuery(base, { ...base, page: 4, sort: { id: 'nombre', desc: false } })).toBe(
      false,
    )
  })

  it('applies what the table changed on top of a change still on its way', () => {
    const seen = parseTableState(new URLSearchParams('q=&f.constructoraId=c1'))
    // "Quitar filtro" was clicked (its navigation is pending) when a typed search is committed by
    // a table that still shows the filter.
    const latest = parseTableState(new URLSearchParams(''))
    const next = { ...seen, search: 'mirador' }
    expect(applyTableChange(latest, seen, next)).toEqual({ ...latest, search: 'mirador' })
    // A filter the table removed goes; one it did not touch stays as the latest state has it.
    const withTwo = parseTableState(new URLSearchParams('f.activa=true&f.region=13'))
    const removed = { ...withTwo, filters: { region: '13' } }
    const latestRegion = parseTableState(new URLSearchParams('f.activa=true&f.region=05'))
    expect(applyTableChange(latestRegion, withTwo, removed).filters).toEqual({ region: '05' })
  })
})
