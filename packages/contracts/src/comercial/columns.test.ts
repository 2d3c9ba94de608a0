// The shared column definitions (common/columns.ts) at work on the commercial lists: what a
// column definition refuses at typecheck, the values people read, the export query.
import { describe, expect, it } from 'vitest'
import { chosenColumns, defineColumns, exportParams, fechaHoraText } from '../common/columns.ts'
import { obraColumns } from './obra-columns.ts'
import type { ListRazonesSocialesQuery, RazonSocialRow } from './razon-social.ts'
import { razonSocialColumns } from './razon-social-columns.ts'

describe('defineColumns', () => {
  it('refuses, at typecheck, a sortable column or a filter the list route does not have', () => {
    defineColumns<RazonSocialRow, ListRazonesSocialesQuery>()([
      // The API sorts razones sociales by razón social, RUT and dates, not by giro.
      // @ts-expect-error 'giro' is not one of the route's sorts
      { id: 'giro', header: 'Giro', value: (row) => row.giro, sortable: true },
    ])
    defineColumns<RazonSocialRow, ListRazonesSocialesQuery>()([
      // @ts-expect-error 'giro' is not one of the route's filters
      { id: 'giro', header: 'Giro', value: (row) => row.giro, filter: { type: 'text' } },
    ])
    // A sort and a filter the route has pass.
    const ok = defineColumns<RazonSocialRow, ListRazonesSocialesQuery>()([
      { id: 'rut', header: 'RUT', value: (row) => row.rut, sortable: true },
      { id: 'region', header: 'Región', value: (row) => row.region, filter: { type: 'text' } },
    ])
    expect(ok.map((column) => column.id)).toEqual(['rut', 'region'])
  })

  it('keeps the column ids in the type, so a misspelt one fails typecheck', () => {
    type RazonSocialColumnId = (typeof razonSocialColumns)[number]['id']
    const giro: RazonSocialColumnId = 'giro'
    // @ts-expect-error 'giros' is not a column of razones sociales
    const giros: RazonSocialColumnId = 'giros'
    expect(razonSocialColumns.map((column) => column.id)).toContain(giro)
    expect(razonSocialColumns.map((column) => column.id)).not.toContain(giros)
  })

  it('refuses two columns with the same id', () => {
    expect(() =>
      defineColumns<RazonSocialRow, ListRazonesSocialesQuery>()([
        { id: 'giro', header: 'Giro', value: (row) => row.giro },
        { id: 'giro', header: 'Giro 2', value: (row) => row.giro },
      ]),
    ).toThrow(/giro/)
  })
})

describe('column values as a person in Chile reads them', () => {
  it('formats the RUT, names the comuna and region, dates on Santiago clock', () => {
    const row = {
      id: '00000000-0000-4000-8000-000000000001',
      rut: '76086428-5',
      razonSocial: 'Constructora Ñuñoa SpA',
      nombreFantasia: null,
      giro: 'Construcción',
      direccion: 'Av. Irarrázaval 100',
      comuna: '13120',
      region: '13',
      telefono: null,
      email: null,
      grupoCliente: null,
      activo: false,
      version: 1,
      creadoEn: '2026-01-31T12:30:00.000Z',
      actualizadoEn: '2026-06-03T18:07:00.000Z',
    } satisfies RazonSocialRow
    const text = Object.fromEntries(razonSocialColumns.map((c) => [c.id, c.value(row)]))
    expect(text).toMatchObject({
      rut: '76.086.428-5',
      comuna: 'Ñuñoa',
      region: 'Metropolitana de Santiago',
      grupoCliente: null,
      activo: 'Inactiva',
      // Summer (UTC−3) and winter (UTC−4) time.
      creadoEn: '31-01-2026 09:30',
      actualizadoEn: '03-06-2026 14:07',
    })
    expect(fechaHoraText(null)).toBeNull()
  })
})

describe('the export query', () => {
  const params = exportParams(obraColumns)

  it('takes csv by default, xlsx on request, and refuses another format in Spanish', () => {
    expect(params.format.parse(undefined)).toBe('csv')
    expect(params.format.parse('xlsx')).toBe('xlsx')
    expect(params.format.safeParse('pdf').error?.issues[0]?.message).toBe(
      'El formato debe ser csv o xlsx.',
    )
  })

  it('writes the columns asked for in their order, and refuses an unknown one', () => {
    const ids = params.columns.parse('nombre, codigo')
    expect(chosenColumns(obraColumns, ids).map((column) => column.header)).toEqual([
      'Obra',
      'Código',
    ])
    expect(chosenColumns(obraColumns, undefined)).toHaveLength(obraColumns.length)
    expect(params.columns.safeParse('nombre,sueldo').success).toBe(false)
  })
})
