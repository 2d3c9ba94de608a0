// GET /v1/razones-sociales/{id}: a razón social with its contacts and its obras.
import { DETAIL_RELATED_MAX, type RazonSocialDetail } from '@cordillera/contracts'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import { obras, razonesSociales } from '../../db/schema/index.ts'
import { notFound } from '../../http/api-error.ts'
import { authorsOf } from '../../records/usuario-refs.ts'
import { contactosOf } from './contactos/contacto-rows.ts'
import { razonSocialRowsByIds } from './razon-social-rows.ts'

export const RAZON_SOCIAL_NO_EXISTE = 'La razón social no existe.'

export async function getRazonSocial(db: Db | Tx, id: string): Promise<RazonSocialDetail> {
  const [row] = await razonSocialRowsByIds(
    db,
    [id],
    and(eq(razonesSociales.id, id), vigente(razonesSociales)),
  )
  if (!row) throw notFound(RAZON_SOCIAL_NO_EXISTE)
  const deRazon = and(eq(obras.razonSocialId, id), vigente(obras))
  const [stored] = await db
    .select({ createdBy: razonesSociales.createdBy, updatedBy: razonesSociales.updatedBy })
    .from(razonesSociales)
    .where(eq(razonesSociales.id, id))
  const [contactos, obrasDeRazon, [counted], authors] = await Promise.all([
    contactosOf(db, id),
    db
      .select({
        id: obras.id,
        codigo: obras.codigo,
        nombre: obras.nombre,
        comuna: obras.comuna,
        activa: obras.activa,
      })
      .from(obras)
      .where(deRazon)
      .orderBy(desc(obras.fechaInicio), obras.id)
      .limit(DETAIL_RELATED_MAX),
    db.select({ count: sql<number>`cast(count(*) as integer)` }).from(obras).where(deRazon),
    authorsOf(db, stored ?? { createdBy: null, updatedBy: null }),
  ])
  return {
    ...row,
    contactos,
    obras: obrasDeRazon,
    obrasTotal: counted?.count ?? 0,
    ...authors,
  }
}
