// Constructoras as lists show them: the row shape (with how many obras), how they filter, search
// and sort.
import type {
  ConstructoraRow,
  constructoraSorts,
  listConstructorasQuerySchema,
} from '@cordillera/contracts'
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import type { ListSource, SortKey } from '../../db/list/list-page.ts'
import { collated, vigente } from '../../db/schema/columns.ts'
import { constructoras, obras } from '../../db/schema/index.ts'
import { type ListQueryOf, listSourceOf } from '../../records/list-source.ts'
import { recordsOf } from '../../records/records-of.ts'
import { matches } from '../../records/search.ts'
import { trackingOf } from '../../records/tracking.ts'

export type ConstructoraListQuery = ListQueryOf<typeof listConstructorasQuerySchema>

export const CONSTRUCTORA_NO_EXISTE = 'La constructora no existe.'

export const constructoraRecords = recordsOf(constructoras, {
  entity: 'constructora',
  notFound: CONSTRUCTORA_NO_EXISTE,
  uniques: {
    constructoras_rut_vigente_uq: {
      field: 'rut',
      message: 'Ya existe una constructora con este RUT.',
    },
  },
})

const sortKeys: Record<(typeof constructoraSorts)[number], SortKey> = {
  nombre: { expr: collated(constructoras.nombre), type: 'text' },
  rut: { expr: constructoras.rutNumero, type: 'integer' },
  creadoEn: { expr: constructoras.createdAt, type: 'timestamptz' },
  actualizadoEn: { expr: constructoras.updatedAt, type: 'timestamptz' },
}

type ConstructoraRecord = typeof constructoras.$inferSelect

export function toConstructoraRow(record: ConstructoraRecord, obrasCount: number): ConstructoraRow {
  return {
    id: record.id,
    rut: record.rut,
    nombre: record.nombre,
    contacto: record.contacto,
    telefono: record.telefono,
    email: record.email,
    activo: record.activo,
    obrasCount,
    ...trackingOf(record),
  }
}

/** Obras (not deleted) per constructora, for the given constructoras. */
export async function obrasPorConstructora(db: Db | Tx, ids: string[]) {
  const rows = await db
    .select({ id: obras.constructoraId, count: sql<number>`cast(count(*) as integer)` })
    .from(obras)
    .where(and(inArray(obras.constructoraId, ids), vigente(obras)))
    .groupBy(obras.constructoraId)
  return new Map(rows.map((row) => [row.id, row.count]))
}

export async function constructoraRowsByIds(db: Db | Tx, ids: string[]) {
  const [records, counts] = await Promise.all([
    db.select().from(constructoras).where(inArray(constructoras.id, ids)),
    obrasPorConstructora(db, ids),
  ])
  return records.map((record) => toConstructoraRow(record, counts.get(record.id) ?? 0))
}

export function constructoraWhere(query: ConstructoraListQuery): SQL | undefined {
  return and(
    vigente(constructoras),
    matches(constructoras.busqueda, query.q),
    query.activo === undefined ? undefined : eq(constructoras.activo, query.activo),
  )
}

export function constructoraSource(
  db: Db,
  query: ConstructoraListQuery,
): ListSource<ConstructoraRow> {
  return listSourceOf(constructoras, sortKeys, query, constructoraWhere(query), (ids) =>
    constructoraRowsByIds(db, ids),
  )
}
