// GET /v1/razones-sociales/{id}: a razón social with its group, its obras and who wrote it, in one
// statement, and its contacts (the answer of its writes too).
import type { RazonSocialDetail } from '@cordillera/contracts'
import { and, eq, getTableColumns } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import { gruposCliente, obras, razonesSociales } from '../../db/schema/index.ts'
import { authorColumns, countOf } from '../../records/detail-columns.ts'
import { obrasResumen } from '../obras/obra-rows.ts'
import { contactosOf } from './contactos/contacto-rows.ts'
import { razonSocialRecords } from './razon-social-records.ts'
import { grupoColumns, joinGrupo, toRazonSocialRow } from './razon-social-rows.ts'

const deRazon = and(eq(obras.razonSocialId, razonesSociales.id), vigente(obras))

export async function getRazonSocial(db: Db | Tx, id: string): Promise<RazonSocialDetail> {
  const [found] = await db
    .select({
      record: getTableColumns(razonesSociales),
      grupo: grupoColumns,
      obras: obrasResumen(deRazon),
      obrasTotal: countOf(obras, deRazon),
      ...authorColumns(razonesSociales),
    })
    .from(razonesSociales)
    .leftJoin(gruposCliente, joinGrupo)
    .where(and(eq(razonesSociales.id, id), vigente(razonesSociales)))
  if (!found) throw razonSocialRecords.missing()
  const { record, grupo, ...related } = found
  return { ...toRazonSocialRow(record, grupo), contactos: await contactosOf(db, id), ...related }
}
