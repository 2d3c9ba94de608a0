// PATCH /v1/grupos-cliente/{id}: edits a grupo cliente at the version the client read (409
// otherwise, nothing written), audited in the same transaction.
import type { updateGrupoClienteSchema } from '@cordillera/contracts'
import type { z } from 'zod'
import { getGrupoCliente } from './get-grupo-cliente.ts'
import { grupoClienteRecords } from './grupo-cliente-records.ts'

export const updateGrupoCliente = grupoClienteRecords.updates({
  patch: (input: z.output<typeof updateGrupoClienteSchema>) => input,
  answer: (tx, row) => getGrupoCliente(tx, row.id),
})
