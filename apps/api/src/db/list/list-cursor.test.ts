import { describe, expect, it } from 'vitest'
import { ApiHttpError } from '../../http/api-error.ts'
import { type ListCursor, listCursors, pageRequestOf } from './list-cursor.ts'

const cursor: ListCursor = {
  k: 'after',
  v: 'Constructora Los Andes',
  i: '00000000-0000-4000-8000-000000000000',
  p: 3,
  f: 'abc',
}
const SECRET = 'una-clave-de-al-menos-treinta-y-dos-caracteres'
const cursors = listCursors(SECRET)

/** The cursor's content as a client can read and rewrite it, its signature kept. */
function rewritten(text: string, change: Partial<ListCursor>): string {
  const [content = '', signature] = text.split('.')
  const decoded = JSON.parse(Buffer.from(content, 'base64url').toString())
  return `${Buffer.from(JSON.stringify({ ...decoded, ...change })).toString('base64url')}.${signature}`
}

describe('list cursors', () => {
  it('round-trip, and another instance with the same key reads them', () => {
    expect(cursors.decode(cursors.encode(cursor), 'abc')).toEqual(cursor)
    expect(listCursors(SECRET).decode(cursors.encode(cursor), 'abc')).toEqual(cursor)
  })

  it('are refused for another query, or when malformed', () => {
    expect(() => cursors.decode(cursors.encode(cursor), 'otra')).toThrow(ApiHttpError)
    for (const text of ['no-es-base64-json', '', '.', 'a.b.c', `${cursors.encode(cursor)}.x`]) {
      expect(() => cursors.decode(text, 'abc'), text).toThrow(ApiHttpError)
    }
  })

  it('are refused when any part of their content was changed, even to a valid value', () => {
    const text = cursors.encode(cursor)
    const changes: Partial<ListCursor>[] = [{ v: 'x' }, { p: 4 }, { k: 'before' }, { f: 'otra' }]
    for (const change of changes) {
      expect(() => cursors.decode(rewritten(text, change), 'abc'), JSON.stringify(change)).toThrow(
        ApiHttpError,
      )
    }
    // The unsigned cursor of before (its content alone) is no cursor either.
    expect(() => cursors.decode(text.split('.')[0] ?? '', 'abc')).toThrow(ApiHttpError)
  })

  it('are refused when signed with another key, or with none given (a random one)', () => {
    expect(() => listCursors(`${SECRET}-otra`).decode(cursors.encode(cursor), 'abc')).toThrow(
      ApiHttpError,
    )
    const random = listCursors(undefined)
    expect(random.decode(random.encode(cursor), 'abc')).toEqual(cursor)
    expect(() => listCursors(undefined).decode(random.encode(cursor), 'abc')).toThrow(ApiHttpError)
  })

  it('belong to the sort, direction, search and filters, not to the page', () => {
    const base = { page: 1, pageSize: 25, sort: 'rut', dir: 'asc', q: 'x' }
    const fingerprint = pageRequestOf(base, cursors).fingerprint
    expect(pageRequestOf({ ...base, page: 9, pageSize: 50 }, cursors).fingerprint).toBe(fingerprint)
    expect(pageRequestOf({ ...base, dir: 'desc' }, cursors).fingerprint).not.toBe(fingerprint)
    expect(pageRequestOf({ ...base, q: 'y' }, cursors).fingerprint).not.toBe(fingerprint)
  })
})
