// A list's rows by ids through its one prepared statement: exactly the rows asked for, shaped by
// the list, on every call and on each database it is given (each prepares its own).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../../testing/test-deps.ts'
import type { Database } from '../database.ts'
import { usuarios } from '../schema/index.ts'
import { rowsByIdsStatement } from './rows-by-ids.ts'

let one: Database
let other: Database

beforeAll(async () => {
  ;[one, other] = await Promise.all([openTestDatabase(), openTestDatabase()])
})

afterAll(async () => {
  await Promise.all([one?.close(), other?.close()])
})

const rowsOf = rowsByIdsStatement(
  'test_usuarios_by_ids',
  (db, idIn) =>
    db.select({ id: usuarios.id, email: usuarios.email }).from(usuarios).where(idIn(usuarios.id)),
  (row) => ({ id: row.id, correo: row.email.toUpperCase() }),
)

async function insert(database: Database, emails: string[]) {
  return database.db
    .insert(usuarios)
    .values(emails.map((email) => ({ email, nombre: email, tipo: 'cordillera' as const })))
    .returning({ id: usuarios.id })
}

describe('rowsByIdsStatement', () => {
  it('answers the rows of the ids asked for, shaped, call after call', async () => {
    const ids = (await insert(one, ['a@x.cl', 'b@x.cl', 'c@x.cl'])).map((row) => row.id)
    const [a, b, c] = ids as [string, string, string]
    const missing = '00000000-0000-4000-8000-000000000000'

    const first = await rowsOf(one.db)([c, a, missing])
    expect(first.sort((x, y) => x.correo.localeCompare(y.correo))).toEqual([
      { id: a, correo: 'A@X.CL' },
      { id: c, correo: 'C@X.CL' },
    ])
    expect(await rowsOf(one.db)([b])).toEqual([{ id: b, correo: 'B@X.CL' }])
    expect(await rowsOf(one.db)([])).toEqual([])
  })

  it('reads each database it is given, never the first one it prepared on', async () => {
    const [inOne] = await insert(one, ['solo-uno@x.cl'])
    const [inOther] = await insert(other, ['solo-otro@x.cl'])
    if (!inOne || !inOther) throw new Error('rows not inserted')

    expect(await rowsOf(one.db)([inOne.id, inOther.id])).toEqual([
      { id: inOne.id, correo: 'SOLO-UNO@X.CL' },
    ])
    expect(await rowsOf(other.db)([inOne.id, inOther.id])).toEqual([
      { id: inOther.id, correo: 'SOLO-OTRO@X.CL' },
    ])
  })
})
