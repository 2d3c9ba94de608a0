// GET /v1/grupos-cliente/{id}: a grupo cliente with its razones sociales, in one statement (the
// answer of its writes too).
import { DETAIL_RELATED_MAX, type GrupoClienteDetail } from '@cordillera/contracts'
import { and, eq } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import { collated, vigente } from '../../db/schema/columns.ts'
import { gruposCliente, razonesSociales } from '../../db/schema/index.ts'
import { countOf, relatedRows } from '../../records/detail-columns.ts'
import { grupoClienteRecords } from './grupo-cliente-records.ts'
import { toGrupoClienteRow } from './grupo-cliente-rows.ts'

const inGroup = and(eq(razonesSociales.grupoClienteId, gruposCliente.id), vigente(razonesSociales))

export async function getGrupoCliente(db: Db | Tx, id: string): Promise<GrupoClienteDetail> {
  const { record, count, ...related } = await grupoClienteRecords.detail(db, id, {
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
  })
  return { ...toGrupoClienteRow(record, count), ...related }
}
