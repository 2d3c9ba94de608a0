// @cordillera/user-pool: the local (development and test) Cognito user pool.

export type { LockoutPolicy } from './compat/password-lockout.ts'
export type { AdminCredentials } from './compat/signed-calls.ts'
export { readConfirmationCode } from './confirmation-code.ts'
export { LOCAL_ADMIN_CREDENTIALS, LOCAL_USER_POOL } from './local-user-pool.ts'
export type { UserPoolLogger } from './logger.ts'
export {
  type RunningUserPool,
  type StartUserPoolOptions,
  startUserPool,
} from './start-user-pool.ts'
