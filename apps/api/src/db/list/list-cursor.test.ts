import { describe, expect, it } from 'vitest'
import { ApiHttpError } from '../../http/api-error.ts'
import { decodeCursor, encodeCursor, pageRequestOf } from './list-cursor.ts'

const cursor = {
  k: 'after' as const,
  v: 'Constructora Los Andes',
  i: '00000000-0000-4000-8000-000000000000',
  p: 3,
  f: 'abc',
}

describe('list cursors', () => {
  it('round-trip', () => {
    expect(decodeCursor(encodeCursor(cursor), 'abc')).toEqual(cursor)
  })

  it('are refused for another query, or when tampered with', () => {
    expect(() => decodeCursor(encodeCursor(cursor), 'otra')).toThrow(ApiHttpError)
    expect(() => decodeCursor('no-es-base64-json', 'abc')).toThrow(ApiHttpError)
    const tampered = encodeCursor({ ...cursor, p: 0 })
    expect(() => decodeCursor(tampered, 'abc')).toThrow(ApiHttpError)
  })

  it('belong to the sort, direction, search and filters, not to the page', () => {
    const base = { page: 1, pageSize: 25, sort: 'rut', dir: 'asc', q: 'x' }
    const fingerprint = pageRequestOf(base).fingerprint
    expect(pageRequestOf({ ...base, page: 9, pageSize: 50 }).fingerprint).toBe(fingerprint)
    expect(pageRequestOf({ ...base, dir: 'desc' }).fingerprint).not.toBe(fingerprint)
    expect(pageRequestOf({ ...base, q: 'y' }).fingerprint).not.toBe(fingerprint)
  })
})
