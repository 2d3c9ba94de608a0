// The lists of the catalogues assets name by a column of their own (flotas, marcas): each row with
// how many assets (not deleted) use it, searched by the catalogue's search column and sorted by
// name (or by when it was created or changed). Each catalogue gives only its row's shape.
import type { SortDirection } from '@cordillera/contracts'
import type { Db } from '../../db/database.ts'
import type { ListSource } from '../../db/list/list-page.ts'
import type { activos, flotas, marcas } from '../../db/schema/index.ts'
import { rowsWithCounts } from '../../records/detail-columns.ts'
import { listSourceOf, listWhere, sortKey, sortKeysOf } from '../../records/list-source.ts'

type Catalogo = typeof flotas | typeof marcas

/** What a catalogue's list query reads: its search, its sort and direction. */
type CatalogoQuery = {
  q?: string | undefined
  sort: 'nombre' | 'creadoEn' | 'actualizadoEn'
  dir: SortDirection
}

/**
 * The list source of `table` (`listOf(source)` is its list): `toRow(record, activosCount)` is a
 * row, `activoColumn` the assets' column that names it.
 */
export function catalogoSource<T extends Catalogo, Row extends { id: string }>(
  table: T,
  activoColumn: typeof activos.flotaId | typeof activos.marcaId,
  toRow: (record: T['$inferSelect'], activosCount: number) => Row,
) {
  const sortKeys = sortKeysOf<CatalogoQuery['sort']>(table, { nombre: sortKey.text(table.nombre) })
  return (db: Db, query: CatalogoQuery): ListSource<Row> =>
    listSourceOf(table, sortKeys, query, listWhere(table, query, []), (ids) =>
      rowsWithCounts(db, table, activoColumn, ids, toRow),
    )
}
