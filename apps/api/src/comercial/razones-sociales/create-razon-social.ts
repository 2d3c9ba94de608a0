// POST /v1/razones-sociales: a new razón social, audited in the same transaction.
import type { createRazonSocialSchema } from '@cordillera/contracts'
import type { z } from 'zod'
import { getRazonSocial } from './get-razon-social.ts'
import { razonSocialRecords } from './razon-social-records.ts'
import { checkGrupoCliente, regionDe } from './razon-social-writes.ts'

export const createRazonSocial = razonSocialRecords.creates(
  async (input: z.output<typeof createRazonSocialSchema>, tx) => {
    await checkGrupoCliente(tx, input.grupoClienteId)
    return { ...input, region: regionDe(input.comuna) }
  },
  (tx, row) => getRazonSocial(tx, row.id),
)
