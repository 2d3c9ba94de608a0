// GET /v1/reports/en-observacion: HR's queue, the reports en-observacion of every operator, by
// operator or obra.
import type { listReportsObservadosQuerySchema } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { listOf } from '../../db/list/list-page.ts'
import { reportSource } from './report-rows.ts'

export const listReportsObservados = listOf(
  (db: Db, query: z.output<typeof listReportsObservadosQuerySchema>) =>
    reportSource(db, { ...query, estado: 'en-observacion' }),
)
