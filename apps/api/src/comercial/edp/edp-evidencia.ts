// What an EDP is computed from, loaded from the database as the computation takes it
// (contracts' `EdpCalculoInput`): the contract's terms, its items on rent in the period with
// their asset and tariffs, the movements that bring its assets to the contract's obra or take them
// away (with their guía and their Santiago day), the daily reports of those assets at that obra in
// the period (every estado: an unsigned one is a blocking problem, never guessed) and the valor UF
// of the closing date (none when the table has none). The computation itself is the contracts'
// `calcularEdp` (decision 060); nothing here computes an amount.

import { randomUUID } from 'node:crypto'
import {
  calcularEdp,
  type EdpCalculo,
  type EdpCalculoInput,
  type EdpLinea,
  type EdpLineaManualInput,
  type EdpReportInput,
  type EstadoReportEdp,
  folioDe,
  type JornadaEdp,
  lineaManual,
  type Moneda,
  type MotivoDetencionEdp,
  type Periodo,
  sumarDias,
} from '@cordillera/contracts'
import { and, asc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import { santiagoDay } from '../../db/ocupacion.ts'
import { vigente } from '../../db/schema/columns.ts'
import {
  activos,
  contratoItems,
  type contratos,
  marcas,
  movimientos,
  reports,
  tiposActivo,
  valoresUf,
} from '../../db/schema/index.ts'
import { invalidFields } from '../../records/write-errors.ts'

export type ContratoRecord = typeof contratos.$inferSelect

/** The movements the computation reads: what brings an asset to an obra or takes it away. */
const TIPOS_MOVIMIENTO = ['despacho', 'retiro', 'traslado']

/** How far before the contract's start a movement may still open its first stretch. */
const MARGEN_DESPACHO_DIAS = 31

/** Everything the computation of `contrato` over `periodo` reads, but the manual lines. */
export async function evidenciaDe(
  db: Db | Tx,
  contrato: ContratoRecord,
  periodo: Periodo,
): Promise<Omit<EdpCalculoInput, 'lineasManuales'>> {
  const items = await itemsDe(db, contrato.id, periodo)
  const activoIds = [...new Set(items.map((item) => item.activo.id))]
  const [movs, reps, valorUf] = await Promise.all([
    movimientosDe(db, activoIds, contrato, periodo),
    reportsDe(db, activoIds, contrato.obraId, periodo),
    valorUfDe(db, periodo.hasta),
  ])
  return {
    contrato: {
      id: contrato.id,
      moneda: contrato.moneda as Moneda,
      fechaInicio: contrato.fechaInicio,
      fechaTermino: contrato.fechaTermino,
      climaNoCobrable: contrato.climaNoCobrable,
      precioCombustible: contrato.precioCombustible,
    },
    periodo,
    items,
    movimientos: movs,
    reports: reps,
    diasNoLaborables: [],
    valorUf,
  }
}

/** The contract's items on rent some day of the period (delivered by its end, not withdrawn before its start). */
async function itemsDe(db: Db | Tx, contratoId: string, periodo: Periodo) {
  const rows = await db
    .select({
      item: contratoItems,
      activo: {
        id: activos.id,
        codigo: activos.codigo,
        modelo: activos.modelo,
        marca: marcas.nombre,
        tipo: tiposActivo.nombre,
      },
    })
    .from(contratoItems)
    .innerJoin(activos, eq(activos.id, contratoItems.activoId))
    .innerJoin(marcas, eq(marcas.id, activos.marcaId))
    .innerJoin(tiposActivo, eq(tiposActivo.id, activos.tipoActivoId))
    .where(
      and(
        eq(contratoItems.contratoId, contratoId),
        vigente(contratoItems),
        lte(contratoItems.fechaEntrega, periodo.hasta),
        or(isNull(contratoItems.fechaRetiro), gte(contratoItems.fechaRetiro, periodo.desde)),
      ),
    )
    .orderBy(asc(activos.codigo), asc(contratoItems.id))
  return rows.map(({ item, activo }) => ({
    id: item.id,
    activo: {
      id: activo.id,
      codigo: activo.codigo,
      nombre: `${activo.tipo} ${activo.marca} ${activo.modelo}`,
    },
    unidadCobro: item.unidadCobro as 'hora' | 'dia' | 'mes',
    tarifa: item.tarifa,
    minimoHoras: item.minimoHoras,
    minimoPor: item.minimoPor as 'dia' | 'mes' | null,
    tarifaStandBy: item.tarifaStandBy,
    descuentoPct: item.descuentoPct,
    fleteIda: item.fleteIda,
    fleteVuelta: item.fleteVuelta,
    conOperador: item.conOperador,
    tarifaOperador: item.tarifaOperador,
    fechaEntrega: item.fechaEntrega,
    fechaRetiro: item.fechaRetiro,
  }))
}

/**
 * The movements of these assets to or from the contract's obra, from a month before the contract
 * began to the period's end, on their Santiago day: a despacho brings the asset, a retiro takes it
 * away, a traslado does either (`haciaObra`).
 */
async function movimientosDe(
  db: Db | Tx,
  activoIds: string[],
  contrato: ContratoRecord,
  periodo: Periodo,
) {
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
        or(
          eq(movimientos.hastaObraId, contrato.obraId),
          eq(movimientos.desdeObraId, contrato.obraId),
        ),
        sql`${santiagoDay(movimientos.fecha)} between ${sumarDias(contrato.fechaInicio, -MARGEN_DESPACHO_DIAS)}::date and ${periodo.hasta}::date`,
      ),
    )
    .orderBy(asc(movimientos.fecha), asc(movimientos.id))
  return rows.map((row) => ({
    id: row.id,
    activoId: row.activoId,
    tipo: row.tipo,
    fecha: row.dia,
    guiaDespacho: row.guiaDespacho,
    haciaObra: row.hastaObraId === contrato.obraId,
  }))
}

