// GET /v1/reports/en-observacion: HR's queue, the reports en-observacion of every operator, by
// operator or obra.
import type { listReportsObservadosQuerySchema, Page, ReportRow } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { type ListCursors, pageRequestOf } from '../../db/list/list-cursor.ts'
import { listPage } from '../../db/list/list-page.ts'
import { reportSource } from './report-rows.ts'

export function listReportsObservados(
  db: Db,
  query: z.output<typeof listReportsObservadosQuerySchema>,
  cursors: ListCursors,
): Promise<Page<ReportRow>> {
  const source = reportSource(db, { ...query, estado: 'en-observacion' })
  return listPage(db, source, pageRequestOf(query, cursors))
}
