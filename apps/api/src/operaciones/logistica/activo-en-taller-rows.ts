// Activos en taller: the assets whose estado is en-taller, since when, why and where from (the
// ingreso a taller that put each one there, a LATERAL step back on its history), and how many days
// it has been there on Santiago's calendar (`hoy`, computed once per request).
import {
  type ActivoEnTallerRow,
  diasEntre,
  fechaEnSantiago,
  type listActivosEnTallerQuerySchema,
} from '@cordillera/contracts'
import { eq, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/database.ts'
import type { ListSource, SortKey } from '../../db/list/list-page.ts'
import { activos, obras } from '../../db/schema/index.ts'
import { type ListQueryOf, listSourceOf, listWhere } from '../../records/list-source.ts'
import { type ActivoPageColumns, activoPage } from '../common/activo-page-row.ts'
import {
  activoConCodigo,
  amongIds,
  epochMs,
  pageRowsOf,
  ultimoMovimientoLateral,
} from './logistica-sql.ts'

export type ActivoEnTallerListQuery = ListQueryOf<typeof listActivosEnTallerQuerySchema>

const sortKeys: Record<ActivoEnTallerListQuery['sort'], SortKey> = {
  estadoDesde: { expr: activos.estadoDesde, type: 'timestamptz' },
  codigo: { expr: activos.codigo, type: 'text' },
}

// Joined as `${obras} ${desdeObra}`: in a sql template an alias renders as its name only.
const desdeObra = alias(obras, 'desde_obra')

const pageRowsStatement = (ids: string[]) => sql`
  select ${activoPage.columns}, ${epochMs(activos.estadoDesde)} as estado_desde_ms,
    ingreso.responsable as ingreso_responsable, ingreso.observaciones as ingreso_observaciones,
    ${desdeObra.id} as desde_obra_id, ${desdeObra.codigo} as desde_obra_codigo,
    ${desdeObra.nombre} as desde_obra_nombre
  from ${activoPage.from}
  ${ultimoMovimientoLateral(activos.id, 'ingreso', 'ingreso-taller')}
  left join ${obras} ${desdeObra} on ${desdeObra.id} = ingreso.desde_obra_id
  where ${amongIds(activos.id, ids)}`

type PageRow = ActivoPageColumns & {
  estado_desde_ms: number
  ingreso_responsable: string | null
  ingreso_observaciones: string | null
  desde_obra_id: string | null
  desde_obra_codigo: string | null
  desde_obra_nombre: string | null
}

const fromPageRow =
  (hoy: string) =>
  (row: PageRow): ActivoEnTallerRow => {
    const estadoDesde = new Date(row.estado_desde_ms)
    return {
      ...activoPage.fieldsOf(row),
      estadoDesde: estadoDesde.toISOString(),
      // A movement may be dated up to five minutes ahead: never a negative count.
      diasEnTaller: Math.max(0, diasEntre(fechaEnSantiago(estadoDesde), hoy)),
      ingreso:
        row.ingreso_responsable === null
          ? null
          : {
              observaciones: row.ingreso_observaciones,
              desdeObra: activoPage.obraRefOf(
                row.desde_obra_id,
                row.desde_obra_codigo,
                row.desde_obra_nombre,
              ),
              responsable: row.ingreso_responsable,
            },
    }
  }

export function activoEnTallerWhere(query: ActivoEnTallerListQuery): SQL | undefined {
  return listWhere(
    activos,
    { ...query, q: undefined },
    ['tipoActivoId'],
    eq(activos.estado, 'en-taller'),
    activoConCodigo(activos.id, query.q),
  )
}

/** `hoy`: Santiago's calendar day the days in the workshop are counted to. */
export function activoEnTallerSource(
  db: Db,
  query: ActivoEnTallerListQuery,
  hoy = fechaEnSantiago(new Date()),
): ListSource<ActivoEnTallerRow> {
  return listSourceOf(activos, sortKeys, query, activoEnTallerWhere(query), (ids) =>
    pageRowsOf(pageRowsStatement, fromPageRow(hoy))(db, ids),
  )
}
