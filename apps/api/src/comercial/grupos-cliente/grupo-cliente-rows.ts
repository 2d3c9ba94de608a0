// Grupos cliente as lists show them: the row shape, how they filter, search and sort.
import type { GrupoClienteRow, listGruposClienteQuerySchema } from '@cordillera/contracts'
import { and, inArray, type SQL, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import type { ListSource } from '../../db/list/list-page.ts'
import { vigente } from '../../db/schema/columns.ts'
import { gruposCliente, razonesSociales } from '../../db/schema/index.ts'
import type { ListQueryOf } from '../../records/list-source.ts'
import { listSourceOf, listWhere, sortKey, sortKeysOf } from '../../records/list-source.ts'
import { pick, trackingOf } from '../../records/tracking.ts'

export type GrupoClienteListQuery = ListQueryOf<typeof listGruposClienteQuerySchema>

const sortKeys = sortKeysOf<GrupoClienteListQuery['sort']>(gruposCliente, {
  nombre: sortKey.text(gruposCliente.nombre),
})

/** Razones sociales (not deleted) per group, for the given groups. */
export async function razonesSocialesPorGrupo(
  db: Db | Tx,
  ids: string[],
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      id: razonesSociales.grupoClienteId,
      count: sql<number>`cast(count(*) as integer)`,
    })
    .from(razonesSociales)
    .where(and(inArray(razonesSociales.grupoClienteId, ids), vigente(razonesSociales)))
    .groupBy(razonesSociales.grupoClienteId)
  return new Map(rows.map((row) => [row.id ?? '', row.count]))
}

type GrupoClienteRecord = typeof gruposCliente.$inferSelect

export function toGrupoClienteRow(record: GrupoClienteRecord, count: number): GrupoClienteRow {
  return {
    ...pick(record, 'id', 'nombre', 'descripcion'),
    razonesSocialesCount: count,
    ...trackingOf(record),
  }
}

export async function grupoClienteRowsByIds(db: Db | Tx, ids: string[]) {
  const [records, counts] = await Promise.all([
    db.select().from(gruposCliente).where(inArray(gruposCliente.id, ids)),
    razonesSocialesPorGrupo(db, ids),
  ])
  return records.map((record) => toGrupoClienteRow(record, counts.get(record.id) ?? 0))
}

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
