// Marcas as lists show them: the row shape (with how many assets use each), how they search and sort.
import type { listMarcasQuerySchema, MarcaRow } from '@cordillera/contracts'
import { inArray, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import type { ListSource } from '../../db/list/list-page.ts'
import { activos, marcas } from '../../db/schema/index.ts'
import type { ListQueryOf } from '../../records/list-source.ts'
import { listSourceOf, listWhere, sortKey, sortKeysOf } from '../../records/list-source.ts'
import { pick, trackingOf } from '../../records/tracking.ts'
import { activosCountBy } from '../common/activos-por.ts'

export type MarcaListQuery = ListQueryOf<typeof listMarcasQuerySchema>

const sortKeys = sortKeysOf<MarcaListQuery['sort']>(marcas, {
  nombre: sortKey.text(marcas.nombre),
})

type MarcaRecord = typeof marcas.$inferSelect

export function toMarcaRow(record: MarcaRecord, activosCount: number): MarcaRow {
  return { ...pick(record, 'id', 'nombre'), activosCount, ...trackingOf(record) }
}

export async function marcaRowsByIds(db: Db | Tx, ids: string[]) {
  const [records, counts] = await Promise.all([
    db.select().from(marcas).where(inArray(marcas.id, ids)),
    activosCountBy(db, activos.marcaId, ids),
  ])
  return records.map((record) => toMarcaRow(record, counts.get(record.id) ?? 0))
}

export function marcaWhere(query: Pick<MarcaListQuery, 'q'>): SQL | undefined {
  return listWhere(marcas, query, [])
}

export function marcaSource(db: Db, query: MarcaListQuery): ListSource<MarcaRow> {
  return listSourceOf(marcas, sortKeys, query, marcaWhere(query), (ids) => marcaRowsByIds(db, ids))
}
