// GET …/exportar: every one of the grupos cliente that match the list's query, as a streamed CSV
// or XLSX with the list's columns (contracts' `grupoClienteColumns`).
import { type exportGruposClienteRoute, grupoClienteColumns } from '@cordillera/contracts'
import type { Context } from 'hono'
import type { z } from 'zod'
import type { AppEnv } from '../../app-env.ts'
import type { Db } from '../../db/database.ts'
import { allRows } from '../../db/list/list-page.ts'
import { listExport } from '../../http/export/list-export.ts'
import { grupoClienteSource } from './grupo-cliente-rows.ts'

export function exportGruposCliente(
  c: Context<AppEnv>,
  db: Db,
  query: z.output<(typeof exportGruposClienteRoute)['query']>,
): Promise<Response> {
  return listExport(c, {
    name: 'grupos-cliente',
    title: 'Grupos cliente',
    columns: grupoClienteColumns,
    query,
    batches: allRows(db, grupoClienteSource(db, query)),
  })
}
