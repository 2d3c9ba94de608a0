// Vitest global setup of the PostgreSQL run (TEST_DATABASE=postgres): one throwaway server for
// the whole run, with a template database migrated once. openTestDatabase() then copies the
// template into a database of its own for each call, so test files stay as isolated as with
// PGlite and none migrates from scratch.
import { startPostgresServer } from '@cordillera/postgres'
import postgres from 'postgres'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/database.ts'
import { seedDemo } from '../seed/seed-demo.ts'
import { createMemoryUserPool } from './memory-user-pool.ts'
import {
  TEST_SEEDED_TEMPLATE_DATABASE as SEEDED_DATABASE,
  silentLogger,
  TEST_TEMPLATE_DATABASE as TEMPLATE_DATABASE,
} from './test-deps.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The superuser's URL of the run's server (database `postgres`). */
    testPostgresUrl: string
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const recent: string[] = []
  const server = await startPostgresServer({
    onLog: (line) => {
      recent.push(line)
      if (recent.length > 50) recent.shift()
    },
  })
  try {
    const admin = postgres(server.url(), { max: 1, onnotice: () => {} })
    await admin.unsafe(`create database ${TEMPLATE_DATABASE}`)
    await admin.end()
    const template = await openDatabase({ kind: 'postgres', url: server.url(TEMPLATE_DATABASE) })
    await template.migrate()
    // A template with open connections cannot be copied.
    await template.close()
    // The seeded one, copied by startTestApp: the demo data as seedDemo leaves it.
    const copier = postgres(server.url(), { max: 1, onnotice: () => {} })
    await copier.unsafe(`create database ${SEEDED_DATABASE} template ${TEMPLATE_DATABASE}`)
    await copier.end()
    const seeded = await openDatabase({ kind: 'postgres', url: server.url(SEEDED_DATABASE) })
    await seedDemo({ db: seeded.db, userPool: createMemoryUserPool(), logger: silentLogger })
    await seeded.close()
  } catch (error) {
    await server.stop()
    throw new Error(`The test PostgreSQL server could not be prepared:\n${recent.join('\n')}`, {
      cause: error,
    })
  }
  project.provide('testPostgresUrl', server.url())
  return () => server.stop()
}
