import { describe, expect, it } from 'vitest'
import { csvField, toCsv, toCsvBlob, UTF8_BOM } from './csv.ts'
import type { ExportColumn } from './export-column.ts'

type Obra = { nombre: string; monto: number; activa: boolean; inicio: string | null }

const columns: ExportColumn<Obra>[] = [
  { header: 'Nombre', value: (row) => row.nombre },
  { header: 'Monto', value: (row) => row.monto },
  { header: '¿Activa?', value: (row) => row.activa },
  { header: 'Inicio', value: (row) => row.inicio },
]

describe('toCsv', () => {
  it('starts with the UTF-8 BOM, separates with ; and ends lines with CRLF', () => {
    const csv = toCsv(columns, [
      { nombre: 'Edificio Ñuñoa', monto: 1234.5, activa: true, inicio: '2025-01-31' },
      { nombre: 'Puente', monto: -20, activa: false, inicio: null },
    ])
    expect(csv.startsWith(UTF8_BOM)).toBe(true)
    expect(csv.slice(1)).toBe(
      'Nombre;Monto;¿Activa?;Inicio\r\n' +
        'Edificio Ñuñoa;1234,5;Sí;31-01-2025\r\n' +
        'Puente;-20;No;\r\n',
    )
  })

  it('quotes fields holding the separator, quotes or line breaks, doubling the quotes', () => {
    const csv = toCsv(
      [{ header: 'Texto', value: (row: { t: string }) => row.t }],
      [{ t: 'a;b' }, { t: 'dice "hola"' }, { t: 'línea 1\nlínea 2' }, { t: 'simple' }],
      { bom: false },
    )
    expect(csv).toBe('Texto\r\n"a;b"\r\n"dice ""hola"""\r\n"línea 1\nlínea 2"\r\nsimple\r\n')
  })

  it('keeps text that looks like a formula as text', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvField(-5)).toBe('-5')
  })

  it('writes instants on the Santiago clock and ISO calendar dates as dd-mm-yyyy', () => {
    // 18:07 UTC in June is 14:07 in Santiago (UTC−4), whatever the machine's time zone.
    expect(csvField(new Date('2025-06-03T18:07:00Z'))).toBe('03-06-2025 14:07')
    expect(csvField('2025-06-03')).toBe('03-06-2025')
  })

  it('honours another separator', () => {
    expect(toCsv(columns.slice(0, 2), [], { separator: ',', bom: false })).toBe('Nombre,Monto\r\n')
    expect(csvField('1,5', ',')).toBe('"1,5"')
  })

  it('makes a UTF-8 CSV blob whose bytes start with the BOM', async () => {
    const blob = toCsvBlob(columns, [])
    expect(blob.type).toBe('text/csv;charset=utf-8')
    const bytes = new Uint8Array(await blob.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  })
})
