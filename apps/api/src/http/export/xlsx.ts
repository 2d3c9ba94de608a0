// XLSX written as it streams (exceljs' streaming workbook writer): each batch of rows is added
// and committed, the zip is compressed as it goes and its bytes handed on, so a 100,000-row sheet
// never sits whole in memory. Numbers stay numbers (a sheet can sum them); everything else is
// the text the table shows, written as text: a cell is never a formula.
import { PassThrough } from 'node:stream'
import type { ColumnValue } from '@cordillera/contracts'
import ExcelJS from 'exceljs'

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Excel allows at most 31 characters in a sheet's name and none of `\ / ? * [ ] :`. */
export const sheetName = (title: string) =>
  title.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Hoja1'

export type XlsxWriter = {
  /** Adds rows to the sheet; their bytes reach `onData` as the zip is written. */
  addRows(rows: readonly (readonly ColumnValue[])[]): void
  /** Closes the sheet and the workbook; resolves once the last byte reached `onData`. */
  finish(): Promise<void>
}

export function xlsxWriter(
  title: string,
  headers: readonly string[],
  onData: (chunk: Uint8Array) => void,
): XlsxWriter {
  const output = new PassThrough()
  const ended = new Promise<void>((resolve, reject) => {
    output.on('end', resolve)
    output.on('error', reject)
  })
  output.on('data', (chunk: Buffer) => onData(new Uint8Array(chunk)))
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  })
  // The header stays in view while scrolling a long export.
  const sheet = workbook.addWorksheet(sheetName(title), {
    views: [{ state: 'frozen', ySplit: 1 }],
  })
  const header = sheet.addRow([...headers])
  header.font = { bold: true }
  header.commit()

  return {
    addRows(rows) {
      for (const values of rows) sheet.addRow(values.map((value) => value ?? null)).commit()
    },
    async finish() {
      sheet.commit()
      await workbook.commit()
      await ended
    },
  }
}
