// GET …/exportar: every one of the razones sociales that match the list's query, as a streamed CSV
// or XLSX with the list's columns (contracts' `razonSocialColumns`).
import { type exportRazonesSocialesRoute, razonSocialColumns } from '@cordillera/contracts'
import type { Context } from 'hono'
import type { z } from 'zod'
import type { AppEnv } from '../../app-env.ts'
import type { Db } from '../../db/database.ts'
import { allRows } from '../../db/list/list-page.ts'
import { listExport } from '../../http/export/list-export.ts'
import { razonSocialSource } from './razon-social-rows.ts'

export function exportRazonesSociales(
  c: Context<AppEnv>,
  db: Db,
  query: z.output<(typeof exportRazonesSocialesRoute)['query']>,
): Promise<Response> {
  return listExport(c, {
    name: 'razones-sociales',
    title: 'Razones sociales',
    columns: razonSocialColumns,
    query,
    batches: allRows(db, razonSocialSource(db, query)),
  })
}
