// External EDPs as lists show them: the row (folio, obra, proveedor, period, estado, amounts, the
// adjustment requests waiting), how the list filters (estado, obra, proveedor, period), searches
// (folio) and sorts.
import {
  type EdpExternoRow,
  type EstadoEdpExterno,
  folioEdpExterno,
  type listEdpExternosQuerySchema,
} from '@cordillera/contracts'
import { and, eq, getTableColumns, gte, inArray, lte, type SQL, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import type { ListSource } from '../../db/list/list-page.ts'
import { edpsExternos, obras, proveedores, solicitudesAjuste } from '../../db/schema/index.ts'
import type { ListQueryOf } from '../../records/list-source.ts'
import { listSourceOf, listWhere, sortKeysOf } from '../../records/list-source.ts'
import { trackingOf } from '../../records/tracking.ts'
import type { EdpExternoRecord } from './edp-externo-records.ts'

export type EdpExternoListQuery = ListQueryOf<typeof listEdpExternosQuerySchema>

const sortKeys = sortKeysOf<EdpExternoListQuery['sort']>(edpsExternos, {
  numero: { expr: edpsExternos.numero, type: 'integer' },
  fechaInicio: { expr: edpsExternos.fechaInicio, type: 'date' },
  total: { expr: edpsExternos.total, type: 'numeric' },
  estado: { expr: edpsExternos.estado, type: 'text' },
})

const pendientes = sql<number>`(select cast(count(*) as integer) from ${solicitudesAjuste}
  where ${solicitudesAjuste.edpExternoId} = ${edpsExternos.id}
    and ${solicitudesAjuste.estado} = 'pendiente' and ${solicitudesAjuste.eliminadoEn} is null)`

export const edpExternoSelect = {
  record: getTableColumns(edpsExternos),
  obra: { id: obras.id, codigo: obras.codigo, nombre: obras.nombre },
  proveedor: { id: proveedores.id, rut: proveedores.rut, razonSocial: proveedores.razonSocial },
  solicitudesPendientes: pendientes,
}

type Selected = {
  record: EdpExternoRecord
  obra: EdpExternoRow['obra']
  proveedor: EdpExternoRow['proveedor']
  solicitudesPendientes: number
}

/** The select of external EDPs with their obra and proveedor; callers add the where. */
export function selectEdpsExternos<Extra extends Record<string, SQL>>(db: Db | Tx, extra?: Extra) {
  return db
    .select({ ...edpExternoSelect, ...(extra as Extra) })
    .from(edpsExternos)
    .innerJoin(obras, eq(obras.id, edpsExternos.obraId))
    .innerJoin(proveedores, eq(proveedores.id, edpsExternos.proveedorId))
}

export function toEdpExternoRow({
  record,
  obra,
  proveedor,
  solicitudesPendientes,
}: Selected): EdpExternoRow {
  return {
    id: record.id,
    numero: record.numero,
    folio: folioEdpExterno(record.numero),
    obra,
    proveedor,
    fechaInicio: record.fechaInicio,
    fechaFin: record.fechaFin,
    estado: record.estado as EstadoEdpExterno,
    estadoDesde: record.estadoDesde.toISOString(),
    revision: record.revision,
    neto: record.neto,
    iva: record.iva,
    total: record.total,
    solicitudesPendientes: Number(solicitudesPendientes),
    ...trackingOf(record),
  }
}

async function rowsByIds(db: Db | Tx, ids: string[]): Promise<EdpExternoRow[]> {
  const rows = await selectEdpsExternos(db).where(inArray(edpsExternos.id, ids))
  return rows.map(toEdpExternoRow)
}

export function edpExternoSource(db: Db, query: EdpExternoListQuery): ListSource<EdpExternoRow> {
  const where = listWhere(
    edpsExternos,
    query,
    ['estado', 'obraId', 'proveedorId'],
    query.desde === undefined ? undefined : gte(edpsExternos.fechaFin, query.desde),
    query.hasta === undefined ? undefined : lte(edpsExternos.fechaInicio, query.hasta),
  )
  return listSourceOf(edpsExternos, sortKeys, query, and(where), (ids) => rowsByIds(db, ids))
}
