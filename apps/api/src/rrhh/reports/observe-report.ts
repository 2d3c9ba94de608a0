// HR's review of a signed report, at the version read, each audited as its action:
// - POST /v1/operadores/{idOperador}/reports/{idReport}/observacion puts it en-observacion with
//   what must be corrected (kept in `observacion`); the operator or HR corrects it and it is
//   signed again.
// - POST …/validacion validates it, which closes it (no edit, no delete). A report whose content
//   no longer matches its signature (changed behind the API's back) is not validated: HR puts it
//   en-observacion instead.
import type { observarReportSchema, ReportDetail, validarReportSchema } from '@cordillera/contracts'
import { desc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db, Tx } from '../../db/database.ts'
import { firmasReport, reports } from '../../db/schema/index.ts'
import { conflict } from '../../http/api-error.ts'
import type { Actor } from '../../records/actor.ts'
import type { Transition } from '../../records/records-of.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import { getReport } from './get-report.ts'
import { type ReportRecord, reportRecords } from './report-records.ts'
import { contenidoDe, hashDe, soloFirmado } from './report-rules.ts'

const FIRMA_ALTERADA_MESSAGE =
  'El contenido del report no coincide con el que se firmó: póngalo en observación para que se firme de nuevo.'

type Target = { id: string; operadorId: string }

/** A signed report moved by HR, answered as the report now reads. */
function revisar(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  target: Target,
  version: number,
  transition: Omit<Transition<typeof reports, ReportRecord>, 'from'>,
): Promise<ReportDetail> {
  return reportRecords.transaction(db, async (tx) => {
    const scope = eq(reports.operadorId, target.operadorId)
    await reportRecords.move(
      tx,
      actor,
      { id: target.id, version, scope },
      {
        from: ['firmado'],
        ...transition,
      },
    )
    return getReport(tx, storage, target)
  })
}

export function observarReport(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  target: Target,
  { version, comentario }: z.output<typeof observarReportSchema>,
): Promise<ReportDetail> {
  return revisar(db, storage, actor, target, version, {
    to: 'en-observacion',
    set: { observacion: comentario },
    refused: soloFirmado('pone en observación'),
    action: 'observar',
  })
}

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

export function validarReport(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  target: Target,
  { version }: z.output<typeof validarReportSchema>,
): Promise<ReportDetail> {
  return revisar(db, storage, actor, target, version, {
    to: 'validado',
    check: firmaIntacta,
    refused: soloFirmado('valida'),
    action: 'validar',
  })
}
