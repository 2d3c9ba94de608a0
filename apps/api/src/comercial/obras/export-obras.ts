// GET …/exportar: every one of the obras that match the list's query, as a streamed CSV
// or XLSX with the list's columns (contracts' `obraColumns`).
import { type exportObrasRoute, obraColumns } from '@cordillera/contracts'
import type { Context } from 'hono'
import type { z } from 'zod'
import type { AppEnv } from '../../app-env.ts'
import type { Db } from '../../db/database.ts'
import { allRows } from '../../db/list/list-page.ts'
import { listExport } from '../../http/export/list-export.ts'
import { obraSource } from './obra-rows.ts'

export function exportObras(
  c: Context<AppEnv>,
  db: Db,
  query: z.output<(typeof exportObrasRoute)['query']>,
): Promise<Response> {
  return listExport(c, {
    name: 'obras',
    title: 'Obras',
    columns: obraColumns,
    query,
    batches: allRows(db, obraSource(db, query)),
  })
}
