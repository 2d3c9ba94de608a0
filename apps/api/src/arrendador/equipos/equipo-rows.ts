// A lessor's equipos as its list shows them: its own assets (never another proveedor's), where each
// is, its last hour-meter reading (the asset's or a later signed report's) and the hours its signed
// reports add up this month (Santiago's calendar).
import {
  type EquipoRow,
  type EstadoActivo,
  fechaEnSantiago,
  type listEquiposQuerySchema,
  mesDe,
} from '@cordillera/contracts'
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import type { ListSource } from '../../db/list/list-page.ts'
import { activos, marcas, obras, reports, tiposActivo } from '../../db/schema/index.ts'
import type { ListQueryOf } from '../../records/list-source.ts'
import { listSourceOf, listWhere, sortKeysOf } from '../../records/list-source.ts'
import { trackingOf } from '../../records/tracking.ts'
import { obraColumns, REPORT_FIRMADO } from '../arrendador-joins.ts'

export type EquipoListQuery = ListQueryOf<typeof listEquiposQuerySchema>

const sortKeys = sortKeysOf<EquipoListQuery['sort']>(activos, {
  codigo: { expr: activos.codigo, type: 'text' },
  estado: { expr: activos.estado, type: 'text' },
})

/** The signed reports (firmado or validado, not deleted) of the asset of the outer row. */
const firmadosDelActivo = sql`${reports.activoId} = ${activos.id} and ${reports.eliminadoEn} is null and ${inArray(reports.estado, [...REPORT_FIRMADO])}`

/** The row's columns, with this month's hours as of `now`. */
function equipoColumns(now: Date) {
  const { desde, hasta } = mesDe(fechaEnSantiago(now))
  return {
    record: activos,
    tipoActivo: tiposActivo.nombre,
    marca: marcas.nombre,
    obra: obraColumns,
    horometro: sql<number>`greatest(${activos.horometro}, coalesce((select max(${reports.horometroFin}) from ${reports} where ${firmadosDelActivo}), 0))::float8`,
    horasMes: sql<number>`coalesce((select sum(${reports.horasTrabajadas}) from ${reports} where ${firmadosDelActivo} and ${reports.fecha} between ${desde} and ${hasta}), 0)::float8`,
  }
}

/** The equipos of `proveedorId` among `where`, as rows. */
export async function equipoRowsWhere(db: Db | Tx, where: SQL | undefined, now = new Date()) {
  const rows = await db
    .select(equipoColumns(now))
    .from(activos)
    .innerJoin(tiposActivo, eq(tiposActivo.id, activos.tipoActivoId))
    .innerJoin(marcas, eq(marcas.id, activos.marcaId))
    .leftJoin(obras, eq(obras.id, activos.obraActualId))
    .where(where)
  return rows.map(
    ({ record, tipoActivo, marca, obra, horometro, horasMes }): EquipoRow => ({
      id: record.id,
      codigo: record.codigo,
      tipoActivo,
      marca,
      modelo: record.modelo,
      anio: record.anio,
      patente: record.patente,
      estado: record.estado as EstadoActivo,
      estadoDesde: record.estadoDesde.toISOString(),
      obraActual: obra,
      horometro: Number(horometro),
      horasMes: Number(horasMes),
      ...trackingOf(record),
    }),
  )
}

/** The lessor's own assets: the scope of every equipos read. */
export const delProveedor = (proveedorId: string) => eq(activos.proveedorId, proveedorId)

export function equipoSource(
  db: Db,
  proveedorId: string,
  query: EquipoListQuery,
): ListSource<EquipoRow> {
  const where = listWhere(activos, query, ['estado', 'obraActualId'], delProveedor(proveedorId))
  return listSourceOf(activos, sortKeys, query, where, (ids) =>
    equipoRowsWhere(db, and(inArray(activos.id, ids), delProveedor(proveedorId))),
  )
}
