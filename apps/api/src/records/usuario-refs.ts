// Who created and last changed a row, by name, for its detail.

import type { usuarioRefSchema } from '@cordillera/contracts'
import { inArray } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db, Tx } from '../db/database.ts'
import { usuarios } from '../db/schema/index.ts'

type UsuarioRef = z.infer<typeof usuarioRefSchema>

export async function authorsOf(
  db: Db | Tx,
  row: { createdBy: string | null; updatedBy: string | null },
): Promise<{ creadoPor: UsuarioRef | null; actualizadoPor: UsuarioRef | null }> {
  const ids = [row.createdBy, row.updatedBy].filter((id): id is string => id !== null)
  const found =
    ids.length === 0
      ? []
      : await db
          .select({ id: usuarios.id, nombre: usuarios.nombre })
          .from(usuarios)
          .where(inArray(usuarios.id, ids))
  const byId = new Map(found.map((user) => [user.id, user]))
  const ref = (id: string | null) => (id ? (byId.get(id) ?? null) : null)
  return { creadoPor: ref(row.createdBy), actualizadoPor: ref(row.updatedBy) }
}
