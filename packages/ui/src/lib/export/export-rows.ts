// One call for "export these rows with these columns as CSV or XLSX and download it": builds the
// file, names it with the date and triggers the download.
import { toCsvBlob } from './csv.ts'
import { downloadBlob } from './download.ts'
import type { ExportColumn } from './export-column.ts'
import { type ExportFormat, exportFileName } from './file-name.ts'
import { toXlsxBlob } from './xlsx.ts'

export type ExportRowsInput<Row> = {
  format: ExportFormat
  columns: readonly ExportColumn<Row>[]
  rows: readonly Row[]
  /** The list's name, e.g. 'Obras'; it becomes the file name (and the XLSX sheet name). */
  name: string
  now?: Date
}

/** Builds the file; exported apart from the download so callers and tests can inspect it. */
export async function buildExport<Row>({
  format,
  columns,
  rows,
  name,
  now,
}: ExportRowsInput<Row>): Promise<{ blob: Blob; fileName: string }> {
  const blob =
    format === 'csv'
      ? toCsvBlob(columns, rows)
      : await toXlsxBlob(columns, rows, { sheetName: name })
  return { blob, fileName: exportFileName(name, format, now) }
}

export async function exportRows<Row>(input: ExportRowsInput<Row>): Promise<string> {
  const { blob, fileName } = await buildExport(input)
  downloadBlob(blob, fileName)
  return fileName
}
