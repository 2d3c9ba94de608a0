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
