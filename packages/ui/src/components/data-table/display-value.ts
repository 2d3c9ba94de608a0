// How a column's plain value reads on screen when the column has no custom cell, with the kit's
// es-CL formats: numbers 1.234,5; instants dd-mm-yyyy HH:mm on Santiago's clock; ISO calendar
// dates ('2026-12-31') as 31-12-2026; booleans Sí/No.
import { ISO_DATE } from '../../lib/export/cell-text.ts'
import { formatDate, formatDateTime } from '../../lib/format/dates.ts'
import { formatNumber } from '../../lib/format/numbers.ts'
import { table as tableText } from '../../locale/es-cl/table.ts'
import type { CellValue } from './column.ts'

export function displayValue(value: CellValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return formatNumber(value)
  if (typeof value === 'boolean') return value ? tableText.yes : tableText.no
  if (value instanceof Date) return formatDateTime(value)
  if (ISO_DATE.test(value)) return formatDate(value) || value
  return value
}
