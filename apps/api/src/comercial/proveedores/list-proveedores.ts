// GET /v1/proveedores and GET /v1/proveedores-provisorios: one page of regular or provisional
// proveedores.
import type { listProveedoresQuerySchema, Page, ProveedorRow } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { type ListCursors, pageRequestOf } from '../../db/list/list-cursor.ts'
import { listPage } from '../../db/list/list-page.ts'
import { proveedorSource } from './proveedor-rows.ts'

type Query = z.output<typeof listProveedoresQuerySchema>

export function listProveedores(
  db: Db,
  query: Query,
  cursors: ListCursors,
): Promise<Page<ProveedorRow>> {
  return listPage(db, proveedorSource(db, query, false), pageRequestOf(query, cursors))
}

export function listProveedoresProvisorios(
  db: Db,
  query: Query,
  cursors: ListCursors,
): Promise<Page<ProveedorRow>> {
  return listPage(db, proveedorSource(db, query, true), pageRequestOf(query, cursors))
}
