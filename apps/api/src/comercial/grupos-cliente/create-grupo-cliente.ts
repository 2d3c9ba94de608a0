// POST /v1/grupos-cliente: a new grupo cliente, audited in the same transaction.
import type { createGrupoClienteSchema, GrupoClienteDetail } from '@cordillera/contracts'
import type { z } from 'zod'
import type { Db } from '../../db/database.ts'
import { gruposCliente } from '../../db/schema/index.ts'
import { writeAudit } from '../../db/write-audit.ts'
import type { Actor } from '../../records/actor.ts'
import { auditState } from '../../records/tracking.ts'
import { rethrowUnique, type UniqueMessages } from '../../records/write-errors.ts'
import { getGrupoCliente } from './get-grupo-cliente.ts'

export const GRUPO_CLIENTE_UNIQUES: UniqueMessages = {
  grupos_cliente_nombre_vigente_uq: {
    field: 'nombre',
    message: 'Ya existe un grupo cliente con este nombre.',
  },
}

export async function createGrupoCliente(
  db: Db,
  actor: Actor,
  input: z.output<typeof createGrupoClienteSchema>,
): Promise<GrupoClienteDetail> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(gruposCliente)
        .values({
          nombre: input.nombre,
          descripcion: input.descripcion ?? null,
          createdBy: actor.id,
          updatedBy: actor.id,
        })
        .returning()
      if (!row) throw new Error('insert returned no row')
      await writeAudit(tx, {
        usuarioId: actor.id,
        entity: 'grupo_cliente',
        entityId: row.id,
        action: 'crear',
        after: auditState(row),
      })
      return getGrupoCliente(tx, row.id)
    })
  } catch (error) {
    rethrowUnique(error, GRUPO_CLIENTE_UNIQUES)
  }
}
