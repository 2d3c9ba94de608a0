// GET …/exportar: every one of the constructoras that match the list's query, as a streamed CSV
// or XLSX with the list's columns (contracts' `constructoraColumns`).
import { constructoraColumns, type exportConstructorasRoute } from '@cordillera/contracts'
import type { Context } from 'hono'
import type { z } from 'zod'
import type { AppEnv } from '../../app-env.ts'
import type { Db } from '../../db/database.ts'
import { allRows } from '../../db/list/list-page.ts'
import { listExport } from '../../http/export/list-export.ts'
import { constructoraSource } from './constructora-rows.ts'

export function exportConstructoras(
  c: Context<AppEnv>,
  db: Db,
  query: z.output<(typeof exportConstructorasRoute)['query']>,
): Promise<Response> {
  return listExport(c, {
    name: 'constructoras',
    title: 'Constructoras',
    columns: constructoraColumns,
    query,
    batches: allRows(db, constructoraSource(db, query)),
  })
}
