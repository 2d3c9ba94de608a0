// Incidents as lists and details show them: the lessor's own (arrendador portal) or every
// lessor's (operations staff), with their asset, obra, photos and who closed them.
import {
  DETAIL_RELATED_MAX,
  type EstadoIncidente,
  type FotoIncidente,
  folioIncidente,
  type IncidenteDetail,
  type IncidenteRow,
  type listIncidentesStaffQuerySchema,
  type TipoArchivoDocumento,
  type TipoIncidente,
} from '@cordillera/contracts'
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import type { ListSource } from '../../db/list/list-page.ts'
import { vigente } from '../../db/schema/columns.ts'
import { fotosIncidente, incidentes, obras, usuarios } from '../../db/schema/index.ts'
import { authorColumns } from '../../records/detail-columns.ts'
import type { ListQueryOf } from '../../records/list-source.ts'
import { listSourceOf, listWhere, sortKeysOf } from '../../records/list-source.ts'
import { trackingOf } from '../../records/tracking.ts'
import { conSuProveedor, delPeriodo, obraColumns } from '../arrendador-joins.ts'
import { incidenteRecords } from './incidente-records.ts'

export type IncidenteListQuery = ListQueryOf<typeof listIncidentesStaffQuerySchema>

const sortKeys = sortKeysOf<IncidenteListQuery['sort']>(incidentes, {
  fecha: { expr: incidentes.fecha, type: 'date' },
  numero: { expr: incidentes.numero, type: 'integer' },
  estado: { expr: incidentes.estado, type: 'text' },
})

/** The incidents of the signed-in lessor: the scope of every read of its own. */
export const delProveedor = (proveedorId: string) => eq(incidentes.proveedorId, proveedorId)

export async function incidenteRowsWhere(
  db: Db | Tx,
  where: SQL | undefined,
): Promise<IncidenteRow[]> {
  const rows = await conSuProveedor(db, incidentes, {
    obra: obraColumns,
    fotosCount: sql<number>`(select count(*) from ${fotosIncidente} where ${fotosIncidente.incidenteId} = ${incidentes.id})::int`,
  })
    .leftJoin(obras, eq(obras.id, incidentes.obraId))
    .where(where)
  return rows.map(({ record, proveedor, activo, obra, fotosCount }) => ({
    id: record.id,
    numero: record.numero,
    folio: folioIncidente(record.numero),
    proveedor,
    activo,
    obra,
    fecha: record.fecha,
    tipo: record.tipo as TipoIncidente,
    descripcion: record.descripcion,
    estado: record.estado as EstadoIncidente,
    estadoDesde: record.estadoDesde.toISOString(),
    fotosCount: Number(fotosCount),
    comentarioCierre: record.comentarioCierre,
    cerradoEn: record.cerradoEn?.toISOString() ?? null,
    ...trackingOf(record),
  }))
}

function incidenteWhere(query: IncidenteListQuery, scope?: SQL): SQL | undefined {
  return listWhere(
    incidentes,
    query,
    ['estado', 'tipo', 'activoId', 'proveedorId'],
    scope,
    ...delPeriodo(incidentes.fecha, query),
  )
}

/** `scope`: the lessor's own (`delProveedor`), or none for staff. */
export function incidenteSource(
  db: Db,
  query: IncidenteListQuery,
  scope?: SQL,
): ListSource<IncidenteRow> {
  return listSourceOf(incidentes, sortKeys, query, incidenteWhere(query, scope), (ids) =>
    incidenteRowsWhere(db, and(inArray(incidentes.id, ids), scope)),
  )
}

const cerradoPorRef = (() => {
  const ref = sql`json_build_object('id', ${usuarios.id}, 'nombre', ${usuarios.nombre})`
  return sql<{
    id: string
    nombre: string
  } | null>`(select ${ref} from ${usuarios} where ${eq(usuarios.id, incidentes.cerradoPor)})`
})()

/**
 * One incident (not deleted) within `scope`, with its photos; 404 otherwise. Staff see who
 * created, changed and closed it (`staff`); a lessor sees the incident, not the company's people.
 */
export async function incidenteDetail(
  db: Db | Tx,
  id: string,
  scope: SQL | undefined,
  staff: boolean,
): Promise<IncidenteDetail> {
  const [row] = await incidenteRowsWhere(db, and(eq(incidentes.id, id), vigente(incidentes), scope))
  if (!row) throw incidenteRecords.missing()
  const [fotos, [people]] = await Promise.all([
    db
      .select()
      .from(fotosIncidente)
      .where(eq(fotosIncidente.incidenteId, id))
      .orderBy(asc(fotosIncidente.createdAt), asc(fotosIncidente.id))
      .limit(DETAIL_RELATED_MAX),
    db
      .select({ cerradoPor: cerradoPorRef, ...authorColumns(incidentes) })
      .from(incidentes)
      .where(eq(incidentes.id, id)),
  ])
  return {
    ...row,
    fotos: fotos.map(
      (foto): FotoIncidente => ({
        id: foto.id,
        archivo: {
          nombre: foto.archivoNombre,
          tipo: foto.archivoTipo as TipoArchivoDocumento,
          bytes: foto.archivoBytes,
        },
      }),
    ),
    cerradoPor: staff ? (people?.cerradoPor ?? null) : null,
    creadoPor: staff ? (people?.creadoPor ?? null) : null,
    actualizadoPor: staff ? (people?.actualizadoPor ?? null) : null,
  }
}
