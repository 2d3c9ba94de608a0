// Opens the database the configuration names, holding the PGlite data-folder lock while it is
// open (a real PostgreSQL server needs no lock: it serves many processes).
import { join } from 'node:path'
import type { Config } from '../env.ts'
import { acquireDataDirLock } from './data-dir-lock.ts'
import { type Database, openDatabase } from './database.ts'

export function pgliteDir(config: Config): string {
  return join(config.dataDir, 'pg')
}

/** Throws DataDirLockedError when another live process holds the embedded database. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const options = { statementTimeoutMs: config.statementTimeoutMs }
  if (config.databaseUrl) {
    return openDatabase({ kind: 'postgres', url: config.databaseUrl }, options)
  }

  const release = acquireDataDirLock(config.dataDir)
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: pgliteDir(config) }, options)
    return {
      ...database,
      close: () => database.close().finally(release),
    }
  } catch (error) {
    release()
    throw error
  }
}
