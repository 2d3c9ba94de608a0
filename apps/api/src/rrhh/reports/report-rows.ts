// Reports as lists show them: the row (the operator's name, the asset's código and tipo, the obra,
// the contract's folio, when it was last signed), how they filter, search and sort. Reports have
// no search column: `q` looks for the folio (`RPT-000123`, `123`) or the asset's código.
import {
  type EstadoReport,
  folioDe,
  type Jornada,
  type listReportsQuerySchema,
  type ReportRow,
} from '@cordillera/contracts'
import { and, eq, getTableColumns, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import { activoJoin, joined, operadorJoin, operadorNombre } from '../../db/joins.ts'
import type { ListSource } from '../../db/list/list-page.ts'
import { vigente } from '../../db/schema/columns.ts'
import {
  activos,
  contratos,
  firmasReport,
  obras,
  reports,
  tiposActivo,
} from '../../db/schema/index.ts'
import { type ListQueryOf, listSourceOf, sortKeysOf } from '../../records/list-source.ts'
import { trackingOf } from '../../records/tracking.ts'
import type { ReportRecord } from './report-records.ts'

export type ReportListQuery = ListQueryOf<typeof listReportsQuerySchema>
type Sort = ReportListQuery['sort']

const sortKeys = sortKeysOf<Sort>(reports, {
  fecha: { expr: reports.fecha, type: 'date' },
  numero: { expr: reports.numero, type: 'integer' },
  estado: { expr: reports.estado, type: 'text' },
})

/** A report's columns with what it shows of its operator, asset, obra, contract and signatures. */
export const reportColumns = {
  record: getTableColumns(reports),
  operadorNombre,
  activoCodigo: activos.codigo,
  activoTipo: tiposActivo.nombre,
  obraNombre: obras.nombre,
  contratoNumero: contratos.numero,
  firmadoEn: sql`(select max(${firmasReport.firmadoEn}) from ${firmasReport}
    where ${firmasReport.reportId} = ${reports.id})`.mapWith(firmasReport.firmadoEn),
}

/** `reportColumns` and `extra` with their joins (a report may lack a contract). */
export function fromReports<Extra extends Record<string, SQL>>(
  db: Db | Tx,
  extra: Extra = {} as Extra,
) {
  const query = db
    .select({ ...reportColumns, ...extra })
    .from(reports)
    .$dynamic()
  return joined(query, operadorJoin(reports.operadorId), activoJoin(reports.activoId))
    .innerJoin(obras, eq(obras.id, reports.obraId))
    .leftJoin(contratos, eq(contratos.id, reports.contratoId))
}

export type ReportJoined = {
  record: ReportRecord
  operadorNombre: string
  activoCodigo: string
  activoTipo: string
  obraNombre: string
  contratoNumero: number | null
  firmadoEn: Date | null
}

export function toReportRow(found: ReportJoined): ReportRow {
  const { record } = found
  return {
    id: record.id,
    numero: record.numero,
    folio: folioDe('RPT', record.numero),
    fecha: record.fecha,
    jornada: record.jornada as Jornada,
    operador: { id: record.operadorId, nombre: found.operadorNombre },
    activo: { id: record.activoId, codigo: found.activoCodigo, tipo: found.activoTipo },
    obra: { id: record.obraId, nombre: found.obraNombre },
    contrato:
      record.contratoId && found.contratoNumero !== null
        ? { id: record.contratoId, folio: folioDe('CON', found.contratoNumero) }
        : null,
    horometroInicio: record.horometroInicio,
    horometroFin: record.horometroFin,
    horasTrabajadas: record.horasTrabajadas,
    horasStandBy: record.horasStandBy,
    horasDetenidas: record.horasDetenidas,
    estado: record.estado as EstadoReport,
    estadoDesde: record.estadoDesde.toISOString(),
    observacion: record.observacion,
    firmadoEn: found.firmadoEn ? found.firmadoEn.toISOString() : null,
    ...trackingOf(record),
  }
}

/** The full rows of these reports (any order). */
export async function reportRowsByIds(db: Db | Tx, ids: string[]): Promise<ReportRow[]> {
  if (ids.length === 0) return []
  const rows = await fromReports(db).where(inArray(reports.id, ids))
  return rows.map(toReportRow)
}

/** `RPT-000123`, `rpt123` or `123`: the folio's number. */
const FOLIO = /^(?:rpt[\s-]*)?0*(\d{1,9})$/i

/** The search: the folio's number, or a piece of the asset's código. */
function matchesQ(q: string | undefined): SQL | undefined {
  const text = q?.trim()
  if (!text) return undefined
  const numero = FOLIO.exec(text)?.[1]
  const codigo = `%${text.toUpperCase().replace(/[\\%_]/g, '\\$&')}%`
  const porCodigo = sql`${reports.activoId} in (select ${activos.id} from ${activos}
    where ${activos.codigo} like ${codigo})`
  return numero ? or(eq(reports.numero, Number(numero)), porCodigo) : porCodigo
}

type Filters = Partial<
  Pick<ReportListQuery, 'q' | 'estado' | 'activoId' | 'obraId' | 'desde' | 'hasta'>
> & { operadorId?: string | undefined }

/** The reports (not deleted) a list reads: its filters, its period (days included) and search. */
export function reportWhere(query: Filters, ...more: (SQL | undefined)[]): SQL | undefined {
  return and(
    vigente(reports),
    query.operadorId ? eq(reports.operadorId, query.operadorId) : undefined,
    query.estado ? eq(reports.estado, query.estado) : undefined,
    query.activoId ? eq(reports.activoId, query.activoId) : undefined,
    query.obraId ? eq(reports.obraId, query.obraId) : undefined,
    query.desde ? sql`${reports.fecha} >= ${query.desde}` : undefined,
    query.hasta ? sql`${reports.fecha} <= ${query.hasta}` : undefined,
    matchesQ(query.q),
    ...more,
  )
}

export function reportSource(
  db: Db,
  query: Filters & Pick<ReportListQuery, 'sort' | 'dir'>,
  ...more: (SQL | undefined)[]
): ListSource<ReportRow> {
  return listSourceOf(reports, sortKeys, query, reportWhere(query, ...more), (ids) =>
    reportRowsByIds(db, ids),
  )
}
