// The list engine's statements give the same rows whichever way they run (prepared and executed
// with literals on PGlite, parameterised elsewhere or for values that cannot be literals), and a
// value is always only a value, whatever quotes or SQL it holds.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, testDatabaseKind } from '../../testing/test-deps.ts'
import type { Database } from '../database.ts'
import { usuarios } from '../schema/index.ts'
import { selectRows } from '../select-rows.ts'
import { runListStatement } from './run-list-statement.ts'

let database: Database

beforeAll(async () => {
  database = await openTestDatabase()
})

afterAll(async () => {
  await database?.close()
})

describe('runListStatement', () => {
  it('reads each value back as it was given, quotes and SQL included', async () => {
    const values = [
      "O'Higgins",
      "x'); delete from usuarios; --",
      "''",
      'con \\ barra',
      'ñandú «comillas» "dobles"',
      '',
    ]
    for (const value of values) {
      for (let round = 0; round < 2; round++) {
        const rows = await runListStatement<{ v: string }>(
          database.db,
          sql`select cast(${value} as text) as v`,
        )
        expect(rows).toEqual([{ v: value }])
      }
    }
    await database.db
      .insert(usuarios)
      .values({ email: 'sigue@cordillera.cl', nombre: 'Sigue', tipo: 'cordillera' })
    const [{ count } = { count: 0 }] = await runListStatement<{ count: number }>(
      database.db,
      sql`select cast(count(*) as integer) as count from ${usuarios} where ${usuarios.email} like ${'%@cordillera.cl'}`,
    )
    expect(count).toBe(1)
  })

  it('passes numbers, booleans and null, and several values in order', async () => {
    const rows = await runListStatement<Record<string, unknown>>(
      database.db,
      sql`select cast(${50} as integer) as n, cast(${true} as boolean) as b,
        cast(${null} as text) as z, cast(${'a'} as text) || cast(${'b'} as text) as ab`,
    )
    expect(rows).toEqual([{ n: 50, b: true, z: null, ab: 'ab' }])
  })

  // The embedded engine runs in a worker thread: its list statements must still be prepared once
  // (PREPARE, then EXECUTE), not parsed and planned again on every page.
  it.runIf(testDatabaseKind === 'pglite')('prepares each statement once on PGlite', async () => {
    const statement = sql`select cast(${'uno'} as text) as v, cast(${7} as integer) as n`
    for (let round = 0; round < 3; round++) {
      expect(await runListStatement(database.db, statement)).toEqual([{ v: 'uno', n: 7 }])
    }
    const preparados = await selectRows<{ n: number }>(
      database.db,
      sql`select cast(count(*) as integer) as n from pg_prepared_statements
        where name like 'list_statement_%' and statement like '%as v, cast($2 as integer) as n'`,
    )
    expect(preparados).toEqual([{ n: 1 }])
  })
})
