// What every request handler can reach: the app's dependencies and, after authentication, the
// signed-in user.

import type { AuthUser } from './auth/auth-user.ts'
import type { TokenVerifier } from './auth/token-verifier.ts'
import type { Db } from './db/database.ts'
import type { ListCursors } from './db/list/list-cursor.ts'
import type { Config } from './env.ts'
import type { Logger } from './logger.ts'
import type { FileStorage } from './storage/file-storage.ts'
import type { UserPoolAdministration } from './user-pool/user-pool-admin.ts'

export type AppDeps = {
  db: Db
  logger: Logger
  verifier: TokenVerifier
  config: Config
  /** Where documents' files live (storage/file-storage.ts). */
  storage: FileStorage
  /**
   * Whether the database answers, without waiting behind the requests' statements
   * (Database.ping); unset = a `select 1` through `db`.
   */
  pingDatabase?: () => Promise<boolean>
  /**
   * The user pool's administration (decision 068), which the users' routes call; unset = the
   * configured pool (config.cognito).
   */
  userPool?: UserPoolAdministration
}

export type AppEnv = {
  Variables: {
    deps: AppDeps
    /** Signs and checks the lists' page cursors with the configured key (db/list/list-cursor.ts). */
    cursors: ListCursors
    /** Set by the permission middleware on every non-public route. */
    user: AuthUser
    /** Aborted when the request's time runs out (http/request-timeout.ts). */
    deadline: AbortSignal
  }
}
