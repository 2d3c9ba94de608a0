// PATCH /v1/grupos-cliente/{id}: edits a grupo cliente at the version the client read (409
// otherwise, nothing written), audited in the same transaction.
import type { GrupoClienteDetail, updateGrupoClienteSchema } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import type { Actor } from '../../records/actor.ts'
import { getGrupoCliente } from './get-grupo-cliente.ts'
import { grupoClienteRecords } from './grupo-cliente-rows.ts'

export function updateGrupoCliente(
  db: Db,
  actor: Actor,
  id: string,
  { version, ...patch }: z.output<typeof updateGrupoClienteSchema>,
): Promise<GrupoClienteDetail> {
  return grupoClienteRecords.update(
    db,
    actor,
    { id, version },
    {
      patch,
      answer: (tx, row) => getGrupoCliente(tx, row.id),
    },
  )
}
