// GET /v1/sii/documentos (documentos-tributarios): the issued documents, paged, filtered and
// sorted on the server; a guía (52) only for a caller who also holds logistics' key.
import type { DocumentoTributarioRow, Page } from '@cordillera/contracts'
import type { AuthUser } from '../auth/auth-user.ts'
import type { Db } from '../db/database.ts'
import type { ListCursors } from '../db/list/list-cursor.ts'
import { listPageOf } from '../db/list/list-page.ts'
import { type DocumentosListQuery, documentosSource } from './documento-rows.ts'

export function listDocumentos(
  db: Db,
  user: AuthUser,
  query: DocumentosListQuery & Parameters<typeof listPageOf>[2],
  cursors: ListCursors,
): Promise<Page<DocumentoTributarioRow>> {
  return listPageOf(db, documentosSource(db, query, user), query, cursors)
}
