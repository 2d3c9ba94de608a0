// Runs a statement of the list engine, the statements every list page sends, so that each costs
// one exchange with the database and is planned once, not on every page.
//
// PostgreSQL (postgres-js): drizzle sends its statements unnamed, and the driver answers an
// unnamed statement with parameters in two round trips (parse and describe, then bind and
// execute). Here each goes as a named statement the driver keeps prepared on its connection
// (`prepare: true`): one round trip from its second use on a connection, planned as PostgreSQL
// plans a named statement. The rows are the driver's, as drizzle's `execute` would answer them.
//
// PGlite (in its worker thread, db/pglite-thread.ts): no named statements in its query API; it
// parses and plans each statement again and answers it in six protocol steps, each a call into
// its WebAssembly, which for a cheap page costs as much as the SQL itself. There each distinct
// statement text is prepared once in SQL (PREPARE) and run by the simple protocol (EXECUTE, one
// step). The simple protocol carries no parameters, so values go in as literals: only strings,
// finite numbers, booleans and null, a string quoted by doubling its quotes (PostgreSQL's
// standard strings, on by default) and never one holding a backslash or NUL; any other value
// takes drizzle's parameterised path.
//
// A transaction has no client of its own here (`$client` is the database's): its statements take
// drizzle's path, inside the transaction.
import type { SQL } from 'drizzle-orm'
import type { Logger } from 'drizzle-orm/logger'
import { PgDialect } from 'drizzle-orm/pg-core'
import type { Sql } from 'postgres'
import type { Db } from '../database.ts'
import { PgliteThread } from '../pglite-thread.ts'
import { selectRows } from '../select-rows.ts'

const dialect = new PgDialect()
/** Distinct list statements kept prepared per client; the oldest is deallocated past this. */
const maxPrepared = 200
const prepared = new WeakMap<PgliteThread, Map<string, string>>()
let statements = 0

export async function runListStatement<T>(db: Db, statement: SQL): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client
  if (isPostgresJs(client)) {
    const { sql: text, params } = dialect.sqlToQuery(statement)
    logQuery(db, text, params)
    return (await client.unsafe(text, params as never[], { prepare: true })) as unknown as T[]
  }
  if (!(client instanceof PgliteThread)) return selectRows<T>(db, statement)
  const { sql: text, params } = dialect.sqlToQuery(statement)
  const literals = params.map(literal)
  if (literals.some((value) => value === undefined)) return selectRows<T>(db, statement)

  logQuery(db, text, params)
  const names = prepared.get(client) ?? new Map<string, string>()
  prepared.set(client, names)
  let name = names.get(text)
  if (name === undefined) {
    name = `list_statement_${++statements}`
    await client.exec(`prepare ${name} as ${text}`)
    names.set(text, name)
    if (names.size > maxPrepared) {
      const [oldestText, oldest] = names.entries().next().value ?? []
      if (oldestText !== undefined) names.delete(oldestText)
      if (oldest !== undefined) await client.exec(`deallocate ${oldest}`)
    }
  }
  const args = literals.length ? `(${literals.join(', ')})` : ''
  const [result] = await client.exec(`execute ${name}${args}`)
  return (result?.rows ?? []) as T[]
}

/** Statements sent past drizzle still reach its query log (the benchmarks record them there). */
function logQuery(db: Db, text: string, params: unknown[]) {
  ;(db as unknown as { session?: { logger?: Logger } }).session?.logger?.logQuery(text, params)
}

/** The postgres-js client drizzle's PostgreSQL database wraps (a function with `unsafe`). */
function isPostgresJs(client: unknown): client is Sql {
  return typeof client === 'function' && typeof (client as Partial<Sql>).unsafe === 'function'
}

function literal(value: unknown): string | undefined {
  if (value === null) return 'null'
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined
  if (typeof value === 'string' && !/[\\\0]/.test(value)) return `'${value.replaceAll("'", "''")}'`
  return undefined
}
