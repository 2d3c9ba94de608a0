// POST /v1/operadores/{idOperador}/reports/{idReport}/observacion: HR puts a signed report
// en-observacion with what must be corrected (kept in `observacion`), at the version read, audited
// `observar` (report-review.ts); the operator or HR corrects it and it is signed again.
import type { observarReportSchema, ReportDetail } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import type { Actor } from '../../records/actor.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import { type ReviewTarget, reviewReport } from './report-review.ts'
import { soloFirmado } from './report-rules.ts'

export function observeReport(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  target: ReviewTarget,
  { version, comentario }: z.output<typeof observarReportSchema>,
): Promise<ReportDetail> {
  return reviewReport(db, storage, actor, target, version, {
    to: 'en-observacion',
    set: { observacion: comentario },
    refused: soloFirmado('pone en observación'),
    action: 'observar',
  })
}
