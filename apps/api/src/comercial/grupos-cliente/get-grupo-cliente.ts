// GET /v1/grupos-cliente/{id}: a grupo cliente with its razones sociales, in one statement (the
// answer of its writes too).
import { DETAIL_RELATED_MAX, type GrupoClienteDetail } from '@cordillera/contracts'
import { and, eq, getTableColumns } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import { collated, vigente } from '../../db/schema/columns.ts'
import { gruposCliente, razonesSociales } from '../../db/schema/index.ts'
import { authorColumns, countOf, relatedRows } from '../../records/detail-columns.ts'
import { grupoClienteRecords } from './grupo-cliente-records.ts'
import { toGrupoClienteRow } from './grupo-cliente-rows.ts'

const inGroup = and(eq(razonesSociales.grupoClienteId, gruposCliente.id), vigente(razonesSociales))

export async function getGrupoCliente(db: Db | Tx, id: string): Promise<GrupoClienteDetail> {
  const [found] = await db
    .select({
      record: getTableColumns(gruposCliente),
      count: countOf(razonesSociales, inGroup),
      razonesSociales: relatedRows(
        razonesSociales,
        {
          id: razonesSociales.id,
          rut: razonesSociales.rut,
          razonSocial: razonesSociales.razonSocial,
          nombreFantasia: razonesSociales.nombreFantasia,
          activo: razonesSociales.activo,
        },
        inGroup,
        [collated(razonesSociales.razonSocial), razonesSociales.id],
        DETAIL_RELATED_MAX,
      ),
      ...authorColumns(gruposCliente),
    })
    .from(gruposCliente)
    .where(and(eq(gruposCliente.id, id), vigente(gruposCliente)))
  if (!found) throw grupoClienteRecords.missing()
  const { record, count, ...related } = found
  return { ...toGrupoClienteRow(record, count), ...related }
}
