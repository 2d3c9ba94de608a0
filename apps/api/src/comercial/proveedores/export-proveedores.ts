// GET …/exportar of proveedores and of proveedores provisorios: every one that matches the list's
// query, as a streamed CSV or XLSX with the list's columns (contracts' `proveedorColumns`,
// `proveedorProvisorioColumns`).
import {
  type exportProveedoresProvisoriosRoute,
  type exportProveedoresRoute,
  proveedorColumns,
  proveedorProvisorioColumns,
} from '@cordillera/contracts'
import type { Context } from 'hono'
import type { z } from 'zod'
import type { AppEnv } from '../../app-env.ts'
import type { Db } from '../../db/database.ts'
import { allRows } from '../../db/list/list-page.ts'
import { listExport } from '../../http/export/list-export.ts'
import { proveedorSource } from './proveedor-rows.ts'

export function exportProveedores(
  c: Context<AppEnv>,
  db: Db,
  query: z.output<(typeof exportProveedoresRoute)['query']>,
): Promise<Response> {
  return listExport(c, {
    name: 'proveedores',
    title: 'Proveedores',
    columns: proveedorColumns,
    query,
    batches: allRows(db, proveedorSource(db, query, false)),
  })
}

export function exportProveedoresProvisorios(
  c: Context<AppEnv>,
  db: Db,
  query: z.output<(typeof exportProveedoresProvisoriosRoute)['query']>,
): Promise<Response> {
  return listExport(c, {
    name: 'proveedores-provisorios',
    title: 'Proveedores provisorios',
    columns: proveedorProvisorioColumns,
    query,
    batches: allRows(db, proveedorSource(db, query, true)),
  })
}
