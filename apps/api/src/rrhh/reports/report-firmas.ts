// A report's signatures: the drawn image (a PNG in the file storage, checked by its bytes) and,
// when read, whether each still matches what it signed. The newest signature of a firmado or
// validado report is checked against the report's current content, so a row changed behind the
// API's back shows `alterada`; older ones (and the last one of a report being corrected) against
// the content they stored.
import { randomUUID } from 'node:crypto'
import {
  type ContenidoReport,
  FIRMA_DATA_URL_PREFIX,
  FIRMA_INVALIDA_MESSAGE,
  FIRMA_MAX_BYTES,
  FIRMA_PESADA_MESSAGE,
  type FirmaReport,
  folioDe,
} from '@cordillera/contracts'
import { desc, eq } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import { firmasReport } from '../../db/schema/index.ts'
import { invalidFields } from '../../records/write-errors.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import { fileTypeOf } from '../../storage/file-type-of.ts'
import type { ReportRecord } from './report-records.ts'
import { contenidoDe, hashDe } from './report-rules.ts'

/** How long a signature's image URL lasts: the detail's screen shows it at once. */
export const FIRMA_URL_SECONDS = 5 * 60

/** A new, unguessable key for one signature of the report. */
export const newFirmaClave = (reportId: string) => `reports/${reportId}/firmas/${randomUUID()}.png`

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/

/** The PNG a signature's data URL carries: 400 on `firma` unless it is one, at most FIRMA_MAX_BYTES. */
export function firmaBytes(dataUrl: string): Uint8Array {
  const base64 = dataUrl.slice(FIRMA_DATA_URL_PREFIX.length)
  if (!dataUrl.startsWith(FIRMA_DATA_URL_PREFIX) || !BASE64.test(base64)) {
    throw invalidFields({ firma: FIRMA_INVALIDA_MESSAGE })
  }
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'))
  if (bytes.byteLength > FIRMA_MAX_BYTES) throw invalidFields({ firma: FIRMA_PESADA_MESSAGE })
  if (fileTypeOf(bytes) !== 'image/png') throw invalidFields({ firma: FIRMA_INVALIDA_MESSAGE })
  return bytes
}

/** The report's signatures, newest first, each with a short-lived URL of its image. */
export async function firmasDe(
  db: Db | Tx,
  storage: FileStorage,
  record: ReportRecord,
): Promise<FirmaReport[]> {
  const rows = await db
    .select()
    .from(firmasReport)
    .where(eq(firmasReport.reportId, record.id))
    .orderBy(desc(firmasReport.firmadoEn), desc(firmasReport.id))
  const vigenteFirmada = record.estado === 'firmado' || record.estado === 'validado'
  const fileName = `firma-${folioDe('RPT', record.numero).toLowerCase()}.png`
  return Promise.all(
    rows.map(async (row, index) => {
      const contenido =
        index === 0 && vigenteFirmada ? contenidoDe(record) : (row.contenido as ContenidoReport)
      const ticket = await storage.downloadUrl(row.imagenClave, {
        fileName,
        contentType: 'image/png',
        expiresInSeconds: FIRMA_URL_SECONDS,
      })
      return {
        id: row.id,
        firmadoPor: { id: row.firmadoPor, nombre: row.firmanteNombre },
        firmadoEn: row.firmadoEn.toISOString(),
        hash: row.hash,
        imagenUrl: ticket.url,
        integridad: hashDe(contenido) === row.hash ? 'integra' : 'alterada',
      }
    }),
  )
}
