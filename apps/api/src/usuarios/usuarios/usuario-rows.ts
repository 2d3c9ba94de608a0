// Users as lists show them: the row (its kind, perfiles, proveedor and how many obras), how they
// filter, search and sort. A user's kind is not stored apart: it is what the audience rule reads
// (auth/require-permission.ts, decision 069) — a lessor by its tipo, an operator by its operator
// record, a site client by its obras, staff otherwise — written here once in SQL.
import type {
  listUsuariosQuerySchema,
  PerfilRef,
  TipoUsuarioAdmin,
  UsuarioRow,
} from '@cordillera/contracts'
import { getTableColumns, getTableName, inArray, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db, Tx } from '../../db/database.ts'
import type { ListSource } from '../../db/list/list-page.ts'
import {
  perfiles,
  proveedores,
  usuarioObras,
  usuarioPerfiles,
  usuarios,
} from '../../db/schema/index.ts'
import type { ListQueryOf } from '../../records/list-source.ts'
import { listSourceOf, listWhere, sortKey, sortKeysOf } from '../../records/list-source.ts'
import { pick, trackingOf } from '../../records/tracking.ts'

export type UsuarioListQuery = ListQueryOf<typeof listUsuariosQuerySchema>

const sortKeys = sortKeysOf<UsuarioListQuery['sort']>(usuarios, {
  nombre: sortKey.text(usuarios.nombre),
  email: { expr: usuarios.email, type: 'text' },
})

/**
 * A column named with its table: drizzle leaves columns unqualified in a statement without joins,
 * where a correlated subquery's "id" would be its own table's, not the user's.
 */
export const q = (column: AnyPgColumn): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`

const hasObras = sql`exists (select 1 from ${usuarioObras} where ${q(usuarioObras.usuarioId)} = ${q(usuarios.id)})`

/** The user's kind, as the audience rule tells them apart. */
export const tipoDeUsuario = sql<TipoUsuarioAdmin>`(case
  when ${q(usuarios.tipo)} = 'proveedor' then 'proveedor'
  when ${q(usuarios.operadorId)} is not null then 'operador'
  when ${hasObras} then 'cliente'
  else 'cordillera' end)`

/** Its perfiles not deleted, by name. */
export const perfilesDeUsuario = sql<PerfilRef[]>`coalesce((
  select json_agg(json_build_object('id', ${q(perfiles.id)}, 'nombre', ${q(perfiles.nombre)})
    order by ${q(perfiles.nombre)} collate "unicode", ${q(perfiles.id)})
  from ${usuarioPerfiles} join ${perfiles} on ${q(perfiles.id)} = ${q(usuarioPerfiles.perfilId)}
  where ${q(usuarioPerfiles.usuarioId)} = ${q(usuarios.id)} and ${q(perfiles.eliminadoEn)} is null
), '[]'::json)`

export const obrasDeUsuario = sql<number>`(select cast(count(*) as integer) from ${usuarioObras}
  where ${q(usuarioObras.usuarioId)} = ${q(usuarios.id)})`

export const proveedorDeUsuario = sql<UsuarioRow['proveedor']>`(
  select json_build_object('id', ${q(proveedores.id)}, 'razonSocial', ${q(proveedores.razonSocial)})
  from ${proveedores} where ${q(proveedores.id)} = ${q(usuarios.proveedorId)})`

/** What a row shows besides the stored columns: one statement for a page, or a detail. */
export const usuarioRowColumns = {
  tipo: tipoDeUsuario,
  perfiles: perfilesDeUsuario,
  obrasCount: obrasDeUsuario,
  proveedor: proveedorDeUsuario,
}

type UsuarioRecord = typeof usuarios.$inferSelect
type RowExtras = {
  tipo: TipoUsuarioAdmin
  perfiles: PerfilRef[]
  obrasCount: number
  proveedor: UsuarioRow['proveedor']
}

export function toUsuarioRow(record: UsuarioRecord, extras: RowExtras): UsuarioRow {
  return {
    ...pick(record, 'id', 'nombre', 'email', 'su', 'activo'),
    ...extras,
    ...trackingOf(record),
  }
}

export async function usuarioRowsByIds(db: Db | Tx, ids: string[]): Promise<UsuarioRow[]> {
  const rows = await db
    .select({ record: getTableColumns(usuarios), ...usuarioRowColumns })
    .from(usuarios)
    .where(inArray(usuarios.id, ids))
  return rows.map(({ record, ...extras }) => toUsuarioRow(record, extras))
}

type Filters = Pick<UsuarioListQuery, 'q' | 'tipo' | 'perfilId' | 'obraId' | 'activo'> & {
  proveedorId?: string | undefined
}

export function usuarioWhere(query: Filters): SQL | undefined {
  const { tipo, perfilId, obraId } = query
  return listWhere(
    usuarios,
    query,
    ['proveedorId', 'activo'],
    tipo ? sql`${tipoDeUsuario} = ${tipo}` : undefined,
    perfilId
      ? sql`exists (select 1 from ${usuarioPerfiles} where ${q(usuarioPerfiles.usuarioId)} = ${q(usuarios.id)}
          and ${q(usuarioPerfiles.perfilId)} = ${perfilId})`
      : undefined,
    obraId
      ? sql`exists (select 1 from ${usuarioObras} where ${q(usuarioObras.usuarioId)} = ${q(usuarios.id)}
          and ${q(usuarioObras.obraId)} = ${obraId})`
      : undefined,
  )
}

export function usuarioSource(
  db: Db,
  query: Filters & Pick<UsuarioListQuery, 'sort' | 'dir'>,
): ListSource<UsuarioRow> {
  return listSourceOf(usuarios, sortKeys, query, usuarioWhere(query), (ids) =>
    usuarioRowsByIds(db, ids),
  )
}
