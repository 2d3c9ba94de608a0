// Solicitudes as lists show them: the row shape (folio, obra, contract, who asked, items counted),
// how they filter, search (folio, comentarios) and sort; and the site client's narrower source,
// only the requests of its own obras.
import {
  folioDe,
  type listSolicitudesClienteQuerySchema,
  type listSolicitudesQuerySchema,
  type SolicitudRow,
} from '@cordillera/contracts'
import { eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db, Tx } from '../../db/database.ts'
import { obraRef } from '../../db/joins.ts'
import type { ListSource } from '../../db/list/list-page.ts'
import { contratos, obras, solicitudes, solicitudItems, usuarios } from '../../db/schema/index.ts'
import { countOf } from '../../records/detail-columns.ts'
import type { ListQueryOf } from '../../records/list-source.ts'
import { listSourceOf, listWhere, sortKeysOf } from '../../records/list-source.ts'
import { trackingOf } from '../../records/tracking.ts'
import type { SolicitudRecord } from './solicitud-records.ts'

export type SolicitudListQuery = ListQueryOf<typeof listSolicitudesQuerySchema>
export type SolicitudClienteListQuery = ListQueryOf<typeof listSolicitudesClienteQuerySchema>

/** How request lists sort (staff's, the site client's, logistics' queue). */
export const solicitudSortKeys = sortKeysOf<SolicitudListQuery['sort']>(solicitudes, {
  numero: { expr: solicitudes.numero, type: 'integer' },
  fechaRequerida: { expr: solicitudes.fechaRequerida, type: 'date' },
  estado: { expr: solicitudes.estado, type: 'text' },
})

// The requester is a user like the authors, joined under its own name so the authors' subqueries
// (detail-columns.ts) still read the plain `usuarios`.
const solicitante = alias(usuarios, 'solicitante')

/** A request's columns with its obra, contract (null for an arriendo), requester and items counted. */
export const solicitudSelect = {
  record: getTableColumns(solicitudes),
  obra: obraRef,
  contrato: { id: contratos.id, numero: contratos.numero, moneda: contratos.moneda },
  solicitante: { id: solicitante.id, nombre: solicitante.nombre },
  itemsCount: countOf(solicitudItems, eq(solicitudItems.solicitudId, solicitudes.id)),
}

type Selected = {
  record: SolicitudRecord
  obra: SolicitudRow['obra']
  contrato: { id: string; numero: number; moneda: string } | null
  solicitante: { id: string; nombre: string } | null
  itemsCount: number
}

/** The select of requests with their joins; callers add the where. */
export function selectSolicitudes<Extra extends Record<string, SQL>>(db: Db | Tx, extra?: Extra) {
  return db
    .select({ ...solicitudSelect, ...(extra as Extra) })
    .from(solicitudes)
    .innerJoin(obras, eq(obras.id, solicitudes.obraId))
    .leftJoin(contratos, eq(contratos.id, solicitudes.contratoId))
    .leftJoin(solicitante, eq(solicitante.id, solicitudes.solicitanteId))
}

export function toSolicitudRow({
  record,
  obra,
  contrato,
  solicitante,
  itemsCount,
}: Selected): SolicitudRow {
  return {
    id: record.id,
    numero: record.numero,
    folio: folioDe('SOL', record.numero),
    tipo: record.tipo as SolicitudRow['tipo'],
    origen: record.origen as SolicitudRow['origen'],
    obra,
    contrato: contrato && { id: contrato.id, folio: folioDe('CON', contrato.numero) },
    estado: record.estado as SolicitudRow['estado'],
    estadoDesde: record.estadoDesde.toISOString(),
    fechaRequerida: record.fechaRequerida,
    solicitante,
    itemsCount,
    ...trackingOf(record),
  }
}

export async function solicitudRowsByIds(db: Db | Tx, ids: string[]): Promise<SolicitudRow[]> {
  const rows = await selectSolicitudes(db).where(inArray(solicitudes.id, ids))
  return rows.map(toSolicitudRow)
}

/** Only the requests of these obras; none at all for a user without obras (su included). */
export function deObras(obraIds: readonly string[]): SQL {
  return obraIds.length > 0 ? inArray(solicitudes.obraId, [...obraIds]) : sql`false`
}

export function solicitudSource(db: Db, query: SolicitudListQuery): ListSource<SolicitudRow> {
  const where = listWhere(solicitudes, query, ['tipo', 'estado', 'origen', 'obraId', 'contratoId'])
  return listSourceOf(solicitudes, solicitudSortKeys, query, where, (ids) =>
    solicitudRowsByIds(db, ids),
  )
}

export function solicitudClienteSource(
  db: Db,
  query: SolicitudClienteListQuery,
  obraIds: readonly string[],
): ListSource<SolicitudRow> {
  const where = listWhere(solicitudes, query, ['tipo', 'estado', 'obraId'], deObras(obraIds))
  return listSourceOf(solicitudes, solicitudSortKeys, query, where, (ids) =>
    solicitudRowsByIds(db, ids),
  )
}
