// The signed-in user as the API sees it on every request: loaded from `usuarios` by the token's
// `sub` (or, the first time, by its email, then the sub is stored). Its keys are the effective
// ones: its own ∪ the keys of its perfiles not deleted (decision 069), in the same statement.

import type { SessionProveedor, TipoUsuario } from '@cordillera/contracts'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import { PgliteThread } from '../db/pglite-thread.ts'
import {
  perfiles,
  proveedores,
  usuarioObras,
  usuarioPerfiles,
  usuarios,
} from '../db/schema/index.ts'
import type { TokenClaims } from './token-verifier.ts'

export type AuthUser = {
  id: string
  email: string
  nombre: string
  tipo: TipoUsuario
  su: boolean
  /** Effective keys: the user's own ∪ its perfiles', sorted, without repeats. */
  permisos: string[]
  proveedor: SessionProveedor | null
  obraIds: string[]
  operadorId: string | null
}

/** null when no active user matches the token. */
export async function loadAuthUser(db: Db, claims: TokenClaims): Promise<AuthUser | null> {
  const row = (await findBySub(db, claims.sub)) ?? (await linkByEmail(db, claims))
  if (!row?.activo || row.eliminadoEn !== null) return null
  return {
    id: row.id,
    email: row.email,
    nombre: row.nombre,
    tipo: row.tipo,
    su: row.su,
    permisos: row.permisos,
    proveedor: row.proveedor,
    obraIds: row.obraIds,
    operadorId: row.operadorId,
  }
}

/**
 * A user's effective keys: its own and its perfiles' (not deleted), one sorted list without
 * repeats. A key taken out of a perfil is refused on the holder's next request, like one taken
 * from the user. The users' detail shows the same list.
 */
// Written out with its tables' names: drizzle leaves a column unqualified in a statement without
// joins, where "id" inside the subquery would be the perfil's.
export const permisosEfectivos = sql<string[]>`cast(array(
  select own.key from unnest("usuarios"."permisos") as own(key)
  union
  select unnest("perfiles"."permisos") from ${usuarioPerfiles}
  join ${perfiles} on "perfiles"."id" = "usuario_perfiles"."perfil_id"
  where "usuario_perfiles"."usuario_id" = "usuarios"."id" and "perfiles"."eliminado_en" is null
  order by 1
) as text[])`

const userColumns = {
  id: usuarios.id,
  email: usuarios.email,
  nombre: usuarios.nombre,
  tipo: usuarios.tipo,
  su: usuarios.su,
  permisos: permisosEfectivos,
  operadorId: usuarios.operadorId,
  activo: usuarios.activo,
  eliminadoEn: usuarios.eliminadoEn,
  proveedorId: proveedores.id,
  proveedorRut: proveedores.rut,
  proveedorRazonSocial: proveedores.razonSocial,
  // Every request loads its user: the obras come in the same statement, one round trip.
  obraIds: sql<string[]>`cast(array(
    select ${usuarioObras.obraId} from ${usuarioObras}
    where ${usuarioObras.usuarioId} = "usuarios"."id" order by 1
  ) as text[])`,
}

const bySubQuery = (db: Db) =>
  db
    .select(userColumns)
    .from(usuarios)
    .leftJoin(proveedores, eq(usuarios.proveedorId, proveedores.id))
    .where(eq(usuarios.cognitoSub, sql.placeholder('sub')))

type UserRow = Awaited<ReturnType<ReturnType<typeof bySubQuery>['execute']>>[number]
type FindBySub = (sub: string) => Promise<UserRow | undefined>

// Every request runs this lookup, so it is built once per database. It is never cached: a
// permission removed in the database is refused on the very next request.
const lookups = new WeakMap<Db, FindBySub>()

async function findBySub(db: Db, sub: string) {
  let lookup = lookups.get(db)
  if (!lookup) {
    lookup = buildLookup(db)
    lookups.set(db, lookup)
  }
  const row = await lookup(sub)
  return row && withProveedor(row)
}

/** One name per client: a second database object over the same PGlite prepares its own. */
let statements = 0

/** A sub as Cognito issues them (a UUID), or the test verifier's plain words. */
const plainSub = /^[A-Za-z0-9_.:@-]{1,128}$/

function buildLookup(db: Db): FindBySub {
  const query = bySubQuery(db)
  const client = (db as { $client?: unknown }).$client
  const statementName = `auth_usuario_por_sub_${++statements}`
  if (!(client instanceof PgliteThread)) {
    // PostgreSQL plans a named statement once per connection.
    const prepared = query.prepare('auth_usuario_por_sub')
    return async (sub) => (await prepared.execute({ sub }))[0]
  }
  // PGlite answers a parameterised statement in six protocol steps (parse, describe, bind,
  // describe, execute, sync), each a call into its WebAssembly, and plans it every time. So the
  // lookup is prepared once in SQL (PREPARE: planned once, as PostgreSQL does for a named
  // statement) and run by the simple protocol (EXECUTE, one step), about half of its cost. The
  // simple protocol carries no parameters, so the sub becomes a literal, and only a sub of plain
  // characters (every Cognito sub) is let in; anything else takes the parameterised path.
  const prepared = query.prepare('auth_usuario_por_sub')
  const { sql: text } = query.toSQL()
  const names = Object.keys(userColumns) as (keyof UserRow)[]
  let declared: Promise<unknown> | undefined
  return async (sub) => {
    if (!plainSub.test(sub)) return (await prepared.execute({ sub }))[0]
    declared ??= client.exec(`prepare ${statementName}(text) as ${text}`).catch((error) => {
      declared = undefined
      throw error
    })
    await declared
    const [result] = await client.exec(`execute ${statementName}('${sub}')`, { rowMode: 'array' })
    const values = result?.rows[0] as unknown[] | undefined
    if (!values) return undefined
    return Object.fromEntries(names.map((name, i) => [name, values[i]])) as UserRow
  }
}

// A user created in the database before its pool account (admin screens, seed without the pool)
// has no sub yet. Only such rows are matched, and only by a verified e-mail: a row already tied
// to another sub is never taken over, and an unverified address proves nothing.
async function linkByEmail(db: Db, claims: TokenClaims) {
  if (!claims.email || !claims.emailVerified) return undefined
  const [linked] = await db
    .update(usuarios)
    .set({ cognitoSub: claims.sub })
    .where(and(eq(usuarios.email, claims.email.toLowerCase()), isNull(usuarios.cognitoSub)))
    .returning({ id: usuarios.id })
  return linked ? findBySub(db, claims.sub) : undefined
}

function withProveedor<
  T extends {
    proveedorId: string | null
    proveedorRut: string | null
    proveedorRazonSocial: string | null
  },
>(row: T) {
  const { proveedorId, proveedorRut, proveedorRazonSocial, ...rest } = row
  const proveedor: SessionProveedor | null =
    proveedorId && proveedorRut && proveedorRazonSocial
      ? { id: proveedorId, rut: proveedorRut, razonSocial: proveedorRazonSocial }
      : null
  return { ...rest, proveedor }
}