/**
 * The daily reports of these assets at the obra in the period, whatever their estado. They come
 * as one JSON array of arrays, in no order (the computation's result does not depend on it): a
 * month of 50 assets is 3,100 reports, and PGlite hands rows over one by one far slower than it
 * hands one value (docs/benchmarks/edp.md).
 */
async function reportsDe(
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
async function valorUfDe(db: Db | Tx, fecha: string) {
  const [row] = await db
    .select({ valor: valoresUf.valor })
    .from(valoresUf)
    .where(and(eq(valoresUf.fecha, fecha), vigente(valoresUf)))
  return row ? { fecha, valor: Number(row.valor) } : null
}

/** A manual line as typed, priced by the computation's own rule (its id kept, or a new one). */
export function lineasManualesDe(
  inputs: readonly EdpLineaManualInput[],
  moneda: Moneda,
  valorUf: number | null,
): EdpLinea[] {
  return inputs.map((input) =>
    lineaManual({ ...input, id: input.id ?? randomUUID() }, moneda, valorUf),
  )
}

/** The EDP of `contrato` over `periodo`, computed from the evidence with its manual lines. */
export async function calcularEdpDe(
  db: Db | Tx,
  contrato: ContratoRecord,
  periodo: Periodo,
  manuales: (valorUf: number | null) => readonly EdpLinea[] = () => [],
): Promise<EdpCalculo> {
  const evidencia = await evidenciaDe(db, contrato, periodo)
  const valor = contrato.moneda === 'UF' ? (evidencia.valorUf?.valor ?? null) : null
  const lineasManuales = manuales(valor)
  refuseForeignItems(lineasManuales, evidencia.items)
  return calcularEdp({ ...evidencia, lineasManuales })
}

/**
 * A manual line about an item names one of the contract's items on rent in the period: another
 * contract's, or one not on rent then, is refused on its field (`lineasManuales.<n>.itemId`).
 */
function refuseForeignItems(lineas: readonly EdpLinea[], items: readonly { id: string }[]) {
  const ids = new Set(items.map((item) => item.id))
  const fields: Record<string, string> = {}
  lineas.forEach((linea, index) => {
    if (linea.itemId !== null && !ids.has(linea.itemId)) {
      fields[`lineasManuales.${index}.itemId`] =
        'El ítem no es de este contrato o no estuvo en arriendo en el período.'
    }
  })
  if (Object.keys(fields).length > 0) throw invalidFields(fields)
}
