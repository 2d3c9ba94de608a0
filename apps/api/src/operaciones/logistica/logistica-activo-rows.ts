// Logística de activos: every asset not deleted, where it is and since when, and the movement
// that left it there. The list engine reads one page of ids from the asset's indexes; the page's
// rows, each with its last movement (a LATERAL step back on the asset's history), come in one
// statement.
import type {
  EstadoActivo,
  LogisticaActivoRow,
  listLogisticaActivosQuerySchema,
  TipoMovimiento,
} from '@cordillera/contracts'
import { eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import type { ListSource, SortKey } from '../../db/list/list-page.ts'
import { runListStatement } from '../../db/list/run-list-statement.ts'
import { activos, flotas, marcas, obras, tiposActivo } from '../../db/schema/index.ts'
import { type ListQueryOf, listSourceOf, listWhere } from '../../records/list-source.ts'
import { activoConCodigo, amongIds, epochMs, ultimoMovimientoLateral } from './logistica-sql.ts'

export type LogisticaActivoListQuery = ListQueryOf<typeof listLogisticaActivosQuerySchema>

const sortKeys: Record<LogisticaActivoListQuery['sort'], SortKey> = {
  codigo: { expr: activos.codigo, type: 'text' },
  estado: { expr: activos.estado, type: 'text' },
  estadoDesde: { expr: activos.estadoDesde, type: 'timestamptz' },
}

const pageRowsStatement = (ids: string[]) => sql`
  select ${activos.id} as id, ${activos.codigo} as codigo, ${activos.modelo} as modelo,
    ${activos.estado} as estado, ${activos.version} as version,
    ${epochMs(activos.estadoDesde)} as estado_desde_ms,
    ${tiposActivo.id} as tipo_id, ${tiposActivo.nombre} as tipo_nombre,
    ${marcas.id} as marca_id, ${marcas.nombre} as marca_nombre,
    ${flotas.id} as flota_id, ${flotas.nombre} as flota_nombre,
    ${obras.id} as obra_id, ${obras.codigo} as obra_codigo, ${obras.nombre} as obra_nombre,
    ultimo.tipo as mov_tipo, ${epochMs(sql`ultimo.fecha`)} as mov_fecha_ms,
    ultimo.guia_despacho as mov_guia, ultimo.responsable as mov_responsable
  from ${activos}
  join ${tiposActivo} on ${tiposActivo.id} = ${activos.tipoActivoId}
  join ${marcas} on ${marcas.id} = ${activos.marcaId}
  left join ${flotas} on ${flotas.id} = ${activos.flotaId}
  left join ${obras} on ${obras.id} = ${activos.obraActualId}
  ${ultimoMovimientoLateral(activos.id, 'ultimo')}
  where ${amongIds(activos.id, ids)}`

type PageRow = {
  id: string
  codigo: string
  modelo: string
  estado: EstadoActivo
  version: number
  estado_desde_ms: number
  tipo_id: string
  tipo_nombre: string
  marca_id: string
  marca_nombre: string
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
  id: row.id,
  codigo: row.codigo,
  tipoActivo: { id: row.tipo_id, nombre: row.tipo_nombre },
  marca: { id: row.marca_id, nombre: row.marca_nombre },
  modelo: row.modelo,
  flota: row.flota_id === null ? null : { id: row.flota_id, nombre: row.flota_nombre ?? '' },
  estado: row.estado,
  estadoDesde: new Date(row.estado_desde_ms).toISOString(),
  obraActual:
    row.obra_id === null
      ? null
      : { id: row.obra_id, codigo: row.obra_codigo ?? '', nombre: row.obra_nombre ?? '' },
  ultimoMovimiento:
    row.mov_tipo === null || row.mov_fecha_ms === null
      ? null
      : {
          tipo: row.mov_tipo,
          fecha: new Date(row.mov_fecha_ms).toISOString(),
          guiaDespacho: row.mov_guia,
          responsable: row.mov_responsable ?? '',
        },
  version: row.version,
})

export async function logisticaActivoRowsByIds(
  db: Db,
  ids: string[],
): Promise<LogisticaActivoRow[]> {
  const rows = await runListStatement<PageRow>(db, pageRowsStatement(ids))
  return rows.map(fromPageRow)
}

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
    logisticaActivoRowsByIds(db, ids),
  )
}
