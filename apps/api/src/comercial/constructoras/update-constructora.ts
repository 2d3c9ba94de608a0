// PATCH /v1/constructoras/{id}: edits a constructora at the version the client read (409
// otherwise, nothing written), audited in the same transaction.
import type { updateConstructoraSchema } from '@cordillera/contracts'
import type { z } from 'zod'
import { constructoraRecords } from './constructora-records.ts'
import { getConstructora } from './get-constructora.ts'

export const updateConstructora = constructoraRecords.updates({
  patch: (input: z.output<typeof updateConstructoraSchema>) => input,
  answer: (tx, row) => getConstructora(tx, row.id),
})
