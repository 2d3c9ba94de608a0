// Which failures mean "the database is out of reach" (a 503 to retry) rather than a statement the
// database refused: the errors postgres-js and drizzle really throw for a server that is not
// there, and PostgreSQL's own codes for a server going away or starting.
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/postgres-js'
import postgres from 'postgres'
import { describe, expect, it } from 'vitest'
import { freePort } from '../testing/faults/free-port.ts'
import { isDatabaseUnavailable, pgErrorOf, UNIQUE_VIOLATION } from './pg-error.ts'

const withCode = (code: string, extra: object = {}) =>
  Object.assign(new Error(`error ${code}`), { code, ...extra })

describe('isDatabaseUnavailable', () => {
  it('is true for what drizzle and postgres-js throw when no server listens', async () => {
    const client = postgres(`postgres://postgres@127.0.0.1:${await freePort()}/cordillera`, {
      connect_timeout: 5,
      max: 1,
      onnotice: () => {},
    })
    try {
      const error = await drizzle({ client })
        .execute(sql`select 1`)
        .then(
          () => null,
          (caught: unknown) => caught,
        )
      expect(error).not.toBeNull()
      expect(isDatabaseUnavailable(error)).toBe(true)
    } finally {
      await client.end({ timeout: 1 })
    }
  })

  it("is true for postgres-js's broken connections and PostgreSQL's going-away codes", () => {
    for (const code of [
      'CONNECTION_CLOSED',
      'CONNECTION_DESTROYED',
      'CONNECT_TIMEOUT',
      'ECONNRESET',
      '57P01', // admin_shutdown: the server is stopping
      '57P03', // cannot_connect_now: the server is starting
      '08006', // connection_failure
      '53300', // too_many_connections
    ]) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true)
      // Wrapped as drizzle wraps it, or inside an AggregateError as Node's connect reports it.
      expect(isDatabaseUnavailable(new Error('query failed', { cause: withCode(code) }))).toBe(true)
      expect(isDatabaseUnavailable(new AggregateError([withCode(code)], 'connect'))).toBe(true)
    }
  })

  it('is false for statements the database refused and for other failures', () => {
    expect(isDatabaseUnavailable(withCode(UNIQUE_VIOLATION, { constraint: 'x_uq' }))).toBe(false)
    expect(pgErrorOf(withCode(UNIQUE_VIOLATION))?.code).toBe(UNIQUE_VIOLATION)
    expect(isDatabaseUnavailable(withCode('57014'))).toBe(false) // statement timeout: its own answer
    expect(isDatabaseUnavailable(withCode('40001'))).toBe(false)
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false)
    expect(isDatabaseUnavailable(undefined)).toBe(false)
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false)
  })
})
