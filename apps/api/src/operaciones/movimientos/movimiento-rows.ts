// Movements as the history shows them: the row shape (the asset's código, the obras it left and
// reached, who recorded it), how the history filters and sorts. Movements are never deleted, so
// the list reads every row; there is no search column: `q` looks for the asset's código.
import type {
  EstadoActivo,
  LugarMovimiento,
  listMovimientosQuerySchema,
  MovimientoRow,
  TipoMovimiento,
} from '@cordillera/contracts'
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db, Tx } from '../../db/database.ts'
import type { ListSource, SortKey } from '../../db/list/list-page.ts'
import { activos, movimientos, obras, usuarios } from '../../db/schema/index.ts'
import type { ListQueryOf } from '../../records/list-source.ts'

export type MovimientoListQuery = ListQueryOf<typeof listMovimientosQuerySchema>

const sortKeys: Record<MovimientoListQuery['sort'], SortKey> = {
  fecha: { expr: movimientos.fecha, type: 'timestamptz' },
  creadoEn: { expr: movimientos.createdAt, type: 'timestamptz' },
}

const desdeObra = alias(obras, 'desde_obra')
const hastaObra = alias(obras, 'hasta_obra')

/** The full rows of these movements (any order), with the asset, obras and author they name. */
export async function movimientoRowsByIds(db: Db | Tx, ids: string[]): Promise<MovimientoRow[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select({
      record: movimientos,
      activoCodigo: activos.codigo,
      desdeObra: { id: desdeObra.id, codigo: desdeObra.codigo, nombre: desdeObra.nombre },
      hastaObra: { id: hastaObra.id, codigo: hastaObra.codigo, nombre: hastaObra.nombre },
      autor: { id: usuarios.id, nombre: usuarios.nombre },
    })
    .from(movimientos)
    .innerJoin(activos, eq(activos.id, movimientos.activoId))
    .leftJoin(desdeObra, eq(desdeObra.id, movimientos.desdeObraId))
    .leftJoin(hastaObra, eq(hastaObra.id, movimientos.hastaObraId))
    .leftJoin(usuarios, eq(usuarios.id, movimientos.createdBy))
    .where(inArray(movimientos.id, ids))
  return rows.map(({ record, activoCodigo, autor, ...refs }) => ({
    id: record.id,
    activo: { id: record.activoId, codigo: activoCodigo },
    tipo: record.tipo as TipoMovimiento,
    fecha: record.fecha.toISOString(),
    desde: { lugar: record.desdeLugar as LugarMovimiento, obra: refs.desdeObra },
    hasta: { lugar: record.hastaLugar as LugarMovimiento, obra: refs.hastaObra },
    guiaDespacho: record.guiaDespacho,
    transportista: record.transportista,
    responsable: record.responsable,
    observaciones: record.observaciones,
    solicitudId: record.solicitudId,
    estadoResultante: record.estadoResultante as EstadoActivo,
    autor,
    creadoEn: record.createdAt.toISOString(),
  }))
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
