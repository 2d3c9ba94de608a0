// What the edit screen does to a user's account besides its data: disable, enable, reset the
// password and delete (decision 069). Each one, in one transaction: the row locked at the version
// read, the rules (nobody disables or deletes itself; the last active su stays), the row written
// and audited, and the pool's call last, so a pool that refuses or fails undoes the write. The
// answer reads the user again once committed.
import type { UsuarioDetail } from '@cordillera/contracts'
import { sql } from 'drizzle-orm'
import type { AuthUser } from '../../auth/auth-user.ts'
import type { Db, Tx } from '../../db/database.ts'
import type { AuditAction } from '../../db/write-audit.ts'
import { ApiHttpError, forbidden } from '../../http/api-error.ts'
import { getUsuario } from './get-usuario.ts'
import type { UserPool } from './user-pool.ts'
import { refusals, refuseLastSu } from './usuario-grants.ts'
import { usuarioRecords } from './usuario-records.ts'

type Before = Awaited<ReturnType<typeof usuarioRecords.lock>>

type AccountAction = {
  /** 403 with this message when the actor targets itself. */
  self?: string
  /** Whether the last active su must stay (disable, delete). */
  keepsLastSu?: boolean
  /** What the row gets (nothing: only its version and audit entry). */
  set: (before: Before) => Parameters<typeof usuarioRecords.write>[3]
  action: AuditAction
  /** The pool's call, last in the transaction. */
  pool: (pool: UserPool, email: string) => Promise<void>
}

/** A user the pool does not know (seeded without it, never signed in) is the database's alone. */
const unlessUnknown = async (call: Promise<void>) => {
  try {
    await call
  } catch (error) {
    if (!(error instanceof ApiHttpError && error.status === 404)) throw error
  }
}

function accountAction(spec: AccountAction) {
  const run = async (
    tx: Tx,
    pool: UserPool,
    actor: AuthUser,
    id: string,
    version: number,
  ): Promise<void> => {
    if (spec.self && actor.id === id) throw forbidden(spec.self)
    const before = await usuarioRecords.lock(tx, { id, version })
    if (spec.keepsLastSu) await refuseLastSu(tx, before)
    await usuarioRecords.write(tx, actor, before, spec.set(before), spec.action)
    await spec.pool(pool, before.email)
  }
  return run
}

const disable = accountAction({
  self: refusals.deshabilitarse,
  keepsLastSu: true,
  set: () => ({ activo: false }),
  action: 'deshabilitar',
  // AdminDisableUser and AdminUserGlobalSignOut: its refresh tokens stop working at once.
  pool: (pool, email) => unlessUnknown(pool.disableUser(email)),
})

const enable = accountAction({
  set: () => ({ activo: true }),
  action: 'habilitar',
  pool: (pool, email) => unlessUnknown(pool.enableUser(email)),
})

const reset = accountAction({
  set: () => ({}),
  action: 'restablecer-contrasenia',
  // AdminResetUserPassword: the password stops working, a code goes to the user's e-mail. A user
  // the pool does not know, or that never set its password, is the pool's refusal (404, 409).
  pool: (pool, email) => pool.resetPassword(email),
})

const remove = accountAction({
  self: refusals.eliminarse,
  keepsLastSu: true,
  set: () => ({ eliminadoEn: sql`now()` }),
  action: 'eliminar',
  // Its account cannot sign in any more; the e-mail stays taken (the pool keeps the account).
  pool: (pool, email) => unlessUnknown(pool.disableUser(email)),
})

/** The operation of one action on a route: `(db, pool, actor, id, { version })`. */
const operation =
  (run: ReturnType<typeof accountAction>) =>
  async (
    db: Db,
    pool: UserPool,
    actor: AuthUser,
    id: string,
    { version }: { version: number },
  ): Promise<UsuarioDetail> => {
    await usuarioRecords.transaction(db, (tx) => run(tx, pool, actor, id, version))
    return getUsuario(db, pool, id)
  }

/** POST /v1/usuarios/{id}/deshabilitar: refused by the API (activo) and the pool at once. */
export const disableUsuario = operation(disable)
/** POST /v1/usuarios/{id}/habilitar. */
export const enableUsuario = operation(enable)
/** POST /v1/usuarios/{id}/restablecer-contrasenia. */
export const resetPasswordUsuario = operation(reset)

/** DELETE /v1/usuarios/{id}?version=: soft delete; its account is disabled in the pool. */
export async function deleteUsuario(
  db: Db,
  pool: UserPool,
  actor: AuthUser,
  id: string,
  version: number,
): Promise<void> {
  await usuarioRecords.transaction(db, (tx) => remove(tx, pool, actor, id, version))
}
