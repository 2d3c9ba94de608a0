// GET /v1/arrendador/reports-maquina: a page of the signed reports of the lessor's machines,
// filtered by asset and period.
import type { Page, ReportMaquinaRow } from '@cordillera/contracts'
import type { Db } from '../../db/database.ts'
import type { ListCursors } from '../../db/list/list-cursor.ts'
import { listPageOf } from '../../db/list/list-page.ts'
import { type ReportMaquinaListQuery, reportMaquinaSource } from './report-maquina-rows.ts'

export function listReportsMaquina(
  db: Db,
  proveedorId: string,
  query: ReportMaquinaListQuery & {
    page: number
    pageSize: number | 'all'
    cursor?: string | undefined
  },
  cursors: ListCursors,
): Promise<Page<ReportMaquinaRow>> {
  return listPageOf(db, reportMaquinaSource(db, proveedorId, query), query, cursors)
}
