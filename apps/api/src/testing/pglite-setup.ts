// Vitest global setup of the PGlite run (the default): the migrated database and the migrated and
// seeded one are built once for the whole run and dumped as data-folder tarballs; each test file's
// openTestDatabase() starts a PGlite of its own from one of them (about half a second) instead of
// migrating and seeding from scratch (seconds, on every file).
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/database.ts'
import { seedDemo } from '../seed/seed-demo.ts'
import { createMemoryUserPool } from './memory-user-pool.ts'
import { silentLogger } from './test-deps.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data folder. */
    pgliteTemplate: string
    /** The same, with the demo data seeded. */
    pgliteSeededTemplate: string
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'cordillera-pglite-template-'))
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined })
  try {
    await database.migrate()
    const migrated = join(dir, 'migrated.tar')
    await writeFile(migrated, (await database.dumpDataDir()) as Uint8Array)
    await seedDemo({ db: database.db, userPool: createMemoryUserPool(), logger: silentLogger })
    const seeded = join(dir, 'seeded.tar')
    await writeFile(seeded, (await database.dumpDataDir()) as Uint8Array)
    project.provide('pgliteTemplate', migrated)
    project.provide('pgliteSeededTemplate', seeded)
  } finally {
    await database.close()
  }
  return () => rm(dir, { recursive: true, force: true })
}
