// Flotas as lists show them: the row shape (with how many assets each has), how they search and sort.
import type { FlotaRow, listFlotasQuerySchema } from '@cordillera/contracts'
import { inArray, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import type { ListSource } from '../../db/list/list-page.ts'
import { activos, flotas } from '../../db/schema/index.ts'
import type { ListQueryOf } from '../../records/list-source.ts'
import { listSourceOf, listWhere, sortKey, sortKeysOf } from '../../records/list-source.ts'
import { pick, trackingOf } from '../../records/tracking.ts'
import { activosCountBy } from '../common/activos-por.ts'

export type FlotaListQuery = ListQueryOf<typeof listFlotasQuerySchema>

const sortKeys = sortKeysOf<FlotaListQuery['sort']>(flotas, {
  nombre: sortKey.text(flotas.nombre),
})

type FlotaRecord = typeof flotas.$inferSelect

export function toFlotaRow(record: FlotaRecord, activosCount: number): FlotaRow {
  return { ...pick(record, 'id', 'nombre', 'descripcion'), activosCount, ...trackingOf(record) }
}

export async function flotaRowsByIds(db: Db | Tx, ids: string[]) {
  const [records, counts] = await Promise.all([
    db.select().from(flotas).where(inArray(flotas.id, ids)),
    activosCountBy(db, activos.flotaId, ids),
  ])
  return records.map((record) => toFlotaRow(record, counts.get(record.id) ?? 0))
}

export function flotaWhere(query: Pick<FlotaListQuery, 'q'>): SQL | undefined {
  return listWhere(flotas, query, [])
}

export function flotaSource(db: Db, query: FlotaListQuery): ListSource<FlotaRow> {
  return listSourceOf(flotas, sortKeys, query, flotaWhere(query), (ids) => flotaRowsByIds(db, ids))
}
