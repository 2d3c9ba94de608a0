// What an EDP is computed from, loaded from the database as the computation takes it
// (contracts' `EdpCalculoInput`): the contract's terms, its items on rent in the period with
// their asset and tariffs, the movements that bring its assets to the contract's obra or take them
// away (with their guía and their Santiago day), the daily reports of those assets at that obra in
// the period (every estado: an unsigned one is a blocking problem, never guessed) and the valor UF
// of the closing date (none when the table has none; those three reads are the lessor's EDP's too:
// ../edp-common/edp-evidencia-comun.ts). The computation itself is the contracts' `calcularEdp`
// (decision 060); nothing here computes an amount.

import { randomUUID } from 'node:crypto'
import {
  calcularEdp,
  type EdpCalculo,
  type EdpCalculoInput,
  type EdpLinea,
  type EdpLineaManualInput,
  lineaManual,
  type Moneda,
  type Periodo,
  sumarDias,
} from '@cordillera/contracts'
import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import { activoConMarcaJoin, activoNombrado, joined } from '../../db/joins.ts'
import { vigente } from '../../db/schema/columns.ts'
import { activos, contratoItems, type contratos } from '../../db/schema/index.ts'
import { refuseForeignItems } from '../edp-common/edp-borrador-comun.ts'
import { movimientosDeObra, reportsDe, valorUfDe } from '../edp-common/edp-evidencia-comun.ts'

export type ContratoRecord = typeof contratos.$inferSelect

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
  const rows = await joined(
    db.select({ item: contratoItems, activo: activoNombrado }).from(contratoItems).$dynamic(),
    activoConMarcaJoin(contratoItems.activoId),
  )
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
    activo,
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
 * began to the period's end (so a machine dispatched a few days early has its guía).
 */
function movimientosDe(
  db: Db | Tx,
  activoIds: string[],
  contrato: ContratoRecord,
  periodo: Periodo,
) {
  const desde = sumarDias(contrato.fechaInicio, -MARGEN_DESPACHO_DIAS)
  return movimientosDeObra(db, activoIds, contrato.obraId, desde, periodo.hasta)
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
  // A manual line about an item names one of the contract's items on rent in the period.
  refuseForeignItems(
    lineasManuales,
    new Set(evidencia.items.map((item) => item.id)),
    'El ítem no es de este contrato o no estuvo en arriendo en el período.',
  )
  return calcularEdp({ ...evidencia, lineasManuales })
}
