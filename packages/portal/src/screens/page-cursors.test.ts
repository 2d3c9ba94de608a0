import { describe, expect, it } from 'vitest'
import { PageCursors } from './page-cursors.ts'

describe('PageCursors', () => {
  it('points the next and previous pages of an answer at its cursors', () => {
    const cursors = new PageCursors()
    cursors.remember('q=andes', { page: 3, nextCursor: 'after-3', prevCursor: 'before-3' })
    expect(cursors.cursorFor('q=andes', 4)).toBe('after-3')
    expect(cursors.cursorFor('q=andes', 2)).toBe('before-3')
    expect(cursors.cursorFor('q=andes', 5)).toBeUndefined()
  })

  it('keeps the first cursor of a page, so its request does not change', () => {
    const cursors = new PageCursors()
    cursors.remember('', { page: 1, nextCursor: 'after-1', prevCursor: null })
    cursors.remember('', { page: 3, nextCursor: null, prevCursor: 'before-3' })
    expect(cursors.cursorFor('', 2)).toBe('after-1')
  })

  it('never lends a cursor to another search, filter or sort', () => {
    const cursors = new PageCursors()
    cursors.remember('sort=rut', { page: 1, nextCursor: 'after-1', prevCursor: null })
    expect(cursors.cursorFor('sort=nombre', 2)).toBeUndefined()
  })
})
