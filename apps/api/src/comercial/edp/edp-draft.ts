// What creating, previewing and editing an EDP share: the contract it is of (a 400 on the field
// when there is none), its period (asked, or the previous calendar month in Santiago clipped to
// the contract's dates), the refusal of a period that meets another EDP of the contract (409,
// checked under the contract's row lock, so twenty simultaneous creations make one EDP), the
// refusal of a draft with blocking problems (409 listing them), and the lines as stored.
import {
  fechaEnSantiago,
  fechaText,
  folioEdp,
  mesDe,
  type Periodo,
  problemaDelPeriodoEdp,
  sumarDias,
} from '@cordillera/contracts'
import { and, eq, gte, lte, ne, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import { contratos, edpLineas, edps } from '../../db/schema/index.ts'
import { conflict } from '../../http/api-error.ts'
import { invalidFields } from '../../records/write-errors.ts'
import { lineasDe } from '../edp-common/edp-lineas-comun.ts'
import type { ContratoRecord } from './edp-evidencia.ts'

export { columnasDelCalculo, refuseBlocked } from '../edp-common/edp-borrador-comun.ts'

export const CONTRATO_NO_EXISTE = 'Elija el contrato de la lista.'

/**
 * The contract (not deleted), or a 400 on `contratoId`. `lock`: `SELECT … FOR NO KEY UPDATE`, so
 * creations of one contract wait for each other (the EDPs' own references still insert freely).
 */
export async function contratoDe(
  db: Db | Tx,
  contratoId: string,
  options: { lock?: boolean } = {},
): Promise<ContratoRecord> {
  const query = db
    .select()
    .from(contratos)
    .where(and(eq(contratos.id, contratoId), vigente(contratos)))
  const [contrato] = options.lock ? await query.for('no key update') : await query
  if (!contrato) throw invalidFields({ contratoId: CONTRATO_NO_EXISTE })
  return contrato
}

type PeriodoPedido = { periodoDesde?: string | undefined; periodoHasta?: string | undefined }

/**
 * The period of an EDP of `contrato`: the one asked (within the contract's dates), or the previous
 * calendar month (Santiago's) clipped to them; 400 naming the field when there is none to bill.
 */
export function periodoDelEdp(
  contrato: ContratoRecord,
  pedido: PeriodoPedido,
  now = new Date(),
): Periodo {
  const problema = problemaDelPeriodoEdp(pedido)
  if (problema) throw invalidFields({ [problema.campo]: problema.mensaje })
  const { fechaInicio, fechaTermino } = contrato
  if (pedido.periodoDesde !== undefined && pedido.periodoHasta !== undefined) {
    if (pedido.periodoDesde < fechaInicio) {
      throw invalidFields({
        periodoDesde: `El contrato empieza el ${fechaText(fechaInicio)}: el período no puede empezar antes.`,
      })
    }
    if (fechaTermino !== null && pedido.periodoHasta > fechaTermino) {
      throw invalidFields({
        periodoHasta: `El contrato terminó el ${fechaText(fechaTermino)}: el período no puede terminar después.`,
      })
    }
    return { desde: pedido.periodoDesde, hasta: pedido.periodoHasta }
  }
  const mes = mesDe(sumarDias(mesDe(fechaEnSantiago(now)).desde, -1))
  const desde = mes.desde < fechaInicio ? fechaInicio : mes.desde
  const hasta = fechaTermino !== null && fechaTermino < mes.hasta ? fechaTermino : mes.hasta
  if (hasta < desde) {
    throw invalidFields({
      periodoDesde: `El contrato no estuvo vigente entre el ${fechaText(mes.desde)} y el ${fechaText(mes.hasta)}: indique el período.`,
    })
  }
  return { desde, hasta }
}

/** 409 when another EDP of the contract (not deleted; not `except`) meets the period. */
export async function refuseOverlap(
  tx: Tx,
  contratoId: string,
  periodo: Periodo,
  except?: string,
): Promise<void> {
  const where: (SQL | undefined)[] = [
    eq(edps.contratoId, contratoId),
    vigente(edps),
    lte(edps.periodoDesde, periodo.hasta),
    gte(edps.periodoHasta, periodo.desde),
    except ? ne(edps.id, except) : undefined,
  ]
  const [otro] = await tx
    .select({ numero: edps.numero, desde: edps.periodoDesde, hasta: edps.periodoHasta })
    .from(edps)
    .where(and(...where))
    .limit(1)
  if (otro) {
    throw conflict(
      `El contrato ya tiene el ${folioEdp(otro.numero)} del ${fechaText(otro.desde)} al ${fechaText(otro.hasta)}, que se cruza con este período: un EDP por contrato y período.`,
    )
  }
}

/** Writes and replaces the EDP's lines: each with the contract item it bills. */
export const { insert: insertLineas, replace: replaceLineas } = lineasDe(
  edpLineas,
  edpLineas.edpId,
  (edpId, linea) => ({ edpId, contratoItemId: linea.itemId }),
)
