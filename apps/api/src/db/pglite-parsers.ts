// drizzle hands PGlite its own type parsers with every statement (dates, timestamps and intervals
// kept as text, which drizzle's columns then read), and PGlite merges them into a copy of its
// whole parser table, hundreds of array types, on every statement: about a fifth of a millisecond
// each, the cost of a short query. Installed once in the client instead, they need no merging,
// and a statement that brings exactly these parsers runs without them, with the same results.
import type { PGlite, QueryOptions } from '@electric-sql/pglite'
import { types } from '@electric-sql/pglite'

const asText = (value: string) => value

/** The types drizzle's PGlite driver reads as text (drizzle-orm/pglite/session.js). */
const drizzleTextTypes = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
]

export function installDrizzleParsers(client: PGlite): void {
  for (const type of drizzleTextTypes) client.parsers[type] = asText
  const installed = new Set(drizzleTextTypes.map(String))
  const query = client.query.bind(client)
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
    const parsers = options?.parsers
    if (parsers && Object.keys(parsers).every((type) => installed.has(type))) {
      const { parsers: _, ...rest } = options
      return query(text, params, rest)
    }
    return query(text, params, options)
  }) as PGlite['query']
}
