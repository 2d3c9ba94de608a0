// Grupos cliente as lists show them: the row shape, how they filter, search and sort.
import type {
  GrupoClienteRow,
  grupoClienteSorts,
  listGruposClienteQuerySchema,
} from '@cordillera/contracts'
import { and, inArray, type SQL, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import type { ListSource, SortKey } from '../../db/list/list-page.ts'
import { collated, vigente } from '../../db/schema/columns.ts'
import { gruposCliente, razonesSociales } from '../../db/schema/index.ts'
import { type ListQueryOf, listSourceOf } from '../../records/list-source.ts'
import { recordsOf } from '../../records/records-of.ts'
import { matches } from '../../records/search.ts'
import { trackingOf } from '../../records/tracking.ts'

export type GrupoClienteListQuery = ListQueryOf<typeof listGruposClienteQuerySchema>

export const GRUPO_NO_EXISTE = 'El grupo cliente no existe.'

export const grupoClienteRecords = recordsOf(gruposCliente, {
  entity: 'grupo_cliente',
  notFound: GRUPO_NO_EXISTE,
  uniques: {
    grupos_cliente_nombre_vigente_uq: {
      field: 'nombre',
      message: 'Ya existe un grupo cliente con este nombre.',
    },
  },
})

const sortKeys: Record<(typeof grupoClienteSorts)[number], SortKey> = {
  nombre: { expr: collated(gruposCliente.nombre), type: 'text' },
  creadoEn: { expr: gruposCliente.createdAt, type: 'timestamptz' },
  actualizadoEn: { expr: gruposCliente.updatedAt, type: 'timestamptz' },
}

/** Razones sociales (not deleted) per group, for the given groups. */
export async function razonesSocialesPorGrupo(
  db: Db | Tx,
  ids: string[],
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      id: razonesSociales.grupoClienteId,
      count: sql<number>`cast(count(*) as integer)`,
    })
    .from(razonesSociales)
    .where(and(inArray(razonesSociales.grupoClienteId, ids), vigente(razonesSociales)))
    .groupBy(razonesSociales.grupoClienteId)
  return new Map(rows.map((row) => [row.id ?? '', row.count]))
}

type GrupoClienteRecord = typeof gruposCliente.$inferSelect

export function toGrupoClienteRow(record: GrupoClienteRecord, count: number): GrupoClienteRow {
  return {
    id: record.id,
    nombre: record.nombre,
    descripcion: record.descripcion,
    razonesSocialesCount: count,
    ...trackingOf(record),
  }
}

export async function grupoClienteRowsByIds(db: Db | Tx, ids: string[]) {
  const [records, counts] = await Promise.all([
    db.select().from(gruposCliente).where(inArray(gruposCliente.id, ids)),
    razonesSocialesPorGrupo(db, ids),
  ])
  return records.map((record) => toGrupoClienteRow(record, counts.get(record.id) ?? 0))
}

export function grupoClienteWhere(query: Pick<GrupoClienteListQuery, 'q'>): SQL | undefined {
  return and(vigente(gruposCliente), matches(gruposCliente.busqueda, query.q))
}

export function grupoClienteSource(
  db: Db,
  query: GrupoClienteListQuery,
): ListSource<GrupoClienteRow> {
  return listSourceOf(gruposCliente, sortKeys, query, grupoClienteWhere(query), (ids) =>
    grupoClienteRowsByIds(db, ids),
  )
}
