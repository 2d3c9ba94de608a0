// Obras as lists show them: the row shape (with their constructora and razón social), how they
// filter, search and sort.
import type { listObrasQuerySchema, ObraRow, obraSorts } from '@cordillera/contracts'
import { and, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import type { ListSource, SortKey } from '../../db/list/list-page.ts'
import { collated, vigente } from '../../db/schema/columns.ts'
import { constructoras, obras, razonesSociales } from '../../db/schema/index.ts'
import { type ListQueryOf, listSourceOf } from '../../records/list-source.ts'
import { recordsOf } from '../../records/records-of.ts'
import { matches } from '../../records/search.ts'
import { trackingOf } from '../../records/tracking.ts'

export type ObraListQuery = ListQueryOf<typeof listObrasQuerySchema>

export const OBRA_NO_EXISTE = 'La obra no existe.'

export const obraRecords = recordsOf(obras, {
  entity: 'obra',
  notFound: OBRA_NO_EXISTE,
  uniques: {
    obras_codigo_vigente_uq: { field: 'codigo', message: 'Ya existe una obra con este código.' },
  },
})

const sortKeys: Record<(typeof obraSorts)[number], SortKey> = {
  nombre: { expr: collated(obras.nombre), type: 'text' },
  codigo: { expr: obras.codigo, type: 'text' },
  fechaInicio: { expr: obras.fechaInicio, type: 'date' },
  creadoEn: { expr: obras.createdAt, type: 'timestamptz' },
  actualizadoEn: { expr: obras.updatedAt, type: 'timestamptz' },
}

type ObraRecord = typeof obras.$inferSelect

export function toObraRow(
  record: ObraRecord,
  constructora: ObraRow['constructora'],
  razonSocial: ObraRow['razonSocial'],
): ObraRow {
  return {
    id: record.id,
    codigo: record.codigo,
    nombre: record.nombre,
    direccion: record.direccion,
    comuna: record.comuna,
    region: record.region,
    constructora,
    razonSocial,
    administrador: {
      nombre: record.administradorNombre,
      email: record.administradorEmail,
      telefono: record.administradorTelefono,
    },
    fechaInicio: record.fechaInicio,
    fechaTermino: record.fechaTermino,
    activa: record.activa,
    ...trackingOf(record),
  }
}

/** An obra's columns with what it shows of its constructora and razón social (`joinObraRefs`). */
export const obraColumns = {
  record: getTableColumns(obras),
  constructora: { id: constructoras.id, rut: constructoras.rut, nombre: constructoras.nombre },
  razonSocial: {
    id: razonesSociales.id,
    rut: razonesSociales.rut,
    razonSocial: razonesSociales.razonSocial,
  },
}

export const joinConstructora = eq(constructoras.id, obras.constructoraId)
export const joinRazonSocial = eq(razonesSociales.id, obras.razonSocialId)

export async function obraRowsByIds(db: Db | Tx, ids: string[]): Promise<ObraRow[]> {
  const rows = await db
    .select(obraColumns)
    .from(obras)
    .innerJoin(constructoras, joinConstructora)
    .innerJoin(razonesSociales, joinRazonSocial)
    .where(inArray(obras.id, ids))
  return rows.map(({ record, constructora, razonSocial }) =>
    toObraRow(record, constructora, razonSocial),
  )
}

export function obraWhere(query: ObraListQuery): SQL | undefined {
  return and(
    vigente(obras),
    matches(obras.busqueda, query.q),
    query.activa === undefined ? undefined : eq(obras.activa, query.activa),
    query.constructoraId ? eq(obras.constructoraId, query.constructoraId) : undefined,
    query.razonSocialId ? eq(obras.razonSocialId, query.razonSocialId) : undefined,
    query.comuna ? eq(obras.comuna, query.comuna) : undefined,
    query.region ? eq(obras.region, query.region) : undefined,
  )
}

export function obraSource(db: Db, query: ObraListQuery): ListSource<ObraRow> {
  return listSourceOf(obras, sortKeys, query, obraWhere(query), (ids) => obraRowsByIds(db, ids))
}
