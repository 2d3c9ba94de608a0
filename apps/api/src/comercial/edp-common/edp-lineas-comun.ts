// How both estados de pago (the client's and the lessor's) store their lines, keep them beside
// their audit entries and read back the manual ones an edit keeps. An agreement's assets are audited the same
// way (the owner's items, in their order).
import type { EdpLinea, EdpLineaGuardada } from '@cordillera/contracts'
import { asc, eq } from 'drizzle-orm'
import type { AnyPgColumn, PgInsertValue, PgTable, SelectedFields } from 'drizzle-orm/pg-core'
import type { Tx } from '../../db/database.ts'

/** The owner's rows in their place, as its audit entries keep them (`RecordSpec.items`). */
export function itemsEnOrden(
  table: PgTable & { posicion: AnyPgColumn },
  owner: AnyPgColumn,
  columns: SelectedFields,
) {
  return (tx: Tx, id: string): Promise<unknown[]> =>
    tx.select(columns).from(table).where(eq(owner, id)).orderBy(asc(table.posicion))
}

type LineaTable = PgTable & {
  [column in 'posicion' | 'origen' | 'tipo' | 'descripcion' | 'monto' | 'motivo']: AnyPgColumn
}

/** An EDP's line as its audit entries keep it: without its evidence, `about` what it bills. */
export const lineaAuditada = (lineas: LineaTable, about: SelectedFields) => ({
  posicion: lineas.posicion,
  origen: lineas.origen,
  tipo: lineas.tipo,
  ...about,
  descripcion: lineas.descripcion,
  monto: lineas.monto,
  motivo: lineas.motivo,
})

/** The manual lines of an EDP as stored, as an edit that gives none keeps them. */
export function lineasManualesGuardadas(lineas: readonly EdpLineaGuardada[]): EdpLinea[] {
  return lineas
    .filter((linea) => linea.origen === 'manual')
    .map(({ lineaId: _id, posicion: _posicion, origen: _origen, ...linea }) => linea)
}

/**
 * A line as both EDPs store it, at its place: the columns they index and audit beside the whole
 * line (each EDP adds its owner and what the line bills).
 */
export const filaDeLinea = (linea: EdpLinea, posicion: number) => ({
  posicion,
  origen: linea.tipo === 'manual' ? 'manual' : 'calculada',
  tipo: linea.tipo,
  descripcion: linea.descripcion,
  monto: linea.monto ?? 0,
  motivo: linea.motivo,
  linea,
})

/**
 * How an EDP writes its lines in `table`, each a `filaDeLinea` with what `fila` adds (its owner,
 * `id`, and what it bills): `insert` writes them in the computation's order (its manual ones
 * included), `replace` rewrites them all (an edit recomputes them; an accepted adjustment
 * rewrites one).
 */
export function lineasDe<T extends PgTable>(
  table: T,
  owner: AnyPgColumn,
  fila: (
    id: string,
    linea: EdpLinea,
  ) => Omit<T['$inferInsert'], keyof ReturnType<typeof filaDeLinea>>,
) {
  const insert = async (tx: Tx, id: string, lineas: readonly EdpLinea[]) => {
    if (lineas.length === 0) return
    const rows = lineas.map((linea, posicion) => ({
      ...fila(id, linea),
      ...filaDeLinea(linea, posicion),
    }))
    await tx.insert(table).values(rows as PgInsertValue<T>[])
  }
  const replace = async (tx: Tx, id: string, lineas: readonly EdpLinea[]) => {
    await tx.delete(table).where(eq(owner, id))
    await insert(tx, id, lineas)
  }
  return { insert, replace }
}
