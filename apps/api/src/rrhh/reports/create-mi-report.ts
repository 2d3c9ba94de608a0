// POST /v1/operador/reports: the signed-in operator's new report, which is also his phone's offline
// sync. `claveSync` is the draft's idempotency key: when a report with it exists (his), the answer
// is that report (200: no new row, no audit entry), whatever its estado; another operator's key is
// a 409. Two replays at once both pass the first look: the unique index lets one insert and the
// other, refused, reads the report the first created.
import type { createReportOperadorSchema, ReportDetail } from '@cordillera/contracts'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { AuthUser } from '../../auth/auth-user.ts'
import type { Db } from '../../db/database.ts'
import { reports } from '../../db/schema/index.ts'
import { conflict } from '../../http/api-error.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import { createReport } from './create-report.ts'
import { getReport } from './get-report.ts'
import { isClaveSyncTaken } from './report-records.ts'

export type SyncResult = { report: ReportDetail; created: boolean }

export const CLAVE_AJENA_MESSAGE =
  'La clave de sincronización ya pertenece a otro report: cree el report de nuevo.'
export const SYNC_ELIMINADO_MESSAGE =
  'Este report fue eliminado por RR.HH. después de sincronizarse: cree uno nuevo si corresponde.'

export async function createMiReport(
  db: Db,
  storage: FileStorage,
  user: Pick<AuthUser, 'id'> & { operadorId: string },
  input: z.output<typeof createReportOperadorSchema>,
  now = new Date(),
): Promise<SyncResult> {
  const synced = await yaSincronizado(db, storage, user.operadorId, input.claveSync)
  if (synced) return { report: synced, created: false }
  const { claveSync, ...values } = input
  try {
    const report = await createReport(db, storage, user, user.operadorId, values, {
      autor: 'operador',
      claveSync,
      now,
    })
    return { report, created: true }
  } catch (error) {
    if (!isClaveSyncTaken(error)) throw error
    // A replay that ran at the same time inserted it first.
    const report = await yaSincronizado(db, storage, user.operadorId, claveSync)
    if (!report) throw error
    return { report, created: false }
  }
}

/** The report a sync key already made for this operator; 409 when it is another's or deleted. */
async function yaSincronizado(
  db: Db,
  storage: FileStorage,
  operadorId: string,
  claveSync: string,
): Promise<ReportDetail | null> {
  const [found] = await db
    .select({ id: reports.id, operadorId: reports.operadorId, eliminadoEn: reports.eliminadoEn })
    .from(reports)
    .where(eq(reports.claveSync, claveSync))
  if (!found) return null
  if (found.operadorId !== operadorId) throw conflict(CLAVE_AJENA_MESSAGE)
  if (found.eliminadoEn) throw conflict(SYNC_ELIMINADO_MESSAGE)
  return getReport(db, storage, { id: found.id, operadorId })
}
