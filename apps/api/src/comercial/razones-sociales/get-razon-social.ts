// GET /v1/razones-sociales/{id}: a razón social with its group, its obras and who wrote it, in one
// statement, and its contacts (the answer of its writes too).
import { DETAIL_RELATED_MAX, type RazonSocialDetail } from '@cordillera/contracts'
import { and, desc, eq, getTableColumns } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import { gruposCliente, obras, razonesSociales } from '../../db/schema/index.ts'
import { notFound } from '../../http/api-error.ts'
import { authorColumns, countOf, relatedRows } from '../../records/detail-columns.ts'
import { contactosOf } from './contactos/contacto-rows.ts'
import {
  grupoColumns,
  joinGrupo,
  RAZON_SOCIAL_NO_EXISTE,
  toRazonSocialRow,
} from './razon-social-rows.ts'

const deRazon = and(eq(obras.razonSocialId, razonesSociales.id), vigente(obras))

export async function getRazonSocial(db: Db | Tx, id: string): Promise<RazonSocialDetail> {
  const [found] = await db
    .select({
      record: getTableColumns(razonesSociales),
      grupo: grupoColumns,
      obras: relatedRows(
        obras,
        {
          id: obras.id,
          codigo: obras.codigo,
          nombre: obras.nombre,
          comuna: obras.comuna,
          activa: obras.activa,
        },
        deRazon,
        [desc(obras.fechaInicio), obras.id],
        DETAIL_RELATED_MAX,
      ),
      obrasTotal: countOf(obras, deRazon),
      ...authorColumns(razonesSociales),
    })
    .from(razonesSociales)
    .leftJoin(gruposCliente, joinGrupo)
    .where(and(eq(razonesSociales.id, id), vigente(razonesSociales)))
  if (!found) throw notFound(RAZON_SOCIAL_NO_EXISTE)
  const { record, grupo, ...related } = found
  return { ...toRazonSocialRow(record, grupo), contactos: await contactosOf(db, id), ...related }
}
