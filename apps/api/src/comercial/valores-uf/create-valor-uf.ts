// POST /v1/valores-uf: the value of one day, audited in the same transaction; a day that has one
// already is a 409 (correct it with PATCH).
import type { createValorUfSchema } from '@cordillera/contracts'
import type { z } from 'zod'
import { getValorUfById } from './get-valor-uf.ts'
import { valorUfRecords } from './valor-uf-records.ts'
import { valorColumna } from './valor-uf-rows.ts'

export const createValorUf = valorUfRecords.creates(
  (input: z.output<typeof createValorUfSchema>) => ({
    fecha: input.fecha,
    valor: valorColumna(input.valor),
  }),
  (tx, row) => getValorUfById(tx, row.id, row.fecha),
)
