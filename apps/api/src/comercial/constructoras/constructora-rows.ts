// Constructoras as lists show them: the row shape (with how many obras), how they filter, search
// and sort.
import type { ConstructoraRow, listConstructorasQuerySchema } from '@cordillera/contracts'
import type { SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import type { ListSource } from '../../db/list/list-page.ts'
import { constructoras, obras } from '../../db/schema/index.ts'
import { rowsWithCounts } from '../../records/detail-columns.ts'
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

export const constructoraRowsByIds = (db: Db | Tx, ids: string[]) =>
  rowsWithCounts(db, constructoras, obras.constructoraId, ids, toConstructoraRow)

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
