// What PostgreSQL said when a write failed, whichever driver carried it (PGlite's DatabaseError,
// postgres-js's PostgresError, wrapped by drizzle's DrizzleQueryError): its SQLSTATE code and the
// constraint involved, so a broken unique index becomes a 409 with a Spanish field message.
export type PgError = { code: string; constraint: string | undefined }

export const UNIQUE_VIOLATION = '23505'

function asPgError(value: unknown): PgError | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { code, constraint, constraint_name } = value as Record<string, unknown>
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return undefined
  const name = typeof constraint === 'string' ? constraint : constraint_name
  return { code, constraint: typeof name === 'string' ? name : undefined }
}

/** The database error inside `error` (looking through `cause`), if there is one. */
export function pgErrorOf(error: unknown): PgError | undefined {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current; depth++) {
    const found = asPgError(current)
    if (found) return found
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

// The database is out of reach rather than refusing a statement: the server is down, restarting
// or refusing connections, or the connection broke under a statement. PostgreSQL says so with
// SQLSTATE class 08 (connection exception), 57P01-57P03 (shutting down, crashed, starting up) or
// 53300 (too many connections); the socket with an errno; postgres-js with its own codes.
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
])

/**
 * Whether `error` (looking through `cause` and an AggregateError's errors) says the database
 * could not be reached: a 503 to retry later, not a failed statement. Whether a write sent when
 * the connection broke committed is unknown to the API: the caller retries an idempotent write.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const pending: unknown[] = [error]
  for (let seen = 0; pending.length > 0 && seen < 20; seen++) {
    const current = pending.shift()
    if (typeof current !== 'object' || current === null) continue
    const { code, cause, errors } = current as { code?: unknown; cause?: unknown; errors?: unknown }
    if (
      typeof code === 'string' &&
      (UNREACHABLE_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))
    ) {
      return true
    }
    if (cause) pending.push(cause)
    if (Array.isArray(errors)) pending.push(...errors)
  }
  return false
}
