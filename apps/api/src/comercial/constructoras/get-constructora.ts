// GET /v1/constructoras/{id}: a constructora with its obras.
import { type ConstructoraDetail, DETAIL_RELATED_MAX } from '@cordillera/contracts'
import { and, desc, eq } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import { obras } from '../../db/schema/index.ts'
import { notFound } from '../../http/api-error.ts'
import { authorsOf } from '../../records/usuario-refs.ts'
import {
  CONSTRUCTORA_NO_EXISTE,
  findConstructora,
  obrasPorConstructora,
  toConstructoraRow,
} from './constructora-rows.ts'

export async function getConstructora(db: Db | Tx, id: string): Promise<ConstructoraDetail> {
  const record = await findConstructora(db, id)
  if (!record) throw notFound(CONSTRUCTORA_NO_EXISTE)
  const [counts, suyas, authors] = await Promise.all([
    obrasPorConstructora(db, [id]),
    db
      .select({
        id: obras.id,
        codigo: obras.codigo,
        nombre: obras.nombre,
        comuna: obras.comuna,
        activa: obras.activa,
      })
      .from(obras)
      .where(and(eq(obras.constructoraId, id), vigente(obras)))
      .orderBy(desc(obras.fechaInicio), obras.id)
      .limit(DETAIL_RELATED_MAX),
    authorsOf(db, record),
  ])
  return { ...toConstructoraRow(record, counts.get(id) ?? 0), obras: suyas, ...authors }
}
