// The lessor's external EDPs and adjustment requests as its portal reads them: only its own
// (`delProveedor`), never a borrador, and nothing of the company's people — the history says who
// by origen (the lessor or Cordillera), and the authors of a row are not named. The rows, lines,
// history and revisions are staff's (records/edp/edp-externo-filas.ts) without what names them.
import {
  type EdpExternoHistorial,
  type EdpExternoRevision,
  type EdpLineaGuardada,
  type EstadoDePagoArrendadorDetail,
  type EstadoDePagoArrendadorRow,
  folioEdpExterno,
  folioSolicitudAjuste,
  type HistorialEdpArrendador,
  type LineaEdpArrendador,
  type listEstadosDePagoQuerySchema,
  type listSolicitudesAjusteQuerySchema,
  type RevisionEdpArrendador,
  type SolicitudAjusteArrendador,
} from '@cordillera/contracts'
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import type { ListSource } from '../../db/list/list-page.ts'
import { vigente } from '../../db/schema/columns.ts'
import { edpsExternos, obras, solicitudesAjuste } from '../../db/schema/index.ts'
import { valorUfGuardado } from '../../records/edp/edp-detalle-comun.ts'
import {
  edpExternoSortKeys,
  guardadoExterno,
  lineasExternasOf,
  pedidoDeAjuste,
  selectEdpsExternos,
  sinProveedor,
  toEdpExternoRow,
} from '../../records/edp/edp-externo-filas.ts'
import type { ListQueryOf } from '../../records/list-source.ts'
import { listSourceOf, listWhere, sortKeysOf } from '../../records/list-source.ts'
import { trackingOf } from '../../records/tracking.ts'
import { obraColumns } from '../arrendador-joins.ts'
import { estadoDePagoRecords } from './estado-de-pago-records.ts'

export type EstadoDePagoListQuery = ListQueryOf<typeof listEstadosDePagoQuerySchema>
export type SolicitudAjusteListQuery = ListQueryOf<typeof listSolicitudesAjusteQuerySchema>

/** The signed-in lessor's EDPs, once emitted to it: the scope of every read and write of its own. */
export const delProveedor = (proveedorId: string) =>
  and(eq(edpsExternos.proveedorId, proveedorId), ne(edpsExternos.estado, 'borrador'))

/** Its row as staff read it, without the proveedor (the lessor itself). */
const filaDe = (selected: Parameters<typeof toEdpExternoRow>[0]): EstadoDePagoArrendadorRow =>
  sinProveedor(toEdpExternoRow(selected))

export function estadoDePagoSource(
  db: Db,
  proveedorId: string,
  query: EstadoDePagoListQuery,
): ListSource<EstadoDePagoArrendadorRow> {
  const where = listWhere(edpsExternos, query, ['estado', 'obraId'], delProveedor(proveedorId))
  return listSourceOf(edpsExternos, edpExternoSortKeys, query, where, async (ids) =>
    (await selectEdpsExternos(db).where(inArray(edpsExternos.id, ids))).map(filaDe),
  )
}

/** A stored line as the lessor reads it: without how staff made it (computed or manual). */
const sinOrigen = ({ origen: _origen, ...linea }: EdpLineaGuardada): LineaEdpArrendador => linea

/** The lines of the current revision, in their order, each with the id a request names. */
export async function lineasDe(db: Db | Tx, id: string): Promise<LineaEdpArrendador[]> {
  return (await lineasExternasOf(db, id)).map(sinOrigen)
}

/** Its history from the emission on (what staff did before is theirs), naming no one. */
const historialDe = (historial: readonly EdpExternoHistorial[]): HistorialEdpArrendador[] =>
  historial
    .filter((entry) => entry.accion !== 'crear' && entry.accion !== 'editar')
    .map(({ usuario: _usuario, ...entry }) => entry)

const revisionesDe = (revisiones: readonly EdpExternoRevision[]): RevisionEdpArrendador[] =>
  revisiones.map((revision) => ({ ...revision, lineas: revision.lineas.map(sinOrigen) }))

/** The signed-in lessor's requests (optionally of one EDP), with the EDP each was raised on. */
export async function solicitudRowsWhere(
  db: Db | Tx,
  where: SQL | undefined,
): Promise<SolicitudAjusteArrendador[]> {
  const rows = await db
    .select({ record: solicitudesAjuste, edp: edpsExternos.numero, obra: obraColumns })
    .from(solicitudesAjuste)
    .innerJoin(edpsExternos, eq(edpsExternos.id, solicitudesAjuste.edpExternoId))
    .innerJoin(obras, eq(obras.id, edpsExternos.obraId))
    .where(where)
  return rows.map(({ record, edp, obra }) => ({
    id: record.id,
    numero: record.numero,
    folio: folioSolicitudAjuste(record.numero),
    estadoDePago: { id: record.edpExternoId, folio: folioEdpExterno(edp), obra },
    ...pedidoDeAjuste(record),
    ...trackingOf(record),
  }))
}

/** The signed-in lessor's requests: the scope of every read of its own. */
export const solicitudesDelProveedor = (proveedorId: string) =>
  and(eq(solicitudesAjuste.proveedorId, proveedorId), vigente(solicitudesAjuste))

const solicitudSortKeys = sortKeysOf<SolicitudAjusteListQuery['sort']>(solicitudesAjuste, {
  numero: { expr: solicitudesAjuste.numero, type: 'integer' },
  estado: { expr: solicitudesAjuste.estado, type: 'text' },
})

export function solicitudAjusteSource(
  db: Db,
  proveedorId: string,
  query: SolicitudAjusteListQuery,
): ListSource<SolicitudAjusteArrendador> {
  const numero = query.q ? Number(query.q.replace(/\D/g, '')) : Number.NaN
  const where = and(
    solicitudesDelProveedor(proveedorId),
    query.estado === undefined ? undefined : eq(solicitudesAjuste.estado, query.estado),
    query.estadoDePagoId === undefined
      ? undefined
      : eq(solicitudesAjuste.edpExternoId, query.estadoDePagoId),
    // Searched by its folio (AJU-000012, or 12); a search without digits finds none.
    query.q
      ? Number.isSafeInteger(numero)
        ? eq(solicitudesAjuste.numero, numero)
        : sql`false`
      : undefined,
  )
  return listSourceOf(solicitudesAjuste, solicitudSortKeys, query, where, (ids) =>
    solicitudRowsWhere(db, inArray(solicitudesAjuste.id, ids)),
  )
}

/** One of the lessor's EDPs with its lines, history, revisions and requests; 404 when not its. */
export async function estadoDePagoDetail(
  db: Db | Tx,
  proveedorId: string,
  id: string,
): Promise<EstadoDePagoArrendadorDetail> {
  const [found] = await selectEdpsExternos(db).where(
    and(eq(edpsExternos.id, id), vigente(edpsExternos), delProveedor(proveedorId)),
  )
  if (!found) throw estadoDePagoRecords.missing()
  const [guardado, solicitudes] = await Promise.all([
    guardadoExterno(db, id),
    solicitudRowsWhere(
      db,
      and(eq(solicitudesAjuste.edpExternoId, id), solicitudesDelProveedor(proveedorId)),
    ),
  ])
  return {
    ...filaDe(found),
    valorUf: valorUfGuardado(found.record),
    lineas: guardado.lineas.map(sinOrigen),
    historial: historialDe(guardado.historial),
    revisiones: revisionesDe(guardado.revisiones),
    solicitudesAjuste: solicitudes.sort((a, b) => a.numero - b.numero),
    creadoPor: null,
    actualizadoPor: null,
  }
}
