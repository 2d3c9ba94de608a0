// The user pool as this area reaches it: the app's port (user-pool/user-pool-admin.ts, decision
// 068), given to the routes by app.ts, so tests hand in the local pool or one in memory.
import type { AppDeps } from '../../app-env.ts'

export type UserPool = NonNullable<AppDeps['userPool']>

/** The pool's account of `email` as the users' detail shows it; null when it has none or is down. */
export async function accesoDe(pool: UserPool, email: string) {
  try {
    const state = await pool.userState(email)
    return state && { estado: state.status, habilitado: state.enabled }
  } catch {
    // The detail is the database's; the pool's state is a courtesy that may be missing.
    return null
  }
}
