// POST /v1/operador/reports/{id}/firma: the operator signs his borrador (or corrected
// en-observacion) report with his drawn signature, at the version read. The PNG is checked by its
// bytes and stored first (reports/<id>/firmas/<uuid>.png); then, in one transaction, the signature
// row (who, when, the content signed and its SHA-256), the report firmado one version up and the
// `firmar` audit entry. When the transaction fails the stored image is removed.
import type { firmarReportSchema, ReportDetail } from '@cordillera/contracts'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { AuthUser } from '../../auth/auth-user.ts'
import type { Db } from '../../db/database.ts'
import { firmasReport, reports } from '../../db/schema/index.ts'
import { writable } from '../../records/write-errors.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import { getReport } from './get-report.ts'
import { firmaBytes, newFirmaClave } from './report-firmas.ts'
import { REPORT_NO_EXISTE, reportRecords } from './report-records.ts'
import { contenidoDe, hashDe, soloFirmable } from './report-rules.ts'

export async function signReport(
  db: Db,
  storage: FileStorage,
  user: Pick<AuthUser, 'id' | 'nombre'> & { operadorId: string },
  id: string,
  input: z.output<typeof firmarReportSchema>,
): Promise<ReportDetail> {
  const bytes = firmaBytes(input.firma)
  const target = { id, version: input.version, scope: eq(reports.operadorId, user.operadorId) }
  // Nothing is stored for a report that is not his, was changed since it was read, or is signed.
  const found = await reportRecords.find(db, id, { scope: target.scope })
  soloFirmable(found)
  writable(found, input.version, REPORT_NO_EXISTE)

  const imagenClave = newFirmaClave(id)
  await storage.put(imagenClave, bytes, 'image/png')
  try {
    return await reportRecords.transaction(db, async (tx) => {
      const before = await reportRecords.lock(tx, target, { refuse: soloFirmable })
      const contenido = contenidoDe(before)
      const firmadoEn = new Date()
      await tx.insert(firmasReport).values({
        reportId: before.id,
        firmadoPor: user.id,
        firmanteNombre: user.nombre,
        firmadoEn,
        contenido,
        hash: hashDe(contenido),
        imagenClave,
      })
      await reportRecords.write(
        tx,
        user,
        before,
        { estado: 'firmado', estadoDesde: firmadoEn },
        'firmar',
      )
      return getReport(tx, storage, { id, operadorId: user.operadorId })
    })
  } catch (error) {
    // The refusal (409, 404) is the answer; a file that could not be removed is only an orphan.
    await storage.delete(imagenClave).catch(() => undefined)
    throw error
  }
}
