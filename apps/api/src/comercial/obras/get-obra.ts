// GET /v1/obras/{id}: an obra with its constructora, razón social and authors.
import type { ObraDetail } from '@cordillera/contracts'
import { and, eq } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import { obras } from '../../db/schema/index.ts'
import { notFound } from '../../http/api-error.ts'
import { authorsOf } from '../../records/usuario-refs.ts'
import { findObra, OBRA_NO_EXISTE, obraRowsByIds } from './obra-rows.ts'

export async function getObra(db: Db | Tx, id: string): Promise<ObraDetail> {
  const [row] = await obraRowsByIds(db, [id], and(eq(obras.id, id), vigente(obras)))
  const record = row && (await findObra(db, id))
  if (!row || !record) throw notFound(OBRA_NO_EXISTE)
  return { ...row, ...(await authorsOf(db, record)) }
}
