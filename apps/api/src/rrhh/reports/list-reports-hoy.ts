// GET /v1/operador/reports/hoy: the signed-in operator's "today": his reports of Santiago's today
// and every one still to sign or correct (borrador, en-observacion) whatever its day, newest day
// first. The history is the paged list.
import { fechaEnSantiago, type ReportRow } from '@cordillera/contracts'
import { desc, eq, inArray, or } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { reports } from '../../db/schema/index.ts'
import { fromReports, reportWhere, toReportRow } from './report-rows.ts'

/** More than this many open reports is a backlog for HR, not a phone's list. */
export const HOY_MAX = 100

export async function listReportsHoy(
  db: Db,
  operadorId: string,
  now = new Date(),
): Promise<{ hoy: string; items: ReportRow[] }> {
  const hoy = fechaEnSantiago(now)
  const rows = await fromReports(db)
    .where(
      reportWhere(
        { operadorId },
        or(eq(reports.fecha, hoy), inArray(reports.estado, ['borrador', 'en-observacion'])),
      ),
    )
    .orderBy(desc(reports.fecha), desc(reports.jornada), desc(reports.numero))
    .limit(HOY_MAX)
  return { hoy, items: rows.map(toReportRow) }
}
