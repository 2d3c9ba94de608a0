// Grupos cliente as lists show them: the row shape, how they filter, search and sort.
import type { GrupoClienteRow, listGruposClienteQuerySchema } from '@cordillera/contracts'
import type { SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import type { ListSource } from '../../db/list/list-page.ts'
import { gruposCliente, razonesSociales } from '../../db/schema/index.ts'
import { rowsWithCounts } from '../../records/detail-columns.ts'
import type { ListQueryOf } from '../../records/list-source.ts'
import { listSourceOf, listWhere, sortKey, sortKeysOf } from '../../records/list-source.ts'
import { pick, trackingOf } from '../../records/tracking.ts'

export type GrupoClienteListQuery = ListQueryOf<typeof listGruposClienteQuerySchema>

const sortKeys = sortKeysOf<GrupoClienteListQuery['sort']>(gruposCliente, {
  nombre: sortKey.text(gruposCliente.nombre),
})

type GrupoClienteRecord = typeof gruposCliente.$inferSelect

export function toGrupoClienteRow(record: GrupoClienteRecord, count: number): GrupoClienteRow {
  return {
    ...pick(record, 'id', 'nombre', 'descripcion'),
    razonesSocialesCount: count,
    ...trackingOf(record),
  }
}

export const grupoClienteRowsByIds = (db: Db | Tx, ids: string[]) =>
  rowsWithCounts(db, gruposCliente, razonesSociales.grupoClienteId, ids, toGrupoClienteRow)

export function grupoClienteWhere(query: Pick<GrupoClienteListQuery, 'q'>): SQL | undefined {
  return listWhere(gruposCliente, query, [])
}

export function grupoClienteSource(
  db: Db,
  query: GrupoClienteListQuery,
): ListSource<GrupoClienteRow> {
  return listSourceOf(gruposCliente, sortKeys, query, grupoClienteWhere(query), (ids) =>
    grupoClienteRowsByIds(db, ids),
  )
}
