// The lessor's external EDPs and adjustment requests as its portal reads them: only its own
// (`delProveedor`), never a borrador, and nothing of the company's people — the history says who
// by origen (the lessor or Cordillera), and the authors of a row are not named.
import {
  type AccionEdpExterno,
  type EdpLinea,
  type EstadoDePagoArrendadorDetail,
  type EstadoDePagoArrendadorRow,
  type EstadoEdpExterno,
  type EstadoSolicitudAjuste,
  folioEdpExterno,
  folioSolicitudAjuste,
  type HistorialEdpArrendador,
  type LineaEdpArrendador,
  type listEstadosDePagoQuerySchema,
  type listSolicitudesAjusteQuerySchema,
  type OrigenEdpExterno,
  type RevisionEdpArrendador,
  type SolicitudAjusteArrendador,
  type TipoArchivoDocumento,
} from '@cordillera/contracts'
import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import type { ListSource } from '../../db/list/list-page.ts'
import { vigente } from '../../db/schema/columns.ts'
import {
  edpExternoHistorial,
  edpExternoLineas,
  edpExternoRevisiones,
  edpsExternos,
  obras,
  solicitudesAjuste,
} from '../../db/schema/index.ts'
import type { ListQueryOf } from '../../records/list-source.ts'
import { listSourceOf, listWhere, sortKeysOf } from '../../records/list-source.ts'
import { trackingOf } from '../../records/tracking.ts'
import { estadoDePagoRecords } from './estado-de-pago-records.ts'

export type EstadoDePagoListQuery = ListQueryOf<typeof listEstadosDePagoQuerySchema>
export type SolicitudAjusteListQuery = ListQueryOf<typeof listSolicitudesAjusteQuerySchema>

/** The signed-in lessor's EDPs, once emitted to it: the scope of every read and write of its own. */
export const delProveedor = (proveedorId: string) =>
  and(eq(edpsExternos.proveedorId, proveedorId), ne(edpsExternos.estado, 'borrador'))

const obraColumns = { id: obras.id, codigo: obras.codigo, nombre: obras.nombre }

const pendientes = sql<number>`(select cast(count(*) as integer) from ${solicitudesAjuste}
  where ${solicitudesAjuste.edpExternoId} = ${edpsExternos.id}
    and ${solicitudesAjuste.estado} = 'pendiente' and ${solicitudesAjuste.eliminadoEn} is null)`

async function rowsWhere(
  db: Db | Tx,
  where: SQL | undefined,
): Promise<EstadoDePagoArrendadorRow[]> {
  const rows = await db
    .select({ record: edpsExternos, obra: obraColumns, solicitudesPendientes: pendientes })
    .from(edpsExternos)
    .innerJoin(obras, eq(obras.id, edpsExternos.obraId))
    .where(where)
  return rows.map(({ record, obra, solicitudesPendientes }) => ({
    id: record.id,
    numero: record.numero,
    folio: folioEdpExterno(record.numero),
    obra,
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
  }))
}

const sortKeys = sortKeysOf<EstadoDePagoListQuery['sort']>(edpsExternos, {
  numero: { expr: edpsExternos.numero, type: 'integer' },
  fechaInicio: { expr: edpsExternos.fechaInicio, type: 'date' },
  total: { expr: edpsExternos.total, type: 'numeric' },
  estado: { expr: edpsExternos.estado, type: 'text' },
})

export function estadoDePagoSource(
  db: Db,
  proveedorId: string,
  query: EstadoDePagoListQuery,
): ListSource<EstadoDePagoArrendadorRow> {
  const where = listWhere(edpsExternos, query, ['estado', 'obraId'], delProveedor(proveedorId))
  return listSourceOf(edpsExternos, sortKeys, query, where, (ids) =>
    rowsWhere(db, inArray(edpsExternos.id, ids)),
  )
}

