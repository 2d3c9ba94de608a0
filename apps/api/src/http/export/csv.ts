// CSV for Excel as Chile has it: UTF-8 with a BOM (or accents break), `;` between fields (`,` is
// the decimal separator there), CRLF line ends, RFC 4180 quoting.
import type { ColumnValue } from '@cordillera/contracts'

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8'
export const UTF8_BOM = '\uFEFF'

const NEEDS_QUOTES = /[;"\r\n]|^\s|\s$/
// A cell that starts like a formula would run as one in a spreadsheet (CSV injection): a name
// such as `=HYPERLINK(…)` stays text behind an apostrophe. Phone numbers (+56 9…) and negative
// numbers still read as what they are.
const FORMULA_START = /^(?:[=@\t\r]|[+-](?![\d\s]))/

export function csvCell(value: ColumnValue | undefined): string {
  if (value === null || value === undefined) return ''
  // No thousands separator and a decimal comma, so Excel in es-CL reads it as a number.
  if (typeof value === 'number')
    return Number.isFinite(value) ? String(value).replace('.', ',') : ''
  let text = value
  if (FORMULA_START.test(text)) text = `'${text}`
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function csvLine(cells: readonly (ColumnValue | undefined)[]): string {
  return `${cells.map(csvCell).join(';')}\r\n`
}
