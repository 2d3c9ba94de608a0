// POST /v1/flotas: a new flota, audited in the same transaction.
import type { createFlotaSchema } from '@cordillera/contracts'
import type { z } from 'zod'
import { flotaRecords } from './flota-records.ts'
import { getFlota } from './get-flota.ts'

export const createFlota = flotaRecords.creates(
  (input: z.output<typeof createFlotaSchema>) => input,
  (tx, row) => getFlota(tx, row.id),
)
