// Constructoras as lists show them: the row shape (with how many obras), how they filter, search
// and sort.
import type { ConstructoraRow, listConstructorasQuerySchema } from '@cordillera/contracts'
import { and, inArray, type SQL, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import type { ListSource } from '../../db/list/list-page.ts'
import { vigente } from '../../db/schema/columns.ts'
import { constructoras, obras } from '../../db/schema/index.ts'
import type { ListQueryOf } from '../../records/list-source.ts'
import { listSourceOf, listWhere, sortKey, sortKeysOf } from '../../records/list-source.ts'
import { pick, trackingOf } from '../../records/tracking.ts'

export type ConstructoraListQuery = ListQueryOf<typeof listConstructorasQuerySchema>

const sortKeys = sortKeysOf<ConstructoraListQuery['sort']>(constructoras, {
  nombre: sortKey.text(constructoras.nombre),
  rut: sortKey.rut(constructoras),
})

type ConstructoraRecord = typeof constructoras.$inferSelect

export function toConstructoraRow(record: ConstructoraRecord, obrasCount: number): ConstructoraRow {
  return {
    ...pick(record, 'id', 'rut', 'nombre', 'contacto', 'telefono', 'email', 'activo'),
    obrasCount,
    ...trackingOf(record),
  }
}

/** Obras (not deleted) per constructora, for the given constructoras. */
export async function obrasPorConstructora(db: Db | Tx, ids: string[]) {
  const rows = await db
    .select({ id: obras.constructoraId, count: sql<number>`cast(count(*) as integer)` })
    .from(obras)
    .where(and(inArray(obras.constructoraId, ids), vigente(obras)))
    .groupBy(obras.constructoraId)
  return new Map(rows.map((row) => [row.id, row.count]))
}

export async function constructoraRowsByIds(db: Db | Tx, ids: string[]) {
  const [records, counts] = await Promise.all([
    db.select().from(constructoras).where(inArray(constructoras.id, ids)),
    obrasPorConstructora(db, ids),
  ])
  return records.map((record) => toConstructoraRow(record, counts.get(record.id) ?? 0))
}

export function constructoraWhere(query: ConstructoraListQuery): SQL | undefined {
  return listWhere(constructoras, query, ['activo'])
}

export function constructoraSource(
  db: Db,
  query: ConstructoraListQuery,
): ListSource<ConstructoraRow> {
  return listSourceOf(constructoras, sortKeys, query, constructoraWhere(query), (ids) =>
    constructoraRowsByIds(db, ids),
  )
}
