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
import { eq, getTableColumns, isNull, type SQL, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import type { ListSource } from '../../db/list/list-page.ts'
import { runListStatement } from '../../db/list/run-list-statement.ts'
import { activos, flotas, marcas, obras, proveedores, tiposActivo } from '../../db/schema/index.ts'
import type { ListQueryOf } from '../../records/list-source.ts'
import { listSourceOf, listWhere, sortKey, sortKeysOf } from '../../records/list-source.ts'
import { trackingOf } from '../../records/tracking.ts'
import { type ActivoPageColumns, activoPage } from '../common/activo-page-row.ts'
import { conDocumentos } from '../common/vencimiento.ts'

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

// A page's rows in one flat statement whose text does not depend on the page (the ids go in as
// one list), run by the list engine's prepared path like the page's count and ids: on PGlite it
// is parsed and planned once, not on every page (decision 015). Instants come as epoch
// milliseconds and the hour meter as a double, which read the same from either driver.
const pageRowsStatement = (ids: string[], hoy: string) => sql`
  select ${activoPage.columns},
    ${activos.anio} as anio, ${activos.patente} as patente, ${activos.numeroSerie} as numero_serie,
    cast(${activos.horometro} as double precision) as horometro,
    cast(floor(extract(epoch from ${activos.createdAt}) * 1000) as double precision) as creado_ms,
    cast(floor(extract(epoch from ${activos.updatedAt}) * 1000) as double precision) as actualizado_ms,
    ${flotas.id} as flota_id, ${flotas.nombre} as flota_nombre,
    ${proveedores.id} as proveedor_id, ${proveedores.rut} as proveedor_rut,
    ${proveedores.razonSocial} as proveedor_razon_social,
    ${obras.id} as obra_id, ${obras.codigo} as obra_codigo, ${obras.nombre} as obra_nombre,
    ${conDocumentos(activos.id, 'vencidos', hoy)} as vencidos,
    ${conDocumentos(activos.id, 'por-vencer', hoy)} as por_vencer
  from ${activoPage.from}
  left join ${flotas} on ${flotas.id} = ${activos.flotaId}
  left join ${proveedores} on ${proveedores.id} = ${activos.proveedorId}
  left join ${obras} on ${obras.id} = ${activos.obraActualId}
  where ${activos.id} = any(cast(string_to_array(${ids.join(',')}, ',') as uuid[]))`

type PageRow = ActivoPageColumns & {
  anio: number
  patente: string | null
  numero_serie: string
  horometro: number
  creado_ms: number
  actualizado_ms: number
  flota_id: string | null
  flota_nombre: string | null
  proveedor_id: string | null
  proveedor_rut: string | null
  proveedor_razon_social: string | null
  obra_id: string | null
  obra_codigo: string | null
  obra_nombre: string | null
  vencidos: boolean
  por_vencer: boolean
}

const fromPageRow = (row: PageRow): ActivoRow => ({
  ...activoPage.fieldsOf(row),
  anio: row.anio,
  patente: row.patente,
  numeroSerie: row.numero_serie,
  horometro: row.horometro,
  flota: row.flota_id === null ? null : { id: row.flota_id, nombre: row.flota_nombre ?? '' },
  propietario:
    row.proveedor_id === null
      ? null
      : {
          id: row.proveedor_id,
          rut: row.proveedor_rut ?? '',
          razonSocial: row.proveedor_razon_social ?? '',
        },
  obraActual: activoPage.obraRefOf(row.obra_id, row.obra_codigo, row.obra_nombre),
  documentos: { vencidos: row.vencidos, porVencer: row.por_vencer },
  creadoEn: new Date(row.creado_ms).toISOString(),
  actualizadoEn: new Date(row.actualizado_ms).toISOString(),
})

export async function activoRowsByIds(db: Db, ids: string[], hoy: string): Promise<ActivoRow[]> {
  const rows = await runListStatement<PageRow>(db, pageRowsStatement(ids, hoy))
  return rows.map(fromPageRow)
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
