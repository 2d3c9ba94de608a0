// How a non-text value reads in an exported file for a Chilean spreadsheet: decimal comma, dates
// as dd-mm-yyyy on Santiago's clock (the kit's date format, which Excel in es-CL recognises),
// booleans as Sí/No. ISO date strings ('2026-12-31', the project's calendar dates) count as dates.

import { table as tableText } from '../../locale/es-cl/table.ts'
import { formatDate, formatDateTime } from '../format/dates.ts'
import type { ExportValue } from './export-column.ts'

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** The text of one value, before any CSV quoting. */
export function exportText(value: ExportValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') {
    // No thousands separator, so Excel in es-CL still reads it as a number.
    return Number.isFinite(value) ? String(value).replace('.', ',') : ''
  }
  if (typeof value === 'boolean') return value ? tableText.yes : tableText.no
  if (value instanceof Date) return formatDateTime(value)
  if (ISO_DATE.test(value)) return formatDate(value) || value
  return value
}
