// CSV the way Excel opens it in a Chilean locale: UTF-8 with a byte-order mark (or accents break),
// `;` between fields (`,` is the decimal separator there), CRLF line ends and RFC 4180 quoting.
import { exportText } from './cell-text.ts'
import type { ExportColumn, ExportValue } from './export-column.ts'

export const CSV_SEPARATOR = ';'
export const UTF8_BOM = '\uFEFF'
export const CSV_MIME = 'text/csv;charset=utf-8'

export type CsvOptions = {
  /** Field separator; `;` unless a consumer needs otherwise. */
  separator?: string
  /** Start with the UTF-8 byte-order mark (default true). */
  bom?: boolean
}

// A cell starting with one of these is run as a formula by spreadsheets ("CSV injection"): a
// customer's name like `=HYPERLINK(…)` must stay text, so it gets a leading apostrophe.
const FORMULA_START = /^[=+\-@\t\r]/

/** One field, quoted when it holds the separator, a quote or a line break. */
export function csvField(value: ExportValue, separator = CSV_SEPARATOR): string {
  let text = exportText(value)
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`
  const needsQuotes =
    text.includes(separator) || text.includes('"') || text.includes('\n') || text.includes('\r')
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text
}

/** The whole file: a header line with the columns' headers, then one line per row. */
export function toCsv<Row>(
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
  { separator = CSV_SEPARATOR, bom = true }: CsvOptions = {},
): string {
  const lines = [columns.map((column) => csvField(column.header, separator)).join(separator)]
  for (const row of rows) {
    lines.push(columns.map((column) => csvField(column.value(row), separator)).join(separator))
  }
  return `${bom ? UTF8_BOM : ''}${lines.join('\r\n')}\r\n`
}

export function toCsvBlob<Row>(
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
  options?: CsvOptions,
): Blob {
  return new Blob([toCsv(columns, rows, options)], { type: CSV_MIME })
}