/** The lines of the current revision, in their order, each with the id a request names. */
export async function lineasDe(db: Db | Tx, id: string): Promise<LineaEdpArrendador[]> {
  const rows = await db
    .select()
    .from(edpExternoLineas)
    .where(eq(edpExternoLineas.edpExternoId, id))
    .orderBy(asc(edpExternoLineas.posicion))
  return rows.map((row) => ({
    ...(row.linea as EdpLinea),
    lineaId: row.id,
    posicion: row.posicion,
  }))
}

async function historialDe(db: Db | Tx, id: string): Promise<HistorialEdpArrendador[]> {
  const rows = await db
    .select()
    .from(edpExternoHistorial)
    .where(eq(edpExternoHistorial.edpExternoId, id))
    .orderBy(asc(edpExternoHistorial.en), asc(edpExternoHistorial.id))
  return rows
    .filter((entry) => entry.accion !== 'crear' && entry.accion !== 'editar')
    .map((entry) => ({
      id: entry.id,
      revision: entry.revision,
      accion: entry.accion as AccionEdpExterno,
      desde: entry.desde as EstadoEdpExterno | null,
      hacia: entry.hacia as EstadoEdpExterno,
      origen: entry.origen as OrigenEdpExterno,
      en: entry.en.toISOString(),
      comentario: entry.comentario,
    }))
}

async function revisionesDe(db: Db | Tx, id: string): Promise<RevisionEdpArrendador[]> {
  const rows = await db
    .select()
    .from(edpExternoRevisiones)
    .where(eq(edpExternoRevisiones.edpExternoId, id))
    .orderBy(asc(edpExternoRevisiones.revision))
  return rows.map((row) => ({
    revision: row.revision,
    neto: row.neto,
    iva: row.iva,
    total: row.total,
    lineas: (row.lineas as (EdpLinea & { lineaId: string; posicion: number })[]).map(
      ({
        origen: _origen,
        ...linea
      }: EdpLinea & { lineaId: string; posicion: number; origen?: unknown }) => linea,
    ),
    motivo: row.motivo,
    cerradaEn: row.cerradaEn.toISOString(),
  }))
}

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
    revision: record.revision,
    lineaId: record.lineaId,
    lineaDescripcion: record.lineaDescripcion,
    lineaMonto: record.lineaMonto,
    motivo: record.motivo,
    montoSolicitado: record.montoSolicitado,
    archivo:
      record.archivoNombre && record.archivoTipo && record.archivoBytes !== null
        ? {
            nombre: record.archivoNombre,
            tipo: record.archivoTipo as TipoArchivoDocumento,
            bytes: record.archivoBytes,
          }
        : null,
    estado: record.estado as EstadoSolicitudAjuste,
    estadoDesde: record.estadoDesde.toISOString(),
    respuesta: record.respuesta,
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
  const [row] = await rowsWhere(
    db,
    and(eq(edpsExternos.id, id), vigente(edpsExternos), delProveedor(proveedorId)),
  )
  if (!row) throw estadoDePagoRecords.missing()
  const [record] = await db
    .select({ valorUf: edpsExternos.valorUf, valorUfFecha: edpsExternos.valorUfFecha })
    .from(edpsExternos)
    .where(eq(edpsExternos.id, id))
  const [lineas, historial, revisiones, solicitudes] = await Promise.all([
    lineasDe(db, id),
    historialDe(db, id),
    revisionesDe(db, id),
    solicitudRowsWhere(
      db,
      and(eq(solicitudesAjuste.edpExternoId, id), solicitudesDelProveedor(proveedorId)),
    ),
  ])
  return {
    ...row,
    valorUf:
      record?.valorUf == null || record.valorUfFecha == null
        ? null
        : { fecha: record.valorUfFecha, valor: record.valorUf },
    lineas,
    historial,
    revisiones,
    solicitudesAjuste: solicitudes.sort((a, b) => a.numero - b.numero),
    creadoPor: null,
    actualizadoPor: null,
  }
}
