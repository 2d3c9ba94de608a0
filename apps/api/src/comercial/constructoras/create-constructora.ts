// POST /v1/constructoras: a new constructora, audited in the same transaction.
import type { createConstructoraSchema } from '@cordillera/contracts'
import type { z } from 'zod'
import { constructoraRecords } from './constructora-records.ts'
import { getConstructora } from './get-constructora.ts'

export const createConstructora = constructoraRecords.creates(
  (input: z.output<typeof createConstructoraSchema>) => input,
  (tx, row) => getConstructora(tx, row.id),
)
