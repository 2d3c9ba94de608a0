// PATCH /v1/razones-sociales/{id}: edits a razón social at the version the client read (409
// otherwise, nothing written), audited in the same transaction.
import type { updateRazonSocialSchema } from '@cordillera/contracts'
import type { z } from 'zod'
import { getRazonSocial } from './get-razon-social.ts'
import { razonSocialRecords } from './razon-social-records.ts'
import { checkGrupoCliente, regionDe } from './razon-social-writes.ts'

export const updateRazonSocial = razonSocialRecords.updates({
  patch: (input: z.output<typeof updateRazonSocialSchema>) => ({
    ...input,
    ...(input.comuna && { region: regionDe(input.comuna) }),
  }),
  check: (tx, changes) => checkGrupoCliente(tx, changes.grupoClienteId),
  answer: (tx, row) => getRazonSocial(tx, row.id),
})
