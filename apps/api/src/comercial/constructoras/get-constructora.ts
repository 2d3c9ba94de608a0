// GET /v1/constructoras/{id}: a constructora with its obras and authors, in one statement (the
// answer of its writes too).
import { type ConstructoraDetail, DETAIL_RELATED_MAX } from '@cordillera/contracts'
import { and, desc, eq, getTableColumns } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import { constructoras, obras } from '../../db/schema/index.ts'
import { notFound } from '../../http/api-error.ts'
import { authorColumns, countOf, relatedRows } from '../../records/detail-columns.ts'
import { CONSTRUCTORA_NO_EXISTE, toConstructoraRow } from './constructora-rows.ts'

const suyas = and(eq(obras.constructoraId, constructoras.id), vigente(obras))

export async function getConstructora(db: Db | Tx, id: string): Promise<ConstructoraDetail> {
  const [found] = await db
    .select({
      record: getTableColumns(constructoras),
      count: countOf(obras, suyas),
      obras: relatedRows(
        obras,
        {
          id: obras.id,
          codigo: obras.codigo,
          nombre: obras.nombre,
          comuna: obras.comuna,
          activa: obras.activa,
        },
        suyas,
        [desc(obras.fechaInicio), obras.id],
        DETAIL_RELATED_MAX,
      ),
      ...authorColumns(constructoras),
    })
    .from(constructoras)
    .where(and(eq(constructoras.id, id), vigente(constructoras)))
  if (!found) throw notFound(CONSTRUCTORA_NO_EXISTE)
  const { record, count, ...related } = found
  return { ...toConstructoraRow(record, count), ...related }
}
