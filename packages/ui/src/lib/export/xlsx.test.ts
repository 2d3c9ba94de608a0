import { describe, expect, it } from 'vitest'
import type { ExportColumn } from './export-column.ts'
import { toSheetData, toXlsxBlob, XLSX_MIME, xlsxCell } from './xlsx.ts'

type Row = { nombre: string; monto: number; activa: boolean }
const columns: ExportColumn<Row>[] = [
  { header: 'Nombre', value: (row) => row.nombre },
  { header: 'Monto', value: (row) => row.monto },
  { header: 'Activa', value: (row) => row.activa },
]

describe('XLSX export', () => {
  it('puts a bold header first and keeps numbers as numbers', () => {
    expect(toSheetData(columns, [{ nombre: 'Obra 1', monto: 1500.25, activa: true }])).toEqual([
      [
        { value: 'Nombre', fontWeight: 'bold' },
        { value: 'Monto', fontWeight: 'bold' },
        { value: 'Activa', fontWeight: 'bold' },
      ],
      ['Obra 1', 1500.25, 'Sí'],
    ])
  })

  it('writes instants as dates on the Santiago clock and ISO dates as plain dates', () => {
    // 12:30 UTC in January is 09:30 in Santiago (UTC−3, summer time).
    const cell = xlsxCell(new Date('2025-01-31T12:30:00Z'))
    expect(cell).toMatchObject({ type: Date, format: 'dd-mm-yyyy hh:mm' })
    const written = (cell as { value: Date }).value
    expect(written.toISOString()).toBe('2025-01-31T09:30:00.000Z')

    expect(xlsxCell('2025-01-31')).toEqual({
      value: new Date(Date.UTC(2025, 0, 31)),
      type: Date,
      format: 'dd-mm-yyyy',
    })
    expect(xlsxCell('2025-02-30')).toBe('2025-02-30')
    expect(xlsxCell(null)).toBeNull()
  })

  it('produces an XLSX (zip) Blob', async () => {
    const blob = await toXlsxBlob(columns, [{ nombre: 'Obra 1', monto: 1, activa: false }], {
      sheetName: 'Obras: activas / 2025',
    })
    expect(blob).toBeInstanceOf(Blob)
    expect(blob.size).toBeGreaterThan(0)
    const bytes = new Uint8Array(await blob.arrayBuffer())
    // Every .xlsx is a zip archive: it starts with "PK".
    expect(String.fromCharCode(bytes[0] ?? 0, bytes[1] ?? 0)).toBe('PK')
    expect(blob.type).toBe(XLSX_MIME)
  })
})
