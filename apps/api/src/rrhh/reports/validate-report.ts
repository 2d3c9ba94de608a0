// POST /v1/operadores/{idOperador}/reports/{idReport}/validacion: HR validates a signed report at
// the version read, which closes it (no edit, no delete), audited `validar` (report-review.ts). A
// report whose content no longer matches its signature (changed behind the API's back) is not
// validated: HR puts it en-observacion instead.
import type { ReportDetail, validarReportSchema } from '@cordillera/contracts'
import { desc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db, Tx } from '../../db/database.ts'
import { firmasReport } from '../../db/schema/index.ts'
import { conflict } from '../../http/api-error.ts'
import type { Actor } from '../../records/actor.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import type { ReportRecord } from './report-records.ts'
import { type ReviewTarget, reviewReport } from './report-review.ts'
import { contenidoDe, hashDe, soloFirmado } from './report-rules.ts'

const FIRMA_ALTERADA_MESSAGE =
  'El contenido del report no coincide con el que se firmó: póngalo en observación para que se firme de nuevo.'

/** The content as stored must be what its last signature covered. */
async function firmaIntacta(tx: Tx, report: ReportRecord): Promise<void> {
  const [firma] = await tx
    .select({ hash: firmasReport.hash })
    .from(firmasReport)
    .where(eq(firmasReport.reportId, report.id))
    .orderBy(desc(firmasReport.firmadoEn), desc(firmasReport.id))
    .limit(1)
  if (firma?.hash !== hashDe(contenidoDe(report))) throw conflict(FIRMA_ALTERADA_MESSAGE)
}

export function validateReport(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  target: ReviewTarget,
  { version }: z.output<typeof validarReportSchema>,
): Promise<ReportDetail> {
  return reviewReport(db, storage, actor, target, version, {
    to: 'validado',
    check: firmaIntacta,
    refused: soloFirmado('valida'),
    action: 'validar',
  })
}
