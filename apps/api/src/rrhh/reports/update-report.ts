// PATCH /v1/operadores/{idOperador}/reports/{idReport} (HR) and PATCH /v1/operador/reports/{id}
// (the operator's own): an edit of a borrador or en-observacion report at the version read. The
// rules are checked on the stored report with its changes; a new asset or day takes the obra and
// contract of that day's assignment. A report en-observacion stays so until it is signed again.
import type { ReportDetail, updateReportSchema } from '@cordillera/contracts'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { reports } from '../../db/schema/index.ts'
import type { Actor } from '../../records/actor.ts'
import { changedFields } from '../../records/changes.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import { getReport } from './get-report.ts'
import { type ReportRecord, reportRecords, rethrowDuplicado } from './report-records.ts'
import {
  type Autor,
  camposDe,
  checkReport,
  type ReportCampos,
  soloEditable,
} from './report-rules.ts'

export async function updateReport(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  target: { id: string; operadorId: string },
  input: z.output<typeof updateReportSchema>,
  options: { autor: Autor; now?: Date },
): Promise<ReportDetail> {
  const { version, ...patch } = input
  try {
    return await reportRecords.transaction(db, async (tx) => {
      const before = await reportRecords.lock(
        tx,
        { id: target.id, version, scope: eq(reports.operadorId, target.operadorId) },
        { refuse: soloEditable },
      )
      const changes = changedFields(before, patch as Partial<ReportRecord>)
      if (!changes) return getReport(tx, storage, target)
      const merged: ReportCampos = { ...camposDe(before), ...(changes as Partial<ReportCampos>) }
      const lugar = await checkReport(tx, target.operadorId, merged, {
        autor: options.autor,
        now: options.now ?? new Date(),
        cambios: new Set(Object.keys(changes) as (keyof ReportCampos)[]),
        exceptoId: before.id,
      })
      const set = lugar ? { ...changes, ...lugar } : changes
      await reportRecords.write(tx, actor, before, set, 'editar')
      return getReport(tx, storage, target)
    })
  } catch (error) {
    rethrowDuplicado(error)
  }
}
