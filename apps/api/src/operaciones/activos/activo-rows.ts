// Activos as lists show them: the row shape (with their tipo, marca, flota, owner, obra and
// document flags), how they filter, search and sort.
import {
  type ActivoRow,
  type EstadoActivo,
  fechaEnSantiago,
  type listActivosQuerySchema,
  PROPIETARIO_PROPIO,
  parsePatente,
} from '@cordillera/contracts'
import { eq, getTableColumns, inArray, isNull, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import type { ListSource } from '../../db/list/list-page.ts'
import { activos, flotas, marcas, obras, proveedores, tiposActivo } from '../../db/schema/index.ts'
import type { ListQueryOf } from '../../records/list-source.ts'
import { listSourceOf, listWhere, sortKey, sortKeysOf } from '../../records/list-source.ts'
import { trackingOf } from '../../records/tracking.ts'
import { conDocumentos } from '../shared/vencimiento.ts'

export type ActivoListQuery = ListQueryOf<typeof listActivosQuerySchema>

const sortKeys = sortKeysOf<ActivoListQuery['sort']>(activos, {
  codigo: { expr: activos.codigo, type: 'text' },
  modelo: sortKey.text(activos.modelo),
  anio: { expr: activos.anio, type: 'integer' },
  horometro: { expr: activos.horometro, type: 'numeric' },
  estado: { expr: activos.estado, type: 'text' },
})

type ActivoRecord = typeof activos.$inferSelect

type Refs = Pick<ActivoRow, 'tipoActivo' | 'marca' | 'flota' | 'propietario' | 'obraActual'>

export function toActivoRow(
  record: ActivoRecord,
  refs: Refs,
  documentos: ActivoRow['documentos'],
): ActivoRow {
  return {
    id: record.id,
    codigo: record.codigo,
    tipoActivo: refs.tipoActivo,
    marca: refs.marca,
    modelo: record.modelo,
    anio: record.anio,
    patente: record.patente,
    numeroSerie: record.numeroSerie,
    horometro: Number(record.horometro),
    estado: record.estado as EstadoActivo,
    flota: refs.flota,
    propietario: refs.propietario,
    obraActual: refs.obraActual,
    documentos,
    ...trackingOf(record),
  }
}

/** An asset's columns with what it shows of other rows, and its document flags on `hoy`. */
export function activoColumns(hoy: string) {
  return {
    record: getTableColumns(activos),
    tipoActivo: { id: tiposActivo.id, nombre: tiposActivo.nombre },
    marca: { id: marcas.id, nombre: marcas.nombre },
    flota: { id: flotas.id, nombre: flotas.nombre },
    propietario: {
      id: proveedores.id,
      rut: proveedores.rut,
      razonSocial: proveedores.razonSocial,
    },
    obraActual: { id: obras.id, codigo: obras.codigo, nombre: obras.nombre },
    vencidos: conDocumentos(activos.id, 'vencidos', hoy),
    porVencer: conDocumentos(activos.id, 'por-vencer', hoy),
  }
}

type Selected = {
  record: ActivoRecord
  tipoActivo: ActivoRow['tipoActivo']
  marca: ActivoRow['marca']
  flota: ActivoRow['flota']
  propietario: ActivoRow['propietario']
  obraActual: ActivoRow['obraActual']
  vencidos: boolean
  porVencer: boolean
}

/** The selected columns of `activoColumns` as the row. */
export const rowOfSelected = (selected: Selected): ActivoRow =>
  toActivoRow(selected.record, selected, {
    vencidos: selected.vencidos,
    porVencer: selected.porVencer,
  })

/** The select of `activoColumns` with its joins (tipo and marca always there, the rest maybe). */
export function selectActivos<Extra extends Record<string, SQL>>(
  db: Db | Tx,
  hoy: string,
  extra: Extra,
) {
  return db
    .select({ ...activoColumns(hoy), ...extra })
    .from(activos)
    .innerJoin(tiposActivo, eq(tiposActivo.id, activos.tipoActivoId))
    .innerJoin(marcas, eq(marcas.id, activos.marcaId))
    .leftJoin(flotas, eq(flotas.id, activos.flotaId))
    .leftJoin(proveedores, eq(proveedores.id, activos.proveedorId))
    .leftJoin(obras, eq(obras.id, activos.obraActualId))
}

export async function activoRowsByIds(
  db: Db | Tx,
  ids: string[],
  hoy: string,
): Promise<ActivoRow[]> {
  const rows = await selectActivos(db, hoy, {}).where(inArray(activos.id, ids))
  return rows.map(rowOfSelected)
}

export function activoWhere(query: ActivoListQuery, hoy: string): SQL | undefined {
  const propietario =
    query.propietario === undefined
      ? undefined
      : query.propietario === PROPIETARIO_PROPIO
        ? isNull(activos.proveedorId)
        : eq(activos.proveedorId, query.propietario)
  // A patente typed with its separators (`BC·DF·12`) is searched as stored (`BCDF12`).
  const q = query.q && (parsePatente(query.q) ?? query.q)
  return listWhere(
    activos,
    { ...query, q },
    ['tipoActivoId', 'marcaId', 'flotaId', 'estado'],
    propietario,
    query.documentos && conDocumentos(activos.id, query.documentos, hoy),
  )
}

/** `hoy`: Santiago's calendar day the document flags and filter are read against. */
export function activoSource(
  db: Db,
  query: ActivoListQuery,
  hoy = fechaEnSantiago(new Date()),
): ListSource<ActivoRow> {
  return listSourceOf(activos, sortKeys, query, activoWhere(query, hoy), (ids) =>
    activoRowsByIds(db, ids, hoy),
  )
}
