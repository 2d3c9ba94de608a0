import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createServerTestDatabase, testDatabaseKind } from '../testing/test-deps.ts'
import { openDatabase } from './database.ts'
import { selectRows } from './select-rows.ts'
import {
  assertSupportedServer,
  type RunQuery,
  readServerFacts,
  UnsupportedServerError,
} from './server-requirements.ts'

type FactsRow = {
  version_num: number
  version: string
  unicode: boolean
  pg_trgm: boolean
  ctype: string
  unicode_letters: boolean
}

/** A server that answers the facts query as the given one would. */
const serverAnswering =
  (row: FactsRow): RunQuery =>
  async () => [row]

const supported: FactsRow = {
  version_num: 160_000,
  version: '16.0',
  unicode: true,
  pg_trgm: true,
  ctype: 'en_US.UTF-8',
  unicode_letters: true,
}
// Debian 12's server: ICU is there, but "unicode" only comes with 16.
const debian12: FactsRow = {
  ...supported,
  version_num: 150_004,
  version: '15.4 (Debian 15.4-2)',
  unicode: false,
}

describe('the PostgreSQL server check before migrating', () => {
  it('refuses PostgreSQL 15 naming the version it found and the one it needs', async () => {
    const refusal = assertSupportedServer(serverAnswering(debian12))
    await expect(refusal).rejects.toThrow(UnsupportedServerError)
    await expect(refusal).rejects.toThrow(
      'This PostgreSQL server (15.4 (Debian 15.4-2)) cannot run the Cordillera API. Missing: ' +
        'version 16 or newer.',
    )
  })

  it('refuses a server without ICU, without pg_trgm or with a C character type, naming each', async () => {
    await expect(
      assertSupportedServer(serverAnswering({ ...supported, unicode: false })),
    ).rejects.toThrow('Missing: the ICU collation "unicode"')
    await expect(
      assertSupportedServer(serverAnswering({ ...supported, pg_trgm: false })),
    ).rejects.toThrow('Missing: the pg_trgm extension')
    await expect(
      assertSupportedServer(serverAnswering({ ...supported, ctype: 'C', unicode_letters: false })),
    ).rejects.toThrow(
      "UTF-8 LC_CTYPE such as C.UTF-8, en_US.UTF-8 or es_CL.UTF-8 (this database's is C)",
    )
  })

  it('accepts PostgreSQL 16 with ICU, pg_trgm and a UTF-8 character type', async () => {
    const facts = await assertSupportedServer(serverAnswering(supported))
    expect(facts).toMatchObject({ versionNum: 160_000, unicodeCollation: true, pgTrgm: true })
  })
})

describe.runIf(testDatabaseKind === 'postgres')('on a real PostgreSQL server', () => {
  it('reads the test server as supported', async () => {
    const server = await createServerTestDatabase({ empty: true })
    const database = await openDatabase({ kind: 'postgres', url: server.url })
    try {
      const facts = await readServerFacts(
        async (text) => (await database.rawQuery(text, [])) as Record<string, unknown>[],
      )
      expect(facts).toMatchObject({ unicodeCollation: true, pgTrgm: true, unicodeLetters: true })
      expect(facts.versionNum).toBeGreaterThanOrEqual(160_000)
    } finally {
      await database.close()
      await server.drop()
    }
  })

  it('stops before the first migration on a database whose character type is C', async () => {
    const server = await createServerTestDatabase({
      empty: true,
      createOptions: "template template0 lc_ctype 'C' lc_collate 'C'",
    })
    const database = await openDatabase({ kind: 'postgres', url: server.url })
    try {
      await expect(database.migrate()).rejects.toThrow(UnsupportedServerError)
      const tables = await selectRows<{ count: number }>(
        database.db,
        sql`select count(*)::int as count from information_schema.tables
            where table_schema in ('public', 'drizzle')`,
      )
      expect(tables).toEqual([{ count: 0 }])
    } finally {
      await database.close()
      await server.drop()
    }
  })
})
