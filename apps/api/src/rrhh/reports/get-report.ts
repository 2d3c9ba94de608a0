// GET /v1/operadores/{idOperador}/reports/{idReport} and GET /v1/operador/reports/{id}: a report
// of that operator (another's answers the same 404 as a missing one) with its signatures, each
// checked against what it signed, and its history read from the audit log, one sentence per step
// (the answer of every write too).
import {
  ESTADOS_REPORT,
  type EstadoReport,
  REPORT_DETAIL_FIELDS,
  type ReportDetail,
} from '@cordillera/contracts'
import { and, desc, eq } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import { auditLog, reports, usuarios } from '../../db/schema/index.ts'
import { authorColumns } from '../../records/detail-columns.ts'
import { pick } from '../../records/tracking.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import { firmasDe } from './report-firmas.ts'
import { reportRecords } from './report-records.ts'
import { fromReports, toReportRow } from './report-rows.ts'
import { contenidoDe } from './report-rules.ts'

/** How many steps of its history a report shows, newest first. */
export const HISTORIAL_MAX = 100

export async function getReport(
  db: Db | Tx,
  storage: FileStorage,
  target: { id: string; operadorId: string },
): Promise<ReportDetail> {
  const [found] = await fromReports(db, authorColumns(reports)).where(
    and(eq(reports.id, target.id), eq(reports.operadorId, target.operadorId), vigente(reports)),
  )
  if (!found) throw reportRecords.missing()
  const { record, creadoPor, actualizadoPor } = found
  const [firmas, historial] = await Promise.all([
    firmasDe(db, storage, record),
    historialDe(db, record.id),
  ])
  return {
    ...toReportRow(found),
    ...pick(contenidoDe(record), ...REPORT_DETAIL_FIELDS),
    claveSync: record.claveSync,
    firmas,
    historial,
    creadoPor,
    actualizadoPor,
  }
}

type Estado = { estado?: unknown; observacion?: unknown } | null

const estadoOf = (state: unknown): EstadoReport | null => {
  const estado = (state as Estado)?.estado
  return ESTADOS_REPORT.includes(estado as EstadoReport) ? (estado as EstadoReport) : null
}

/** The report's audit entries, newest first, each as a sentence. */
async function historialDe(db: Db | Tx, id: string): Promise<ReportDetail['historial']> {
  const rows = await db
    .select({
      at: auditLog.at,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
      usuarioId: usuarios.id,
      usuarioNombre: usuarios.nombre,
    })
    .from(auditLog)
    .leftJoin(usuarios, eq(usuarios.id, auditLog.usuarioId))
    .where(and(eq(auditLog.entity, reportRecords.entity), eq(auditLog.entityId, id)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(HISTORIAL_MAX)
  return rows.map((row) => {
    const usuario =
      row.usuarioId && row.usuarioNombre ? { id: row.usuarioId, nombre: row.usuarioNombre } : null
    return {
      en: row.at.toISOString(),
      usuario,
      texto: sentence(row.action, usuario?.nombre ?? null, row.before, row.after),
      estado: estadoOf(row.after),
    }
  })
}

function sentence(action: string, autor: string | null, before: unknown, after: unknown): string {
  switch (action) {
    case 'crear':
      return autor ? `Creado por ${autor}` : 'Creado'
    case 'editar':
      return estadoOf(before) === 'en-observacion' ? 'Corregido' : 'Editado'
    case 'firmar':
      return 'Firmado'
    case 'observar': {
      const comentario = (after as Estado)?.observacion
      return typeof comentario === 'string' && comentario
        ? `Puesto en observación: ${comentario}`
        : 'Puesto en observación'
    }
    case 'validar':
      return 'Validado'
    case 'eliminar':
      return 'Eliminado'
    default:
      return 'Modificado'
  }
}
