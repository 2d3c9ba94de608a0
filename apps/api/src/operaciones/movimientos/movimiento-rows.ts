// Movements as the history shows them: the row shape (the asset's código, the obras it left and
// reached, who recorded it), how the history filters and sorts. Movements are never deleted, so
// the list reads every row; there is no search column: `q` looks for the asset's código.
import type { listMovimientosQuerySchema, MovimientoRow } from '@cordillera/contracts'
import { and, eq, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import type { ListSource, SortKey } from '../../db/list/list-page.ts'
import { activos, movimientos } from '../../db/schema/index.ts'
import type { ListQueryOf } from '../../records/list-source.ts'
import { movimientoRowsByIds } from '../../records/movimiento-filas.ts'

export type MovimientoListQuery = ListQueryOf<typeof listMovimientosQuerySchema>

const sortKeys: Record<MovimientoListQuery['sort'], SortKey> = {
  fecha: { expr: movimientos.fecha, type: 'timestamptz' },
  creadoEn: { expr: movimientos.createdAt, type: 'timestamptz' },
}

/** Midnight of a Santiago calendar day (`yyyy-MM-dd`), plus `days`. */
const santiagoDay = (day: string, days = 0) =>
  sql`(cast(${day} as date) + ${days}::int)::timestamp at time zone 'America/Santiago'`

export function movimientoWhere(
  query: Partial<
    Pick<MovimientoListQuery, 'tipo' | 'activoId' | 'obraId' | 'desde' | 'hasta' | 'q'>
  >,
): SQL | undefined {
  const q = query.q?.trim()
  return and(
    query.tipo ? eq(movimientos.tipo, query.tipo) : undefined,
    query.activoId ? eq(movimientos.activoId, query.activoId) : undefined,
    query.obraId
      ? or(eq(movimientos.desdeObraId, query.obraId), eq(movimientos.hastaObraId, query.obraId))
      : undefined,
    // Days are Santiago's, both ends included.
    query.desde ? sql`${movimientos.fecha} >= ${santiagoDay(query.desde)}` : undefined,
    query.hasta ? sql`${movimientos.fecha} < ${santiagoDay(query.hasta, 1)}` : undefined,
    q
      ? sql`${movimientos.activoId} in (select ${activos.id} from ${activos}
          where ${activos.codigo} like ${`%${q.toUpperCase().replace(/[\\%_]/g, '\\$&')}%`})`
      : undefined,
  )
}

export function movimientoSource(
  db: Db,
  query: Partial<
    Pick<MovimientoListQuery, 'tipo' | 'activoId' | 'obraId' | 'desde' | 'hasta' | 'q'>
  > &
    Pick<MovimientoListQuery, 'sort' | 'dir'>,
): ListSource<MovimientoRow> {
  return {
    table: movimientos,
    id: movimientos.id,
    where: movimientoWhere(query),
    sortKey: sortKeys[query.sort],
    dir: query.dir,
    rowsByIds: (ids) => movimientoRowsByIds(db, ids),
  }
}
