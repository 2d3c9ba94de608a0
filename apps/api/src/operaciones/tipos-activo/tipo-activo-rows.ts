// Tipos de activo as lists show them: the row shape (with how many assets each has), how they
// filter (categoría, requiere operador), search and sort.
import type { listTiposActivoQuerySchema, TipoActivoRow } from '@cordillera/contracts'
import type { SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import type { ListSource } from '../../db/list/list-page.ts'
import { activos, tiposActivo } from '../../db/schema/index.ts'
import { rowsWithCounts } from '../../records/detail-columns.ts'
import type { ListQueryOf } from '../../records/list-source.ts'
import { listSourceOf, listWhere, sortKey, sortKeysOf } from '../../records/list-source.ts'
import { pick, trackingOf } from '../../records/tracking.ts'

export type TipoActivoListQuery = ListQueryOf<typeof listTiposActivoQuerySchema>

const sortKeys = sortKeysOf<TipoActivoListQuery['sort']>(tiposActivo, {
  nombre: sortKey.text(tiposActivo.nombre),
  // Codes from a closed list, indexed as stored: their order is the code's.
  categoria: { expr: tiposActivo.categoria, type: 'text' },
  tarifaReferencia: { expr: tiposActivo.tarifaReferencia, type: 'integer' },
})

type TipoActivoRecord = typeof tiposActivo.$inferSelect

export function toTipoActivoRow(record: TipoActivoRecord, activosCount: number): TipoActivoRow {
  return {
    ...pick(record, 'id', 'nombre', 'descripcion', 'tarifaReferencia', 'requiereOperador'),
    categoria: record.categoria as TipoActivoRow['categoria'],
    unidadCobroDefault: record.unidadCobroDefault as TipoActivoRow['unidadCobroDefault'],
    activosCount,
    ...trackingOf(record),
  }
}

export const tipoActivoRowsByIds = (db: Db | Tx, ids: string[]) =>
  rowsWithCounts(db, tiposActivo, activos.tipoActivoId, ids, toTipoActivoRow)

export function tipoActivoWhere(
  query: Pick<TipoActivoListQuery, 'q' | 'categoria' | 'requiereOperador'>,
): SQL | undefined {
  return listWhere(tiposActivo, query, ['categoria', 'requiereOperador'])
}

export function tipoActivoSource(db: Db, query: TipoActivoListQuery): ListSource<TipoActivoRow> {
  return listSourceOf(tiposActivo, sortKeys, query, tipoActivoWhere(query), (ids) =>
    tipoActivoRowsByIds(db, ids),
  )
}
