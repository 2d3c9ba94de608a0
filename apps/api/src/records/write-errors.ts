// The answers a write gives when its data or the row it targets is not right: 404 when the row
// does not exist (or was deleted), 409 when someone else changed it first (stale version) or a
// unique value (RUT, código) is taken, 400 when a related row chosen from a list does not exist.

import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Tx } from '../db/database.ts'
import { pgErrorOf, UNIQUE_VIOLATION } from '../db/pg-error.ts'
import { vigente } from '../db/schema/columns.ts'
import { ApiHttpError, conflict, messages, notFound } from '../http/api-error.ts'

/** The row to write, checked: present (not deleted) and at the version the client read. */
export function writable<T extends { version: number }>(
  row: T | undefined,
  version: number,
  notFoundMessage: string,
): T {
  if (!row) throw notFound(notFoundMessage)
  if (row.version !== version) throw conflict()
  return row
}

/**
 * A delete that would orphan rows is refused: 409 with `message(n)` while `n` rows of `table`
 * match `where` (a grupo's razones sociales, a razón social's obras…).
 */
export async function refuseWhileRelated(
  tx: Tx,
  table: PgTable,
  where: SQL | undefined,
  message: (count: number) => string,
): Promise<void> {
  const [related] = await tx
    .select({ count: sql<number>`cast(count(*) as integer)` })
    .from(table)
    .where(where)
  const count = related?.count ?? 0
  if (count > 0) throw conflict(message(count))
}

/**
 * The common case of `refuseWhileRelated`: rows of `table` (not deleted) whose `column` points at
 * the row being deleted.
 */
export function refuseWhileRows(
  table: PgTable & { eliminadoEn: AnyPgColumn },
  column: AnyPgColumn,
  message: (count: number) => string,
) {
  return (tx: Tx, before: { id: string }) =>
    refuseWhileRelated(tx, table, and(eq(column, before.id), vigente(table)), message)
}

/** 400 with one Spanish message per field: for checks the schema cannot make (related rows). */
export function invalidFields(fields: Record<string, string>): ApiHttpError {
  return new ApiHttpError(400, 'entrada_invalida', messages.entradaInvalida, fields)
}

/** A unique index's name → the field it guards and what to tell the user. */
export type UniqueMessages = Record<string, readonly [field: string, message: string]>

/**
 * A write that broke one of `uniques` becomes a 409 conflicto naming the field; anything else is
 * rethrown as it was.
 */
export function rethrowUnique(error: unknown, uniques: UniqueMessages): never {
  const pg = pgErrorOf(error)
  const known = pg?.code === UNIQUE_VIOLATION && pg.constraint ? uniques[pg.constraint] : undefined
  if (known) {
    const [field, message] = known
    throw new ApiHttpError(409, 'conflicto', message, { [field]: message })
  }
  throw error
}
