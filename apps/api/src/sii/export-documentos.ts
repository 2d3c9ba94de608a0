// GET /v1/sii/documentos/exportar: every issued document the list's query matches (what its caller
// may see: guías only with logistics' key), as a streamed CSV or XLSX with the list's columns.
import { documentoTributarioColumns, type ExportFormat } from '@cordillera/contracts'
import type { Context } from 'hono'
import type { AppEnv } from '../app-env.ts'
import type { Db } from '../db/database.ts'
import { allRows } from '../db/list/list-page.ts'
import { listExport } from '../http/export/list-export.ts'
import { type DocumentosListQuery, documentosSource } from './documento-rows.ts'

export function exportDocumentos(
  c: Context<AppEnv>,
  db: Db,
  query: DocumentosListQuery & { format: ExportFormat; columns?: string[] | undefined },
): Promise<Response> {
  return listExport(c, {
    name: 'documentos-tributarios',
    title: 'Documentos tributarios',
    columns: documentoTributarioColumns,
    query,
    batches: allRows(db, documentosSource(db, query, c.var.user)),
  })
}
