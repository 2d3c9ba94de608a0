// GET /v1/operadores/{id}/reports (HR: one operator's history) and GET /v1/operador/reports (the
// signed-in operator's own): a page of the operator's reports, filtered, searched and sorted.
import type { listReportsQuerySchema } from '@cordillera/contracts'
import type { z } from 'zod'
import { listOfOwner } from '../../http/list-of-owner.ts'
import { reportSource } from './report-rows.ts'
import { requireOperador } from './report-rules.ts'

export const listReports = listOfOwner(
  requireOperador,
  (db, query: z.output<typeof listReportsQuerySchema>, operadorId) =>
    reportSource(db, { ...query, operadorId }),
)
