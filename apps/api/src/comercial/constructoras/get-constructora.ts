// GET /v1/constructoras/{id}: a constructora with its obras and authors, in one statement (the
// answer of its writes too).
import type { ConstructoraDetail } from '@cordillera/contracts'
import { and, eq } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import { constructoras, obras } from '../../db/schema/index.ts'
import { countOf } from '../../records/detail-columns.ts'
import { obrasResumen } from '../obras/obra-rows.ts'
import { constructoraRecords } from './constructora-records.ts'
import { toConstructoraRow } from './constructora-rows.ts'

const suyas = and(eq(obras.constructoraId, constructoras.id), vigente(obras))

export async function getConstructora(db: Db | Tx, id: string): Promise<ConstructoraDetail> {
  const { record, count, ...related } = await constructoraRecords.detail(db, id, {
    count: countOf(obras, suyas),
    obras: obrasResumen(suyas),
  })
  return { ...toConstructoraRow(record, count), ...related }
}
