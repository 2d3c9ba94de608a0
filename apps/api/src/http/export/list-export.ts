// The answer of every list's `GET …/exportar`: the rows of the list's query (search, filters,
// sort), read in keyset batches and written as they arrive, as CSV or XLSX, with the columns the
// caller chose (the ones its table shows) from the list's one column definition.
//
// Failures never reach the file: the first batch is read before anything is sent, so a failure
// there is the API's usual Spanish 500 (the SQL stays in the log); a failure later aborts the
// download (a truncated transfer the browser reports as failed) and is logged under an error id.
import {
  type AnyListColumn,
  type ColumnValue,
  chosenColumns,
  type ExportFormat,
} from '@cordillera/contracts'
import type { Context } from 'hono'
import type { AppEnv } from '../../app-env.ts'
import type { Db } from '../../db/database.ts'
import { allRows, type ListSource } from '../../db/list/list-page.ts'
import { newErrorId } from '../error-handlers.ts'
import { CSV_CONTENT_TYPE, csvLine, UTF8_BOM } from './csv.ts'
import { XLSX_CONTENT_TYPE, xlsxWriter } from './xlsx.ts'

export type ListExport<Row> = {
  /** File name stem: `razones-sociales` → `razones-sociales-2026-05-14.csv`. */
  name: string
  /** The sheet's name in an XLSX: `Razones sociales`. */
  title: string
  columns: readonly AnyListColumn<Row>[]
  /** The export query's `format` and `columns`. */
  query: { format: ExportFormat; columns?: string[] | undefined }
  batches: AsyncIterable<Row[]>
}

type ExportQuery = ListExport<unknown>['query']

/**
 * A list's `…/exportar` operation: what is its own (file name, sheet title, columns, the list
 * source its query reads) and nothing else; every list's export reads and writes the same way.
 */
export function listExportOf<Row extends { id: string }, Query>(spec: {
  name: string
  title: string
  columns: readonly AnyListColumn<Row>[]
  source: (db: Db, query: Query) => ListSource<Row>
}) {
  const { source, ...file } = spec
  return (c: Context<AppEnv>, db: Db, query: Query & ExportQuery): Promise<Response> =>
    listExport(c, { ...file, query, batches: allRows(db, source(db, query)) })
}

/** `razones-sociales-2026-05-14.csv`: the list's name and the day (Santiago) it was taken. */
export function exportFileName(name: string, format: ExportFormat, now = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(now)
  return `${name}-${day}.${format}`
}

export async function listExport<Row>(
  c: Context<AppEnv>,
  { name, title, columns: all, query, batches }: ListExport<Row>,
): Promise<Response> {
  const columns = chosenColumns(all, query.columns)
  const valuesOf = (rows: readonly Row[]): ColumnValue[][] =>
    rows.map((row) => columns.map((column) => column.value(row)))
  const iterator = batches[Symbol.asyncIterator]()
  // Read before answering: an error here is thrown to the app's error handler.
  const first = await iterator.next()

  const encoder = new TextEncoder()
  const logger = c.var.deps.logger
  let writer: ReturnType<typeof xlsxWriter> | undefined
  // Chunks handed to the stream so far: a pull must hand at least one on (see pull).
  let enqueued = 0
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const headers = columns.map((column) => column.header)
      if (query.format === 'xlsx') {
        writer = xlsxWriter(title, headers, (chunk) => {
          enqueued++
          controller.enqueue(chunk)
        })
        if (!first.done) writer.addRows(valuesOf(first.value))
      } else {
        const lines = first.done ? '' : valuesOf(first.value).map(csvLine).join('')
        controller.enqueue(encoder.encode(`${UTF8_BOM}${csvLine(headers)}${lines}`))
      }
    },
    async pull(controller) {
      try {
        // The stream calls pull again only once something was enqueued, and the zip can swallow
        // a whole batch without a byte out (its bytes come later, or with the next batch): read
        // on until a chunk has gone out, or the download waits forever.
        for (const before = enqueued; enqueued === before; ) {
          const next = first.done ? first : await iterator.next()
          if (next.done) {
            await writer?.finish()
            controller.close()
            return
          }
          if (writer) writer.addRows(valuesOf(next.value))
          else {
            enqueued++
            controller.enqueue(encoder.encode(valuesOf(next.value).map(csvLine).join('')))
          }
        }
      } catch (error) {
        const errorId = newErrorId()
        logger.error({ err: error, errorId, path: c.req.path }, 'export aborted mid-stream')
        // Only a generic reason: whatever the stream carries must never be the error's text.
        controller.error(new Error(`Exportación interrumpida (${errorId})`))
        await iterator.return?.(undefined)
      }
    },
    async cancel() {
      await iterator.return?.(undefined)
    },
  })
  const format = query.format
  return c.body(stream, 200, {
    'content-type': format === 'xlsx' ? XLSX_CONTENT_TYPE : CSV_CONTENT_TYPE,
    'content-disposition': `attachment; filename="${exportFileName(name, format)}"`,
    'cache-control': 'no-store',
  })
}
