// POST /v1/razones-sociales: a new razón social, audited in the same transaction.
import type { createRazonSocialSchema, RazonSocialDetail } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import type { Actor } from '../../records/actor.ts'
import { getRazonSocial } from './get-razon-social.ts'
import { razonSocialRecords } from './razon-social-rows.ts'
import { checkGrupoCliente, regionDe } from './razon-social-writes.ts'

export function createRazonSocial(
  db: Db,
  actor: Actor,
  input: z.output<typeof createRazonSocialSchema>,
): Promise<RazonSocialDetail> {
  return razonSocialRecords.create(
    db,
    actor,
    async (tx) => {
      await checkGrupoCliente(tx, input.grupoClienteId)
      return {
        rut: input.rut,
        razonSocial: input.razonSocial,
        nombreFantasia: input.nombreFantasia ?? null,
        giro: input.giro,
        direccion: input.direccion,
        comuna: input.comuna,
        region: regionDe(input.comuna),
        telefono: input.telefono ?? null,
        email: input.email ?? null,
        grupoClienteId: input.grupoClienteId ?? null,
        activo: input.activo ?? true,
      }
    },
    (tx, row) => getRazonSocial(tx, row.id),
  )
}
