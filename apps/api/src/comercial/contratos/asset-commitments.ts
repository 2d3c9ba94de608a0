// When an asset is taken: the one rule every caller reads (pasar-contrato's candidates and its
// check, later logistics), so "free" means the same everywhere (docs/decisions/025).
//
// An asset is COMMITTED over [fecha_entrega, coalesce(fecha_retiro, the contract's fecha_termino,
// infinity)] by every contract item not deleted of a contract not deleted and vigente. Both ends
// count: an asset withdrawn on the 9th is taken on the 9th and free from the 10th. A terminado
// contract and a deleted item commit nothing. An asset may go on a new contract over
// [desde, coalesce(hasta, infinity)] when it is not deleted, not de baja, and no commitment
// touches a day of that span.
//
// The span an item holds its asset over (`commitmentEnd`, `itemHoldsOver`) is the one every view
// of the fleet's occupation reads too (db/ocupacion.ts); here only vigente contracts commit.
import { and, asc, eq, inArray, not, type SQL, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import { itemHoldsOver } from '../../db/ocupacion.ts'
import { vigente } from '../../db/schema/columns.ts'
import { activos, contratoItems, contratos } from '../../db/schema/index.ts'

/**
 * The contract items (joined with their contract) that hold their asset on some day of
 * [desde, hasta ?? forever]: the rule's condition, for a query over contrato_items ⋈ contratos.
 */
export function commitmentOverlaps(desde: string, hasta: string | null | undefined): SQL {
  return and(
    vigente(contratoItems),
    vigente(contratos),
    eq(contratos.estado, 'vigente'),
    itemHoldsOver(desde, hasta),
  ) as SQL
}

/**
 * The condition "the asset of `activoId` is free over the span", for a query over activos (a
 * correlated NOT EXISTS on the items' (activo_id, fecha_entrega) index).
 */
export function notCommitted(
  activoId: SQL | typeof activos.id,
  desde: string,
  hasta: string | null | undefined,
): SQL {
  return not(
    sql`exists (select 1 from ${contratoItems} inner join ${contratos} on ${eq(contratos.id, contratoItems.contratoId)} where ${contratoItems.activoId} = ${activoId} and ${commitmentOverlaps(desde, hasta)})`,
  )
}

/**
 * The assets a new contract may take over the span: not deleted, not de baja, not committed.
 * Add the tipo (or the ids) the caller needs.
 */
export function offerableAssets(desde: string, hasta: string | null | undefined): SQL {
  return and(
    vigente(activos),
    sql`${activos.estado} <> 'de-baja'`,
    notCommitted(activos.id, desde, hasta),
  ) as SQL
}

export type Commitment = {
  activoId: string
  contratoId: string
  /** The contract's number, for the folio of a refusal ("lo tiene CON-000045"). */
  contratoNumero: number
}

/**
 * Which of `activoIds` are committed on some day of the span, and by which contract (the
 * earliest delivery first when one asset has several). Empty = all of them are free of contracts.
 */
export async function commitmentsOf(
  db: Db | Tx,
  activoIds: readonly string[],
  desde: string,
  hasta: string | null | undefined,
): Promise<Commitment[]> {
  if (activoIds.length === 0) return []
  return db
    .select({
      activoId: contratoItems.activoId,
      contratoId: contratos.id,
      contratoNumero: contratos.numero,
    })
    .from(contratoItems)
    .innerJoin(contratos, eq(contratos.id, contratoItems.contratoId))
    .where(and(inArray(contratoItems.activoId, [...activoIds]), commitmentOverlaps(desde, hasta)))
    .orderBy(asc(contratoItems.fechaEntrega), asc(contratoItems.id))
}
