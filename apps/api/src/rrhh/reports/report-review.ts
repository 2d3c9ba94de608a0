// HR's review of a signed report, at the version read, each audited as its action: observing it
// (observe-report.ts) or validating it (validate-report.ts). Only a firmado report is reviewed.
import type { ReportDetail } from '@cordillera/contracts'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { reports } from '../../db/schema/index.ts'
import { notifyReportObservado } from '../../notify/events.ts'
import type { Actor } from '../../records/actor.ts'
import type { Transition } from '../../records/records-of.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import { getReport } from './get-report.ts'
import { type ReportRecord, reportRecords } from './report-records.ts'

export type ReviewTarget = { id: string; operadorId: string }

/** A signed report moved by HR, answered as the report now reads. */
export function reviewReport(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  target: ReviewTarget,
  version: number,
  transition: Omit<Transition<typeof reports, ReportRecord>, 'from'>,
): Promise<ReportDetail> {
  return reportRecords.transaction(db, async (tx) => {
    const scope = eq(reports.operadorId, target.operadorId)
    const after = await reportRecords.move(
      tx,
      actor,
      { id: target.id, version, scope },
      {
        from: ['firmado'],
        ...transition,
      },
    )
    if (after.estado === 'en-observacion') await notifyReportObservado(tx, after)
    return getReport(tx, storage, target)
  })
}
