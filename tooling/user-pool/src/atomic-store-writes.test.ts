import { mkdtempSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { installAtomicStoreWrites } from './atomic-store-writes.ts'

describe('installAtomicStoreWrites', () => {
  it('keeps the pool file valid JSON under concurrent writes of different sizes', async () => {
    installAtomicStoreWrites()
    const require = createRequire(import.meta.url)
    const StormDB = require(
      require.resolve('stormdb', { paths: [require.resolve('cognito-local')] }),
    ) as {
      localFileEngine: new (
        path: string,
        options: { async: boolean },
      ) => { write(data: unknown): Promise<void> }
    }
    const file = join(mkdtempSync(join(tmpdir(), 'pool-')), 'pool.json')
    const engine = new StormDB.localFileEngine(file, { async: true })
    const long = {
      Users: Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`u${i}`, { n: i }])),
    }
    const short = { Users: { only: { n: 1 } } }
    // Without the patch, these interleave and leave the long write's tail after the short one.
    await Promise.all([
      engine.write(long),
      engine.write(short),
      engine.write(long),
      engine.write(short),
    ])
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(short)
  })
})
