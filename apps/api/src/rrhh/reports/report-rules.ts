// The report's rules the database must be read for (docs/domain.md, "HR and operators"): the day
// (not after Santiago's today; the operator's not older than REPORT_DIAS_ATRAS days), the
// operator's assignment on that asset that day (which gives the obra and the contract), the asset's
// last reading before this jornada, and the report's own rules (`problemasDelReport`) on the whole
// record, an edit's merged one too. Also which estados allow what, and the content a signature
// covers with its SHA-256.
import { createHash } from 'node:crypto'
import {
  type ContenidoReport,
  ESTADO_REPORT_LABEL,
  type EstadoReport,
  FECHA_FUTURA_MESSAGE,
  FUERA_DE_ASIGNACION_MESSAGE,
  fechaEnSantiago,
  folioDe,
  isEstadoEditable,
  type Jornada,
  lecturaAnteriorMessage,
  type MotivoDetencion,
  problemasDelReport,
  REPORT_ANTIGUO_MESSAGE,
  REPORT_DIAS_ATRAS,
  REPORT_RULE_FIELDS,
  type ReportRuleField,
  sumarDias,
  textoCanonicoReport,
} from '@cordillera/contracts'
import { and, desc, eq, lte, ne, or, type SQL, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import {
  activos,
  asignacionesOperador,
  contratos,
  operadores,
  reports,
} from '../../db/schema/index.ts'
import { conflict, notFound } from '../../http/api-error.ts'
import { pick } from '../../records/tracking.ts'
import { invalidFields } from '../../records/write-errors.ts'
import { OPERADOR_NO_EXISTE, type ReportRecord } from './report-records.ts'

/** Who writes the report: the operator himself (his day limit applies) or HR. */
export type Autor = 'operador' | 'rrhh'

/** The fields the rules read, of a new report or of an edit merged with the stored one. */
export type ReportCampos = Pick<ContenidoReport, 'activoId' | ReportRuleField>

/** Where the report's asset worked that day: its assignment's contract and obra. */
export type LugarReport = { obraId: string; contratoId: string }

/** 404 unless the operator exists and is not deleted. */
export async function requireOperador(db: Db | Tx, operadorId: string): Promise<void> {
  const [found] = await db
    .select({ id: operadores.id })
    .from(operadores)
    .where(and(eq(operadores.id, operadorId), vigente(operadores)))
  if (!found) throw notFound(OPERADOR_NO_EXISTE)
}

/** The contract and obra of the operator's assignment on the asset that day; null without one. */
export async function asignacionDelDia(
  db: Db | Tx,
  operadorId: string,
  activoId: string,
  fecha: string,
): Promise<LugarReport | null> {
  const [found] = await db
    .select({ contratoId: asignacionesOperador.contratoId, obraId: contratos.obraId })
    .from(asignacionesOperador)
    .innerJoin(contratos, eq(contratos.id, asignacionesOperador.contratoId))
    .where(
      and(
        eq(asignacionesOperador.operadorId, operadorId),
        eq(asignacionesOperador.activoId, activoId),
        vigente(asignacionesOperador),
        lte(asignacionesOperador.desde, fecha),
        sql`coalesce(${asignacionesOperador.hasta}, ${fecha}) >= ${fecha}`,
      ),
    )
    .orderBy(desc(asignacionesOperador.desde))
    .limit(1)
  return found ?? null
}

/**
 * The asset's last recorded reading before this report's jornada: the greatest of its registered
 * hour meter and the final readings of its other reports (not deleted) of an earlier day, or of
 * the same day's día jornada when this one is the noche.
 */
export async function lecturaAnterior(
  db: Db | Tx,
  campos: Pick<ReportCampos, 'activoId' | 'fecha' | 'jornada'>,
  exceptoId?: string,
): Promise<number> {
  const antes: SQL | undefined =
    campos.jornada === 'noche'
      ? or(
          sql`${reports.fecha} < ${campos.fecha}`,
          and(sql`${reports.fecha} = ${campos.fecha}`, eq(reports.jornada, 'dia')),
        )
      : sql`${reports.fecha} < ${campos.fecha}`
  const [found] = await db
    .select({
      lectura: sql<string>`greatest(${activos.horometro}, (
        select max(${reports.horometroFin}) from ${reports}
        where ${and(
          eq(reports.activoId, campos.activoId),
          vigente(reports),
          exceptoId ? ne(reports.id, exceptoId) : undefined,
          antes,
        )}))`,
    })
    .from(activos)
    .where(eq(activos.id, campos.activoId))
  return Number(found?.lectura ?? 0)
}

/** The day's rules: never after Santiago's today; the operator's at most REPORT_DIAS_ATRAS back. */
export function problemaDeFecha(fecha: string, autor: Autor, now: Date): string | null {
  const hoy = fechaEnSantiago(now)
  if (fecha > hoy) return FECHA_FUTURA_MESSAGE
  if (autor === 'operador' && fecha < sumarDias(hoy, -REPORT_DIAS_ATRAS)) {
    return REPORT_ANTIGUO_MESSAGE
  }
  return null
}

/**
 * Checks a report's fields (a new one, or an edit merged with the stored one) against the rules,
 * all at once: 400 with one message per field. Answers where the asset worked that day.
 * `cambios` names what an edit changes (all for a new report): only the rules those fields can
 * break are read again, so a report HR put en-observacion weeks ago can still be corrected.
 */
export async function checkReport(
  db: Db | Tx,
  operadorId: string,
  campos: ReportCampos,
  options: {
    autor: Autor
    now: Date
    cambios?: ReadonlySet<keyof ReportCampos>
    exceptoId?: string
  },
): Promise<LugarReport | null> {
  const cambia = (...fields: (keyof ReportCampos)[]) =>
    !options.cambios || fields.some((field) => options.cambios?.has(field))
  const fields: Record<string, string> = {}
  for (const [field, message] of problemasDelReport(campos)) fields[field] ??= message

  if (cambia('fecha')) {
    const problema = problemaDeFecha(campos.fecha, options.autor, options.now)
    if (problema) fields.fecha = problema
  }
  let lugar: LugarReport | null = null
  if (cambia('activoId', 'fecha') && !fields.fecha) {
    lugar = await asignacionDelDia(db, operadorId, campos.activoId, campos.fecha)
    if (!lugar) fields.activoId = FUERA_DE_ASIGNACION_MESSAGE
  }
  if (cambia('activoId', 'fecha', 'jornada', 'horometroInicio') && !fields.fecha) {
    const ultima = await lecturaAnterior(db, campos, options.exceptoId)
    if (campos.horometroInicio < ultima) {
      fields.horometroInicio ??= lecturaAnteriorMessage(ultima)
    }
  }
  if (Object.keys(fields).length > 0) throw invalidFields(fields)
  return lugar
}

const estadoText = (estado: string) =>
  ESTADO_REPORT_LABEL[estado as EstadoReport]?.toLowerCase() ?? estado

/** The 409 of a report no longer in borrador or en-observacion: `validado` or `firmado`'s words. */
const mientrasEditable =
  (validado: string, firmado: string) =>
  (found: ReportRecord | undefined): void => {
    if (!found || isEstadoEditable(found.estado as EstadoReport)) return
    throw conflict(found.estado === 'validado' ? validado : firmado)
  }

/** Edits are for borrador and en-observacion reports: a signed one is read-only. */
export const soloEditable = mientrasEditable(
  'El report está validado: ya no se puede editar.',
  'El report está firmado: ya no se puede editar. Si hay algo que corregir, RR.HH. puede ponerlo en observación.',
)

/** A report is signed from borrador, or again after HR's observation. */
export const soloFirmable = mientrasEditable(
  'El report está validado: no se firma de nuevo.',
  'El report ya está firmado.',
)

/** HR observes or validates a signed report only: the 409 of a report in another estado. */
export const soloFirmado =
  (accion: 'pone en observación' | 'valida') =>
  (_tx: Tx, found: ReportRecord): string =>
    `Solo se ${accion} un report firmado; este está ${estadoText(found.estado)}.`

/** A validated report is the hours that get billed: it is not deleted. */
export function noValidado(_tx: Tx, found: ReportRecord): void {
  if (found.estado === 'validado') throw conflict('Un report validado no se puede eliminar.')
}

/** What a signature covers: the report's content as stored, never its bookkeeping. */
export function contenidoDe(record: ReportRecord): ContenidoReport {
  return {
    folio: folioDe('RPT', record.numero),
    operadorId: record.operadorId,
    activoId: record.activoId,
    obraId: record.obraId,
    contratoId: record.contratoId,
    fecha: record.fecha,
    jornada: record.jornada as Jornada,
    horometroInicio: record.horometroInicio,
    horometroFin: record.horometroFin,
    horasStandBy: record.horasStandBy,
    horasDetenidas: record.horasDetenidas,
    motivoDetencion: record.motivoDetencion as MotivoDetencion | null,
    viajes: record.viajes,
    cargas: record.cargas,
    combustibleLitros: record.combustibleLitros,
    actividades: record.actividades,
    observaciones: record.observaciones,
  }
}

/** SHA-256, lower-case hex, of the content's canonical text. */
export const hashDe = (contenido: ContenidoReport): string =>
  createHash('sha256').update(textoCanonicoReport(contenido), 'utf8').digest('hex')

/** The rules' fields of a stored report. */
export function camposDe(record: ReportRecord): ReportCampos {
  return pick(contenidoDe(record), 'activoId', ...REPORT_RULE_FIELDS)
}
