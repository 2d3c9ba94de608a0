// The lists of the catalogues assets name by a column of their own (flotas, marcas): each row with
// how many assets (not deleted) use it, searched by the catalogue's search column and sorted by
// name (or by when it was created or changed). Each catalogue gives only its row's shape.
import type { SortDirection } from '@cordillera/contracts'
import { inArray } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import type { ListSource } from '../../db/list/list-page.ts'
import type { activos, flotas, marcas } from '../../db/schema/index.ts'
import { listSourceOf, listWhere, sortKey, sortKeysOf } from '../../records/list-source.ts'
import { activosCountBy } from './activos-por.ts'

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
  async function rowsByIds(db: Db | Tx, ids: string[]): Promise<Row[]> {
    const [records, counts] = await Promise.all([
      db
        .select()
        .from(table as Catalogo)
        .where(inArray(table.id, ids)) as Promise<T['$inferSelect'][]>,
      activosCountBy(db, activoColumn, ids),
    ])
    return records.map((record) => toRow(record, counts.get(record.id) ?? 0))
  }
  return (db: Db, query: CatalogoQuery): ListSource<Row> =>
    listSourceOf(table, sortKeys, query, listWhere(table, query, []), (ids) => rowsByIds(db, ids))
}
