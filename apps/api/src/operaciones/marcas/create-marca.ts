// POST /v1/marcas: a new marca, audited in the same transaction.
import type { createMarcaSchema } from '@cordillera/contracts'
import type { z } from 'zod'
import { getMarca } from './get-marca.ts'
import { marcaRecords } from './marca-records.ts'

export const createMarca = marcaRecords.creates(
  (input: z.output<typeof createMarcaSchema>) => input,
  (tx, row) => getMarca(tx, row.id),
)
