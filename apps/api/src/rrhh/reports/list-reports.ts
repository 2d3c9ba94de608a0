// GET /v1/operadores/{id}/reports (HR: one operator's history) and GET /v1/operador/reports (the
// signed-in operator's own): a page of the operator's reports, filtered, searched and sorted.
import type { listReportsQuerySchema, Page, ReportRow } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import type { ListCursors } from '../../db/list/list-cursor.ts'
import { listPageOf } from '../../db/list/list-page.ts'
import { reportSource } from './report-rows.ts'
import { requireOperador } from './report-rules.ts'

export async function listReports(
  db: Db,
  operadorId: string,
  query: z.output<typeof listReportsQuerySchema>,
  cursors: ListCursors,
): Promise<Page<ReportRow>> {
  await requireOperador(db, operadorId)
  return listPageOf(db, reportSource(db, { ...query, operadorId }), query, cursors)
}
