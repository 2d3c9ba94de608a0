// CSV downloads for Excel as Chile has it: UTF-8 with a BOM (or accents break), `;` between
// fields (`,` is the decimal separator there), CRLF line ends. Rows are streamed as the list
// reads them, batch by batch, so a 100,000-row export never sits whole in memory.
import type { Context } from 'hono'

const NEEDS_QUOTES = /[;"\r\n]|^\s|\s$/
// A cell that starts like a formula would run as one in a spreadsheet (CSV injection); phone
// numbers (+56 9…) and negative numbers still read as what they are.
const FORMULA_START = /^(?:[=@\t\r]|[+-](?![\d\s]))/

export type CsvCell = string | number | boolean | null | undefined

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  let text = typeof value === 'boolean' ? (value ? 'Sí' : 'No') : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(';')}\r\n`
}

export type CsvColumn<Row> = { header: string; value: (row: Row) => CsvCell }

/** `razones-sociales-2026-05-14.csv`: the list's name and the day (Santiago) it was taken. */
export function csvFileName(name: string, now = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(now)
  return `${name}-${day}.csv`
}

/** The streamed answer: header line, then each batch of rows as it arrives. */
export function csvResponse<Row>(
  c: Context,
  name: string,
  columns: readonly CsvColumn<Row>[],
  batches: AsyncIterable<Row[]>,
): Response {
  const encoder = new TextEncoder()
  const iterator = batches[Symbol.asyncIterator]()
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvLine(columns.map((column) => column.header))}`))
    },
    async pull(controller) {
      const next = await iterator.next()
      if (next.done) {
        controller.close()
        return
      }
      const text = next.value
        .map((row) => csvLine(columns.map((column) => column.value(row))))
        .join('')
      controller.enqueue(encoder.encode(text))
    },
    async cancel() {
      await iterator.return?.(undefined)
    },
  })
  return c.body(stream, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${csvFileName(name)}"`,
    'cache-control': 'no-store',
  })
}

const fechaHora = new Intl.DateTimeFormat('es-CL', {
  timeZone: 'America/Santiago',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** An instant as Chile reads it: `14-05-2026 09:30` (America/Santiago). */
export function csvFechaHora(iso: string): string {
  return fechaHora.format(new Date(iso)).replace(',', '')
}

/** `2026-05-14` → `14-05-2026`. */
export function csvFecha(isoDate: string | null): string {
  if (!isoDate) return ''
  const [year, month, day] = isoDate.split('-')
  return `${day}-${month}-${year}`
}
