// Where the SQL migrations are at run time: apps/api/drizzle, whether this code runs from source
// (src/db/) or from the tsup bundle (dist/), so the folder is found by walking up.
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export function findMigrationsFolder(from = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from
  for (;;) {
    const candidate = join(dir, 'drizzle')
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate
    const parent = dirname(dir)
    if (parent === dir) throw new Error(`No drizzle migrations folder found above ${from}`)
    dir = parent
  }
}
