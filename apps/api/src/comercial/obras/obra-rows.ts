// Obras as lists show them: the row shape (with their constructora and razón social), how they
// filter, search and sort.
import { DETAIL_RELATED_MAX, type listObrasQuerySchema, type ObraRow } from '@cordillera/contracts'
import { desc, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import { razonSocialRef } from '../../db/joins.ts'
import type { ListSource } from '../../db/list/list-page.ts'
import { constructoras, obras, razonesSociales } from '../../db/schema/index.ts'
import { relatedRows } from '../../records/detail-columns.ts'
import type { ListQueryOf } from '../../records/list-source.ts'
import { listSourceOf, listWhere, sortKey, sortKeysOf } from '../../records/list-source.ts'
import { trackingOf } from '../../records/tracking.ts'

export type ObraListQuery = ListQueryOf<typeof listObrasQuerySchema>

const sortKeys = sortKeysOf<ObraListQuery['sort']>(obras, {
  nombre: sortKey.text(obras.nombre),
  codigo: { expr: obras.codigo, type: 'text' },
  fechaInicio: { expr: obras.fechaInicio, type: 'date' },
})

type ObraRecord = typeof obras.$inferSelect

export function toObraRow(
  record: ObraRecord,
  constructora: ObraRow['constructora'],
  razonSocial: ObraRow['razonSocial'],
): ObraRow {
  return {
    id: record.id,
    codigo: record.codigo,
    nombre: record.nombre,
    direccion: record.direccion,
    comuna: record.comuna,
    region: record.region,
    constructora,
    razonSocial,
    administrador: {
      nombre: record.administradorNombre,
      email: record.administradorEmail,
      telefono: record.administradorTelefono,
    },
    fechaInicio: record.fechaInicio,
    fechaTermino: record.fechaTermino,
    activa: record.activa,
    ...trackingOf(record),
  }
}

/** An obra's columns with what it shows of its constructora and razón social (`joinObraRefs`). */
export const obraColumns = {
  record: getTableColumns(obras),
  constructora: { id: constructoras.id, rut: constructoras.rut, nombre: constructoras.nombre },
  razonSocial: razonSocialRef,
}

/** The obras a detail lists (a constructora's, a razón social's): the latest first. */
export const obrasResumen = (where: SQL | undefined) =>
  relatedRows(
    obras,
    {
      id: obras.id,
      codigo: obras.codigo,
      nombre: obras.nombre,
      comuna: obras.comuna,
      activa: obras.activa,
    },
    where,
    [desc(obras.fechaInicio), obras.id],
    DETAIL_RELATED_MAX,
  )

export const joinConstructora = eq(constructoras.id, obras.constructoraId)
export const joinRazonSocial = eq(razonesSociales.id, obras.razonSocialId)

export async function obraRowsByIds(db: Db | Tx, ids: string[]): Promise<ObraRow[]> {
  const rows = await db
    .select(obraColumns)
    .from(obras)
    .innerJoin(constructoras, joinConstructora)
    .innerJoin(razonesSociales, joinRazonSocial)
    .where(inArray(obras.id, ids))
  return rows.map(({ record, constructora, razonSocial }) =>
    toObraRow(record, constructora, razonSocial),
  )
}

export function obraWhere(query: ObraListQuery): SQL | undefined {
  return listWhere(obras, query, ['activa', 'constructoraId', 'razonSocialId', 'comuna', 'region'])
}

export function obraSource(db: Db, query: ObraListQuery): ListSource<ObraRow> {
  return listSourceOf(obras, sortKeys, query, obraWhere(query), (ids) => obraRowsByIds(db, ids))
}
