// A list of one owner's rows (`/v1/operadores/{id}/reports`, `/v1/activos/{id}/movimientos`,
// `/v1/proveedores/{id}/usuarios`): a 404 when the owner does not exist (or is deleted), else one
// page of the list engine over the owner's rows, as `listOf` pages a whole list.
import type { Page } from '@cordillera/contracts'
import type { Db } from '../db/database.ts'
import type { ListCursors } from '../db/list/list-cursor.ts'
import { type ListSource, listPageOf } from '../db/list/list-page.ts'

type Paging = Parameters<typeof listPageOf>[2]

/**
 * `list(db, ownerId, query, cursors)`: `requireOwner` refuses a missing owner (its own 404), then
 * `sourceOf(db, query, ownerId)` gives the owner's rows for the query.
 */
export function listOfOwner<Query, Row extends { id: string }>(
  requireOwner: (db: Db, ownerId: string) => Promise<unknown>,
  sourceOf: (db: Db, query: Query, ownerId: string) => ListSource<Row>,
) {
  return async (
    db: Db,
    ownerId: string,
    query: Query & Paging,
    cursors: ListCursors,
  ): Promise<Page<Row>> => {
    await requireOwner(db, ownerId)
    return listPageOf(db, sourceOf(db, query, ownerId), query, cursors)
  }
}
