// What both estados de pago (the client's, decision 061, and the lessor's, decision 064) read of
// the evidence, by asset, obra and period: the movements that bring the assets to an obra or take
// them away (with their guía and their Santiago day), the daily reports of those assets at that
// obra in the period (every estado: an unsigned one is a blocking problem, never guessed) and the
// valor UF of the closing date (none when the table has none). Nothing here computes an amount.
import {
  type EdpMovimientoInput,
  type EdpReportInput,
  type EstadoReportEdp,
  folioDe,
  type JornadaEdp,
  type MotivoDetencionEdp,
  type Periodo,
} from '@cordillera/contracts'
import { and, asc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import { santiagoDay } from '../../db/ocupacion.ts'
import { vigente } from '../../db/schema/columns.ts'
import { movimientos, reports, valoresUf } from '../../db/schema/index.ts'

/** The movements the computation reads: what brings an asset to an obra or takes it away. */
const TIPOS_MOVIMIENTO = ['despacho', 'retiro', 'traslado']

/**
 * The movements of these assets to or from `obraId` dated (on their Santiago day) from `desde` to
 * `hasta`: a despacho brings the asset, a retiro takes it away, a traslado does either (`haciaObra`).
 */
export async function movimientosDeObra(
  db: Db | Tx,
  activoIds: string[],
  obraId: string,
  desde: string,
  hasta: string,
): Promise<EdpMovimientoInput[]> {
  if (activoIds.length === 0) return []
  const dia: SQL<string> = sql<string>`(${santiagoDay(movimientos.fecha)})::text`
  const rows = await db
    .select({
      id: movimientos.id,
      activoId: movimientos.activoId,
      tipo: movimientos.tipo,
      dia,
      guiaDespacho: movimientos.guiaDespacho,
      hastaObraId: movimientos.hastaObraId,
    })
    .from(movimientos)
    .where(
      and(
        inArray(movimientos.activoId, activoIds),
        inArray(movimientos.tipo, TIPOS_MOVIMIENTO),
        or(eq(movimientos.hastaObraId, obraId), eq(movimientos.desdeObraId, obraId)),
        sql`${santiagoDay(movimientos.fecha)} between ${desde}::date and ${hasta}::date`,
      ),
    )
    .orderBy(asc(movimientos.fecha), asc(movimientos.id))
  return rows.map((row) => ({
    id: row.id,
    activoId: row.activoId,
    tipo: row.tipo,
    fecha: row.dia,
    guiaDespacho: row.guiaDespacho,
    haciaObra: row.hastaObraId === obraId,
  }))
}

/**
 * The daily reports of these assets at the obra in the period, whatever their estado. They come
 * as one JSON array of arrays, in no order (the computation's result does not depend on it): a
 * month of 50 assets is 3,100 reports, and PGlite hands rows over one by one far slower than it
 * hands one value (docs/benchmarks/edp.md).
 */
export async function reportsDe(
  db: Db | Tx,
  activoIds: string[],
  obraId: string,
  periodo: Periodo,
): Promise<EdpReportInput[]> {
  if (activoIds.length === 0) return []
  type Fila = [
    id: string,
    numero: number,
    activoId: string,
    fecha: string,
    jornada: string,
    estado: string,
    horasTrabajadas: number | null,
    horasStandBy: number,
    horasDetenidas: number,
    motivoDetencion: string | null,
    combustibleLitros: number | null,
  ]
  const [found] = await db
    .select({
      filas: sql<Fila[]>`coalesce(json_agg(json_build_array(${reports.id}, ${reports.numero},
        ${reports.activoId}, ${reports.fecha}, ${reports.jornada}, ${reports.estado},
        ${reports.horasTrabajadas}, ${reports.horasStandBy}, ${reports.horasDetenidas},
        ${reports.motivoDetencion}, ${reports.combustibleLitros})), '[]'::json)`,
    })
    .from(reports)
    .where(
      and(
        inArray(reports.activoId, activoIds),
        eq(reports.obraId, obraId),
        gte(reports.fecha, periodo.desde),
        lte(reports.fecha, periodo.hasta),
        vigente(reports),
      ),
    )
  const filas =
    typeof found?.filas === 'string' ? (JSON.parse(found.filas) as Fila[]) : (found?.filas ?? [])
  return filas.map((fila) => ({
    id: fila[0],
    folio: folioDe('RPT', fila[1]),
    activoId: fila[2],
    fecha: fila[3],
    jornada: fila[4] as JornadaEdp,
    estado: fila[5] as EstadoReportEdp,
    horasTrabajadas: Number(fila[6] ?? 0),
    horasStandBy: Number(fila[7]),
    horasDetenidas: Number(fila[8]),
    motivoDetencion: fila[9] as MotivoDetencionEdp | null,
    combustibleLitros: fila[10] === null ? null : Number(fila[10]),
  }))
}

/** The valor UF of that day, or null: nothing falls back to another day's. */
export async function valorUfDe(db: Db | Tx, fecha: string) {
  const [row] = await db
    .select({ valor: valoresUf.valor })
    .from(valoresUf)
    .where(and(eq(valoresUf.fecha, fecha), vigente(valoresUf)))
  return row ? { fecha, valor: Number(row.valor) } : null
}
