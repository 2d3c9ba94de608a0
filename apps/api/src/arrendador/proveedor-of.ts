// The lessor of the signed-in user: every arrendador route scopes its rows by it, read from the
// user the API loaded for this request and never from the request itself (decision 065). The
// routes' audience lets only `proveedor` users in; one without a proveedor is refused all the same.
import type { Page } from '@cordillera/contracts'
import type { AuthUser } from '../auth/auth-user.ts'
import type { Db } from '../db/database.ts'
import type { ListCursors } from '../db/list/list-cursor.ts'
import { type ListSource, listOf } from '../db/list/list-page.ts'
import { forbidden, messages } from '../http/api-error.ts'

export function proveedorOf(user: AuthUser): string {
  const id = user.proveedor?.id
  if (user.tipo !== 'proveedor' || !id) throw forbidden(messages.soloArrendadores)
  return id
}

/**
 * A list of the arrendador portal: `listOf` (db/list/list-page.ts) over the rows `sourceOf`
 * selects of the signed-in user's proveedor.
 */
export function listOfProveedor<Query, Row extends { id: string }>(
  sourceOf: (db: Db, proveedorId: string, query: Query) => ListSource<Row>,
) {
  type Asked = Parameters<ReturnType<typeof listOf<Query, Row>>>[1]
  return (db: Db, proveedorId: string, query: Asked, cursors: ListCursors): Promise<Page<Row>> =>
    listOf((db: Db, asked: Query) => sourceOf(db, proveedorId, asked))(db, query, cursors)
}
