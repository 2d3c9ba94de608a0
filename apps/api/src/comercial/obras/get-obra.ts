// GET /v1/obras/{id}: an obra with its constructora, razón social and authors, in one statement
// (the answer of its writes too).
import type { ObraDetail } from '@cordillera/contracts'
import { and, eq } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import { constructoras, obras, razonesSociales } from '../../db/schema/index.ts'
import { authorColumns } from '../../records/detail-columns.ts'
import { obraRecords } from './obra-records.ts'
import { joinConstructora, joinRazonSocial, obraColumns, toObraRow } from './obra-rows.ts'

export async function getObra(db: Db | Tx, id: string): Promise<ObraDetail> {
  const [found] = await db
    .select({ ...obraColumns, ...authorColumns(obras) })
    .from(obras)
    .innerJoin(constructoras, joinConstructora)
    .innerJoin(razonesSociales, joinRazonSocial)
    .where(and(eq(obras.id, id), vigente(obras)))
  if (!found) throw obraRecords.missing()
  const { record, constructora, razonSocial, ...authors } = found
  return { ...toObraRow(record, constructora, razonSocial), ...authors }
}
