// Razones sociales as lists show them: the row shape, how they filter, search and sort.
import type { listRazonesSocialesQuerySchema, RazonSocialRow } from '@cordillera/contracts'
import { and, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import type { ListSource } from '../../db/list/list-page.ts'
import { vigente } from '../../db/schema/columns.ts'
import { gruposCliente, razonesSociales } from '../../db/schema/index.ts'
import type { ListQueryOf } from '../../records/list-source.ts'
import { listSourceOf, listWhere, sortKey, sortKeysOf } from '../../records/list-source.ts'
import { trackingOf } from '../../records/tracking.ts'

export type RazonSocialListQuery = ListQueryOf<typeof listRazonesSocialesQuerySchema>

const sortKeys = sortKeysOf<RazonSocialListQuery['sort']>(razonesSociales, {
  razonSocial: sortKey.text(razonesSociales.razonSocial),
  rut: sortKey.rut(razonesSociales),
})

type GrupoRef = { id: string; nombre: string } | null

type RazonSocialRecord = typeof razonesSociales.$inferSelect

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
  return listWhere(razonesSociales, query, ['activo', 'grupoClienteId', 'comuna', 'region'])
}

export function razonSocialSource(db: Db, query: RazonSocialListQuery): ListSource<RazonSocialRow> {
  return listSourceOf(razonesSociales, sortKeys, query, razonSocialWhere(query), (ids) =>
    razonSocialRowsByIds(db, ids),
  )
}
