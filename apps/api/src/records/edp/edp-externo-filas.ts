// What staff (comercial/edp-externos) and the lessor (arrendador/estados-de-pago) read alike of an
// external EDP (decision 064): its row with its obra, proveedor and the adjustment requests still
// waiting, how its lists sort, its lines, history and previous revisions (edp-detalle-comun.ts's,
// under the external EDP's tables), and what a lessor's adjustment request asks and was answered. The
// lessor's reads leave the proveedor out (`sinProveedor`) and scope every read by it; staff add who
// wrote what.
import {
  type AccionEdpExterno,
  type EdpExternoHistorial,
  type EdpExternoRevision,
  type EdpExternoRow,
  type EdpLineaGuardada,
  type EstadoEdpExterno,
  type EstadoSolicitudAjuste,
  type edpExternoSorts,
  folioEdpExterno,
  type OrigenEdpExterno,
  type TipoArchivoDocumento,
} from '@cordillera/contracts'
import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import { obraRef } from '../../db/joins.ts'
import {
  edpExternoHistorial,
  edpExternoLineas,
  edpExternoRevisiones,
  edpsExternos,
  obras,
  proveedores,
  solicitudesAjuste,
} from '../../db/schema/index.ts'
import { sortKeysOf } from '../list-source.ts'
import { trackingOf } from '../tracking.ts'
import { historialGuardado, lineasGuardadas, revisionesGuardadas } from './edp-detalle-comun.ts'

type EdpExternoRecord = typeof edpsExternos.$inferSelect

/** How both lists of external EDPs sort. */
export const edpExternoSortKeys = sortKeysOf<(typeof edpExternoSorts)[number]>(edpsExternos, {
  numero: { expr: edpsExternos.numero, type: 'integer' },
  fechaInicio: { expr: edpsExternos.fechaInicio, type: 'date' },
  total: { expr: edpsExternos.total, type: 'numeric' },
  estado: { expr: edpsExternos.estado, type: 'text' },
})

const pendientes = sql<number>`(select cast(count(*) as integer) from ${solicitudesAjuste}
  where ${solicitudesAjuste.edpExternoId} = ${edpsExternos.id}
    and ${solicitudesAjuste.estado} = 'pendiente' and ${solicitudesAjuste.eliminadoEn} is null)`

const edpExternoSelect = {
  record: getTableColumns(edpsExternos),
  obra: obraRef,
  proveedor: { id: proveedores.id, rut: proveedores.rut, razonSocial: proveedores.razonSocial },
  solicitudesPendientes: pendientes,
}

/** The select of external EDPs with their obra and proveedor (and `extra`); callers add the where. */
export function selectEdpsExternos<Extra extends Record<string, SQL>>(db: Db | Tx, extra?: Extra) {
  return db
    .select({ ...edpExternoSelect, ...(extra as Extra) })
    .from(edpsExternos)
    .innerJoin(obras, eq(obras.id, edpsExternos.obraId))
    .innerJoin(proveedores, eq(proveedores.id, edpsExternos.proveedorId))
}

type Selected = {
  record: EdpExternoRecord
  obra: EdpExternoRow['obra']
  proveedor: EdpExternoRow['proveedor']
  solicitudesPendientes: number
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

/** A row as the lessor reads it: no need to name itself. */
export const sinProveedor = <R extends { proveedor: unknown }>({
  proveedor: _proveedor,
  ...row
}: R): Omit<R, 'proveedor'> => row

/** A file a row keeps in its `archivo…` columns, as an answer names it (null: none). */
export function archivoGuardado(record: {
  archivoNombre: string | null
  archivoTipo: string | null
  archivoBytes: number | null
}) {
  return record.archivoNombre && record.archivoTipo && record.archivoBytes !== null
    ? {
        nombre: record.archivoNombre,
        tipo: record.archivoTipo as TipoArchivoDocumento,
        bytes: record.archivoBytes,
      }
    : null
}

/** What an adjustment request asks (the line as the lessor saw it) and how it was answered. */
export function pedidoDeAjuste(record: typeof solicitudesAjuste.$inferSelect) {
  return {
    revision: record.revision,
    lineaId: record.lineaId,
    lineaDescripcion: record.lineaDescripcion,
    lineaMonto: record.lineaMonto,
    motivo: record.motivo,
    montoSolicitado: record.montoSolicitado,
    archivo: archivoGuardado(record),
    estado: record.estado as EstadoSolicitudAjuste,
    estadoDesde: record.estadoDesde.toISOString(),
    respuesta: record.respuesta,
  }
}

/** The lines of the current revision, in their order. */
export function lineasExternasOf(db: Db | Tx, id: string): Promise<EdpLineaGuardada[]> {
  return lineasGuardadas(db, edpExternoLineas, edpExternoLineas.edpExternoId, id)
}

/** Its history, oldest first, with who recorded each entry. */
export function historialExternoOf(db: Db | Tx, id: string): Promise<EdpExternoHistorial[]> {
  return historialGuardado<
    { accion: AccionEdpExterno; estado: EstadoEdpExterno; origen: OrigenEdpExterno },
    typeof edpExternoHistorial.$inferSelect
  >(db, edpExternoHistorial, edpExternoHistorial.edpExternoId, id)
}

/** Its previous revisions, each with the motivo of the adjustment that closed it. */
export function revisionesExternasOf(db: Db | Tx, id: string): Promise<EdpExternoRevision[]> {
  return revisionesGuardadas(
    db,
    edpExternoRevisiones,
    edpExternoRevisiones.edpExternoId,
    id,
    (row: typeof edpExternoRevisiones.$inferSelect) => ({ motivo: row.motivo }),
  )
}

/** What it keeps beside its row, read together: its lines, its history and its revisions. */
export async function guardadoExterno(db: Db | Tx, id: string) {
  const [lineas, historial, revisiones] = await Promise.all([
    lineasExternasOf(db, id),
    historialExternoOf(db, id),
    revisionesExternasOf(db, id),
  ])
  return { lineas, historial, revisiones }
}
