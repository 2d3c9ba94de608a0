// PATCH /v1/marcas/{id}: renames a marca at the version the client read (409 otherwise, nothing
// written), audited in the same transaction.
import type { updateMarcaSchema } from '@cordillera/contracts'
import type { z } from 'zod'
import { getMarca } from './get-marca.ts'
import { marcaRecords } from './marca-records.ts'

export const updateMarca = marcaRecords.updates({
  patch: (input: z.output<typeof updateMarcaSchema>) => input,
  answer: (tx, row) => getMarca(tx, row.id),
})
