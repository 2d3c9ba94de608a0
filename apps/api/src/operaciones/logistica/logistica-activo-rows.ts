// Logística de activos: every asset not deleted, where it is and since when, and the movement
// that left it there. The list engine reads one page of ids from the asset's indexes; the page's
// rows, each with its last movement (a LATERAL step back on the asset's history), come in one
// statement.
import type {
  LogisticaActivoRow,
  listLogisticaActivosQuerySchema,
  TipoMovimiento,
} from '@cordillera/contracts'
import { eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import type { ListSource, SortKey } from '../../db/list/list-page.ts'
import { activos, flotas, obras } from '../../db/schema/index.ts'
import { type ListQueryOf, listSourceOf, listWhere } from '../../records/list-source.ts'
import { type ActivoPageColumns, activoPage } from '../common/activo-page-row.ts'
import {
  activoConCodigo,
  amongIds,
  epochMs,
  pageRowsOf,
  ultimoMovimientoLateral,
} from './logistica-sql.ts'

export type LogisticaActivoListQuery = ListQueryOf<typeof listLogisticaActivosQuerySchema>

const sortKeys: Record<LogisticaActivoListQuery['sort'], SortKey> = {
  codigo: { expr: activos.codigo, type: 'text' },
  estado: { expr: activos.estado, type: 'text' },
  estadoDesde: { expr: activos.estadoDesde, type: 'timestamptz' },
}

const pageRowsStatement = (ids: string[]) => sql`
  select ${activoPage.columns}, ${epochMs(activos.estadoDesde)} as estado_desde_ms,
    ${flotas.id} as flota_id, ${flotas.nombre} as flota_nombre,
    ${obras.id} as obra_id, ${obras.codigo} as obra_codigo, ${obras.nombre} as obra_nombre,
    ultimo.tipo as mov_tipo, ${epochMs(sql`ultimo.fecha`)} as mov_fecha_ms,
    ultimo.guia_despacho as mov_guia, ultimo.responsable as mov_responsable
  from ${activoPage.from}
  left join ${flotas} on ${flotas.id} = ${activos.flotaId}
  left join ${obras} on ${obras.id} = ${activos.obraActualId}
  ${ultimoMovimientoLateral(activos.id, 'ultimo')}
  where ${amongIds(activos.id, ids)}`

type PageRow = ActivoPageColumns & {
  estado_desde_ms: number
  flota_id: string | null
  flota_nombre: string | null
  obra_id: string | null
  obra_codigo: string | null
  obra_nombre: string | null
  mov_tipo: TipoMovimiento | null
  mov_fecha_ms: number | null
  mov_guia: number | null
  mov_responsable: string | null
}

const fromPageRow = (row: PageRow): LogisticaActivoRow => ({
  ...activoPage.fieldsOf(row),
  flota: row.flota_id === null ? null : { id: row.flota_id, nombre: row.flota_nombre ?? '' },
  estadoDesde: new Date(row.estado_desde_ms).toISOString(),
  obraActual: activoPage.obraRefOf(row.obra_id, row.obra_codigo, row.obra_nombre),
  ultimoMovimiento:
    row.mov_tipo === null || row.mov_fecha_ms === null
      ? null
      : {
          tipo: row.mov_tipo,
          fecha: new Date(row.mov_fecha_ms).toISOString(),
          guiaDespacho: row.mov_guia,
          responsable: row.mov_responsable ?? '',
        },
})

const rowsByIds = pageRowsOf(pageRowsStatement, fromPageRow)

export function logisticaActivoWhere(query: LogisticaActivoListQuery): SQL | undefined {
  return listWhere(
    activos,
    // `q` is the código only, not the asset list's search column.
    { ...query, q: undefined },
    ['estado', 'tipoActivoId', 'flotaId'],
    query.obraId ? eq(activos.obraActualId, query.obraId) : undefined,
    activoConCodigo(activos.id, query.q),
  )
}

export function logisticaActivoSource(
  db: Db,
  query: LogisticaActivoListQuery,
): ListSource<LogisticaActivoRow> {
  return listSourceOf(activos, sortKeys, query, logisticaActivoWhere(query), (ids) =>
    rowsByIds(db, ids),
  )
}
