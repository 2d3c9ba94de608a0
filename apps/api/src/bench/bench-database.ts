// The database a list benchmark measures: PGlite in memory, or the PostgreSQL of DATABASE_URL (a
// throwaway database), migrated, with drizzle's statements recorded on demand so a scenario's
// own SQL can be replayed raw on the driver (the sign-in lookups are left out: they are the
// endpoint's cost, not the list's).
import { openDatabase } from '../db/database.ts'
import { benchEnv } from './env.ts'

export type RecordedStatement = { text: string; params: unknown[] }

export async function openBenchDatabase() {
  let recording: RecordedStatement[] | null = null
  const queryLogger = {
    logQuery(text: string, params: unknown[]) {
      // The sign-in lookup (and its first-time link) is the only statement naming cognito_sub; a
      // list that joins usuarios itself (a request's solicitante) is the list's own cost.
      if (recording && !/"cognito_sub"/.test(text)) recording.push({ text, params })
    },
  }
  const url = benchEnv.DATABASE_URL
  const database = await openDatabase(
    url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: undefined },
    { queryLogger },
  )
  await database.migrate()
  return {
    database,
    /** The statements drizzle sent while `run` ran. */
    async statementsOf(run: () => Promise<unknown>): Promise<RecordedStatement[]> {
      const statements: RecordedStatement[] = []
      recording = statements
      try {
        await run()
      } finally {
        recording = null
      }
      return statements
    },
  }
}
