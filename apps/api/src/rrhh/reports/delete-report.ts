// DELETE /v1/operadores/{idOperador}/reports/{idReport}?version=: HR removes a report that was not
// validated (soft: it stays, marked eliminado, with its signatures). A validated one is what gets
// billed: 409.
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { reports } from '../../db/schema/index.ts'
import type { Actor } from '../../records/actor.ts'
import { reportRecords } from './report-records.ts'
import { noValidado } from './report-rules.ts'

export function deleteReport(
  db: Db,
  actor: Actor,
  target: { id: string; operadorId: string },
  version: number,
): Promise<void> {
  const scope = eq(reports.operadorId, target.operadorId)
  return reportRecords.delete(db, actor, { id: target.id, version, scope }, noValidado)
}
