// The signed daily reports of a lessor's machines: reports (firmado or validado, not deleted) of
// assets whose proveedor is the signed-in user's, whoever operated them; as the lessor reads them
// (no HR observation, no contract, no operator record).
import {
  folioDe,
  type Jornada,
  type listReportsMaquinaBaseSchema,
  type MotivoDetencion,
  type ReportMaquinaRow,
} from '@cordillera/contracts'
import { and, eq, inArray, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import type { ListSource } from '../../db/list/list-page.ts'
import { vigente } from '../../db/schema/columns.ts'
import { activos, obras, reports } from '../../db/schema/index.ts'
import type { ListQueryOf } from '../../records/list-source.ts'
import { listSourceOf } from '../../records/list-source.ts'
import { trackingOf } from '../../records/tracking.ts'
import { conSuActivo, delPeriodo, obraColumns, REPORT_FIRMADO } from '../arrendador-joins.ts'

export type ReportMaquinaListQuery = ListQueryOf<typeof listReportsMaquinaBaseSchema>

const sortKeys = {
  fecha: { expr: reports.fecha, type: 'date' },
  numero: { expr: reports.numero, type: 'integer' },
} as const

/** The reports of the lessor's machines: the scope of every read of this list. */
function deMaquinasDe(db: Db, proveedorId: string): SQL {
  return inArray(
    reports.activoId,
    db.select({ id: activos.id }).from(activos).where(eq(activos.proveedorId, proveedorId)),
  )
}

export function reportMaquinaWhere(
  db: Db,
  proveedorId: string,
  query: Pick<ReportMaquinaListQuery, 'activoId' | 'desde' | 'hasta'>,
): SQL | undefined {
  return and(
    vigente(reports),
    inArray(reports.estado, [...REPORT_FIRMADO]),
    deMaquinasDe(db, proveedorId),
    query.activoId ? eq(reports.activoId, query.activoId) : undefined,
    ...delPeriodo(reports.fecha, query),
  )
}

async function reportMaquinaRows(db: Db, where: SQL | undefined): Promise<ReportMaquinaRow[]> {
  const rows = await conSuActivo(db, reports, { obra: obraColumns })
    .innerJoin(obras, eq(obras.id, reports.obraId))
    .where(where)
  return rows.map(({ record, activo, obra }) => ({
    id: record.id,
    numero: record.numero,
    folio: folioDe('RPT', record.numero),
    fecha: record.fecha,
    jornada: record.jornada as Jornada,
    activo,
    obra,
    horometroInicio: record.horometroInicio,
    horometroFin: record.horometroFin,
    horasTrabajadas: record.horasTrabajadas,
    horasStandBy: record.horasStandBy,
    horasDetenidas: record.horasDetenidas,
    motivoDetencion: record.motivoDetencion as MotivoDetencion | null,
    actividades: record.actividades,
    estado: record.estado as ReportMaquinaRow['estado'],
    ...trackingOf(record),
  }))
}

export function reportMaquinaSource(
  db: Db,
  proveedorId: string,
  query: ReportMaquinaListQuery,
): ListSource<ReportMaquinaRow> {
  const scope = deMaquinasDe(db, proveedorId)
  return listSourceOf(reports, sortKeys, query, reportMaquinaWhere(db, proveedorId, query), (ids) =>
    reportMaquinaRows(db, and(inArray(reports.id, ids), scope)),
  )
}
