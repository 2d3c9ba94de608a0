// Perfiles as lists show them: the row (its keys and how many users have it), search and sort.
import type { listPerfilesQuerySchema, PerfilRow } from '@cordillera/contracts'
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/database.ts'
import type { ListSource } from '../../db/list/list-page.ts'
import { vigente } from '../../db/schema/columns.ts'
import { perfiles, usuarioPerfiles, usuarios } from '../../db/schema/index.ts'
import { countOf } from '../../records/detail-columns.ts'
import type { ListQueryOf } from '../../records/list-source.ts'
import { listSourceOf, listWhere, sortKey, sortKeysOf } from '../../records/list-source.ts'
import { pick, trackingOf } from '../../records/tracking.ts'

export type PerfilListQuery = ListQueryOf<typeof listPerfilesQuerySchema>

const sortKeys = sortKeysOf<PerfilListQuery['sort']>(perfiles, {
  nombre: sortKey.text(perfiles.nombre),
})

/** A link of a user not deleted: who holds a perfil. */
export const deUsuarioVigente = sql`exists (select 1 from ${usuarios} where ${and(
  eq(usuarios.id, usuarioPerfiles.usuarioId),
  vigente(usuarios),
)})`

/** Users (not deleted) that have the perfil. */
export const usuariosDelPerfil = countOf(
  usuarioPerfiles,
  and(eq(usuarioPerfiles.perfilId, perfiles.id), deUsuarioVigente),
)

type PerfilRecord = typeof perfiles.$inferSelect

export function toPerfilRow(record: PerfilRecord, usuariosCount: number): PerfilRow {
  return {
    ...pick(record, 'id', 'nombre', 'descripcion', 'permisos'),
    usuariosCount,
    ...trackingOf(record),
  }
}

export async function perfilRowsByIds(db: Db | Tx, ids: string[]): Promise<PerfilRow[]> {
  const rows = await db
    .select({ record: getTableColumns(perfiles), usuariosCount: usuariosDelPerfil })
    .from(perfiles)
    .where(inArray(perfiles.id, ids))
  return rows.map((row) => toPerfilRow(row.record, row.usuariosCount))
}

export function perfilSource(db: Db, query: PerfilListQuery): ListSource<PerfilRow> {
  return listSourceOf(perfiles, sortKeys, query, listWhere(perfiles, query, []), (ids) =>
    perfilRowsByIds(db, ids),
  )
}
