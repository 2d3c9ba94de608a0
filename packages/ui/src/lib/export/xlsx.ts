// XLSX export with write-excel-file: a bold header row, then typed cells (numbers stay numbers,
// dates stay dates) so the sheet can be sorted and summed in Excel.
import writeXlsxFile, { type Cell, type SheetData } from 'write-excel-file/universal'
import { esCl } from '../../locale/es-cl.ts'
import { wallTimeAt } from '../format/time-zone.ts'
import { ISO_DATE } from './cell-text.ts'
import type { ExportColumn, ExportValue } from './export-column.ts'

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Excel's own date format codes (not date-fns'), in the Chilean order. */
const DATE_FORMAT = 'dd-mm-yyyy'
const DATE_TIME_FORMAT = 'dd-mm-yyyy hh:mm'

// Excel dates carry no time zone and the library converts through UTC: writing Santiago's wall
// clock as if it were UTC makes the sheet show the time the screen showed, whatever the device.
function santiagoAsUtc(instant: Date): Date {
  const wall = wallTimeAt(instant)
  return new Date(
    Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second),
  )
}

/** One cell of the sheet. */
export function xlsxCell(value: ExportValue): Cell {
  if (value === null || value === undefined) return null
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'boolean') return value ? esCl.table.yes : esCl.table.no
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null
    return { value: santiagoAsUtc(value), type: Date, format: DATE_TIME_FORMAT }
  }
  if (ISO_DATE.test(value)) {
    const [year, month, day] = value.split('-').map(Number) as [number, number, number]
    const date = new Date(Date.UTC(year, month - 1, day))
    if (date.getUTCMonth() === month - 1) return { value: date, type: Date, format: DATE_FORMAT }
  }
  return value
}

/** The sheet as rows of cells: header first. */
export function toSheetData<Row>(
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
): SheetData {
  const header: Cell[] = columns.map((column) => ({ value: column.header, fontWeight: 'bold' }))
  return [header, ...rows.map((row) => columns.map((column) => xlsxCell(column.value(row))))]
}

export type XlsxOptions = {
  /** Sheet tab name; Excel allows at most 31 characters and none of `\ / ? * [ ] :`. */
  sheetName?: string
}

const sheetNameOf = (name: string) => name.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Hoja1'

export function toXlsxBlob<Row>(
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
  { sheetName = esCl.table.exportSheet }: XlsxOptions = {},
): Promise<Blob> {
  return writeXlsxFile(toSheetData(columns, rows), {
    sheet: sheetNameOf(sheetName),
    // Keeps the header in view while scrolling a long export.
    stickyRowsCount: 1,
  }).toBlob()
}
