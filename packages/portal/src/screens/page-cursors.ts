// Remembers the cursors of the pages a list has answered, so that moving to the next or previous
// page asks the API by cursor (a keyset read that costs the same on page 2,000 as on page 1,
// docs/modules.md "Lists") while the URL keeps the page number. A jump to a page no answer pointed
// at (typing page 1,000, a reload) asks by number.
export type CursorPage = { page: number; nextCursor: string | null; prevCursor: string | null }

const MAX_ENTRIES = 200

export class PageCursors {
  // list key (the query without its page) → page number → the cursor that reaches it
  #byList = new Map<string, Map<number, string>>()

  /** The cursor to fetch `page` of the list with, when an earlier answer pointed at it. */
  cursorFor(listKey: string, page: number): string | undefined {
    return this.#byList.get(listKey)?.get(page)
  }

  /**
   * Records where an answer points. The first cursor found for a page is kept: the request for
   * that page, and so its cache key, stays the same however the user got there.
   */
  remember(listKey: string, answer: CursorPage): void {
    let pages = this.#byList.get(listKey)
    if (!pages) {
      if (this.#byList.size >= MAX_ENTRIES) this.#byList.clear()
      pages = new Map()
      this.#byList.set(listKey, pages)
    }
    if (answer.nextCursor && !pages.has(answer.page + 1)) {
      pages.set(answer.page + 1, answer.nextCursor)
    }
    if (answer.prevCursor && !pages.has(answer.page - 1)) {
      pages.set(answer.page - 1, answer.prevCursor)
    }
  }
}
