// GET /v1/grupos-cliente: one page of grupos cliente.
import type { GrupoClienteRow, listGruposClienteQuerySchema, Page } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { type ListCursors, pageRequestOf } from '../../db/list/list-cursor.ts'
import { listPage } from '../../db/list/list-page.ts'
import { grupoClienteSource } from './grupo-cliente-rows.ts'

export function listGruposCliente(
  db: Db,
  query: z.output<typeof listGruposClienteQuerySchema>,
  cursors: ListCursors,
): Promise<Page<GrupoClienteRow>> {
  return listPage(db, grupoClienteSource(db, query), pageRequestOf(query, cursors))
}
