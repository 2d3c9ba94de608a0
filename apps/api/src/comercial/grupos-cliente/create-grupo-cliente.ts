// POST /v1/grupos-cliente: a new grupo cliente, audited in the same transaction.
import type { createGrupoClienteSchema, GrupoClienteDetail } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import type { Actor } from '../../records/actor.ts'
import { getGrupoCliente } from './get-grupo-cliente.ts'
import { grupoClienteRecords } from './grupo-cliente-rows.ts'

export function createGrupoCliente(
  db: Db,
  actor: Actor,
  input: z.output<typeof createGrupoClienteSchema>,
): Promise<GrupoClienteDetail> {
  return grupoClienteRecords.create(
    db,
    actor,
    () => ({ nombre: input.nombre, descripcion: input.descripcion ?? null }),
    (tx, row) => getGrupoCliente(tx, row.id),
  )
}
