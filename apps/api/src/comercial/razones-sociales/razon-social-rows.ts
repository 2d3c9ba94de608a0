// Razones sociales as lists show them: the row shape, how they filter, search and sort.
import type {
  listRazonesSocialesQuerySchema,
  RazonSocialRow,
  razonSocialSorts,
} from '@cordillera/contracts'
import { and, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import type { ListSource, SortKey } from '../../db/list/list-page.ts'
import { collated, vigente } from '../../db/schema/columns.ts'
import { gruposCliente, razonesSociales } from '../../db/schema/index.ts'
import { type ListQueryOf, listSourceOf } from '../../records/list-source.ts'
import { recordsOf } from '../../records/records-of.ts'
import { matches } from '../../records/search.ts'
import { trackingOf } from '../../records/tracking.ts'

export type RazonSocialListQuery = ListQueryOf<typeof listRazonesSocialesQuerySchema>

export const RAZON_SOCIAL_NO_EXISTE = 'La razón social no existe.'

export const razonSocialRecords = recordsOf(razonesSociales, {
  entity: 'razon_social',
  notFound: RAZON_SOCIAL_NO_EXISTE,
  uniques: {
    razones_sociales_rut_vigente_uq: {
      field: 'rut',
      message: 'Ya existe una razón social con este RUT.',
    },
  },
})

const sortKeys: Record<(typeof razonSocialSorts)[number], SortKey> = {
  razonSocial: { expr: collated(razonesSociales.razonSocial), type: 'text' },
  rut: { expr: razonesSociales.rutNumero, type: 'integer' },
  creadoEn: { expr: razonesSociales.createdAt, type: 'timestamptz' },
  actualizadoEn: { expr: razonesSociales.updatedAt, type: 'timestamptz' },
}

type RazonSocialRecord = typeof razonesSociales.$inferSelect
type GrupoRef = { id: string; nombre: string } | null

export function toRazonSocialRow(record: RazonSocialRecord, grupo: GrupoRef): RazonSocialRow {
  return {
    id: record.id,
    rut: record.rut,
    razonSocial: record.razonSocial,
    nombreFantasia: record.nombreFantasia,
    giro: record.giro,
    direccion: record.direccion,
    comuna: record.comuna,
    region: record.region,
    telefono: record.telefono,
    email: record.email,
    // A deleted group is no longer shown as the client's group.
    grupoCliente: grupo,
    activo: record.activo,
    ...trackingOf(record),
  }
}

/** The group a razón social shows, joined with `joinGrupo`. */
export const grupoColumns = { id: gruposCliente.id, nombre: gruposCliente.nombre }
export const joinGrupo = and(
  eq(gruposCliente.id, razonesSociales.grupoClienteId),
  vigente(gruposCliente),
)

export async function razonSocialRowsByIds(
  db: Db | Tx,
  ids: string[],
  where: SQL = inArray(razonesSociales.id, ids),
): Promise<RazonSocialRow[]> {
  const rows = await db
    .select({ record: getTableColumns(razonesSociales), grupo: grupoColumns })
    .from(razonesSociales)
    .leftJoin(gruposCliente, joinGrupo)
    .where(where)
  return rows.map(({ record, grupo }) => toRazonSocialRow(record, grupo))
}

export function razonSocialWhere(query: RazonSocialListQuery): SQL | undefined {
  return and(
    vigente(razonesSociales),
    matches(razonesSociales.busqueda, query.q),
    query.activo === undefined ? undefined : eq(razonesSociales.activo, query.activo),
    query.grupoClienteId ? eq(razonesSociales.grupoClienteId, query.grupoClienteId) : undefined,
    query.comuna ? eq(razonesSociales.comuna, query.comuna) : undefined,
    query.region ? eq(razonesSociales.region, query.region) : undefined,
  )
}

export function razonSocialSource(db: Db, query: RazonSocialListQuery): ListSource<RazonSocialRow> {
  return listSourceOf(razonesSociales, sortKeys, query, razonSocialWhere(query), (ids) =>
    razonSocialRowsByIds(db, ids),
  )
}
