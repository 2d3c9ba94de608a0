// POST /v1/operadores/{idOperador}/reports/{idReport}/observacion: HR puts a signed report
// en-observacion with what must be corrected (kept in `observacion`); the operator or HR corrects
// it and it is signed again. Audited as `observar`.
import type { observarReportSchema, ReportDetail } from '@cordillera/contracts'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { reports } from '../../db/schema/index.ts'
import type { Actor } from '../../records/actor.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import { getReport } from './get-report.ts'
import { reportRecords } from './report-records.ts'
import { soloFirmado } from './report-rules.ts'

export function observarReport(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  target: { id: string; operadorId: string },
  input: z.output<typeof observarReportSchema>,
): Promise<ReportDetail> {
  return reportRecords.transaction(db, async (tx) => {
    const before = await reportRecords.lock(
      tx,
      { id: target.id, version: input.version, scope: eq(reports.operadorId, target.operadorId) },
      { refuse: soloFirmado('pone en observación') },
    )
    await reportRecords.write(
      tx,
      actor,
      before,
      { estado: 'en-observacion', estadoDesde: new Date(), observacion: input.comentario },
      'observar',
    )
    return getReport(tx, storage, target)
  })
}
