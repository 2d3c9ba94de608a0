// POST /v1/operadores/{idOperador}/reports/{idReport}/validacion: HR validates a signed report,
// which closes it (no edit, no delete). A report whose content no longer matches its signature
// (changed behind the API's back) is not validated: HR puts it en-observacion instead.
import type { ReportDetail, validarReportSchema } from '@cordillera/contracts'
import { desc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { firmasReport, reports } from '../../db/schema/index.ts'
import { conflict } from '../../http/api-error.ts'
import type { Actor } from '../../records/actor.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import { getReport } from './get-report.ts'
import { reportRecords } from './report-records.ts'
import { contenidoDe, hashDe, soloFirmado } from './report-rules.ts'

export const FIRMA_ALTERADA_MESSAGE =
  'El contenido del report no coincide con el que se firmó: póngalo en observación para que se firme de nuevo.'

export function validarReport(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  target: { id: string; operadorId: string },
  input: z.output<typeof validarReportSchema>,
): Promise<ReportDetail> {
  return reportRecords.transaction(db, async (tx) => {
    const before = await reportRecords.lock(
      tx,
      { id: target.id, version: input.version, scope: eq(reports.operadorId, target.operadorId) },
      { refuse: soloFirmado('valida') },
    )
    const [firma] = await tx
      .select({ hash: firmasReport.hash })
      .from(firmasReport)
      .where(eq(firmasReport.reportId, before.id))
      .orderBy(desc(firmasReport.firmadoEn), desc(firmasReport.id))
      .limit(1)
    if (firma?.hash !== hashDe(contenidoDe(before))) throw conflict(FIRMA_ALTERADA_MESSAGE)
    await reportRecords.write(
      tx,
      actor,
      before,
      { estado: 'validado', estadoDesde: new Date() },
      'validar',
    )
    return getReport(tx, storage, target)
  })
}
