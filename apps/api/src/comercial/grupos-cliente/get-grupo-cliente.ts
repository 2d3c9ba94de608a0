// GET /v1/grupos-cliente/{id}: a grupo cliente with its razones sociales.
import { DETAIL_RELATED_MAX, type GrupoClienteDetail } from '@cordillera/contracts'
import { and, eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import { collated, vigente } from '../../db/schema/columns.ts'
import { razonesSociales } from '../../db/schema/index.ts'
import { notFound } from '../../http/api-error.ts'
import { authorsOf } from '../../records/usuario-refs.ts'
import { findGrupoCliente, toGrupoClienteRow } from './grupo-cliente-rows.ts'

export const GRUPO_NO_EXISTE = 'El grupo cliente no existe.'

export async function getGrupoCliente(db: Db | Tx, id: string): Promise<GrupoClienteDetail> {
  const record = await findGrupoCliente(db, id)
  if (!record) throw notFound(GRUPO_NO_EXISTE)
  const inGroup = and(eq(razonesSociales.grupoClienteId, id), vigente(razonesSociales))
  const [miembros, [counted], authors] = await Promise.all([
    db
      .select({
        id: razonesSociales.id,
        rut: razonesSociales.rut,
        razonSocial: razonesSociales.razonSocial,
        nombreFantasia: razonesSociales.nombreFantasia,
        activo: razonesSociales.activo,
      })
      .from(razonesSociales)
      .where(inGroup)
      .orderBy(collated(razonesSociales.razonSocial), razonesSociales.id)
      .limit(DETAIL_RELATED_MAX),
    db
      .select({ count: sql<number>`cast(count(*) as integer)` })
      .from(razonesSociales)
      .where(inGroup),
    authorsOf(db, record),
  ])
  return {
    ...toGrupoClienteRow(record, counted?.count ?? 0),
    razonesSociales: miembros,
    ...authors,
  }
}
