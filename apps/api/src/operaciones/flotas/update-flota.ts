// PATCH /v1/flotas/{id}: edits a flota at the version the client read (409 otherwise, nothing
// written), audited in the same transaction.
import type { updateFlotaSchema } from '@cordillera/contracts'
import type { z } from 'zod'
import { flotaRecords } from './flota-records.ts'
import { getFlota } from './get-flota.ts'

export const updateFlota = flotaRecords.updates({
  patch: (input: z.output<typeof updateFlotaSchema>) => input,
  answer: (tx, row) => getFlota(tx, row.id),
})
