// POST /v1/grupos-cliente: a new grupo cliente, audited in the same transaction.
import type { createGrupoClienteSchema } from '@cordillera/contracts'
import type { z } from 'zod'
import { getGrupoCliente } from './get-grupo-cliente.ts'
import { grupoClienteRecords } from './grupo-cliente-records.ts'

export const createGrupoCliente = grupoClienteRecords.creates(
  (input: z.output<typeof createGrupoClienteSchema>) => input,
  (tx, row) => getGrupoCliente(tx, row.id),
)
