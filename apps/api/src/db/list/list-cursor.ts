// The opaque cursors of list pages: where a page starts or ends in the list's order (the sort key
// and id of its first or last row), which page number that is, and a fingerprint of the order,
// search and filters it belongs to, so a cursor is never applied to another query.
import { createHash } from 'node:crypto'
import { z } from 'zod'
import { ApiHttpError, messages } from '../../http/api-error.ts'

const cursorSchema = z.object({
  /** after: the rows that follow; before: the rows that precede. */
  k: z.enum(['after', 'before']),
  /** The boundary row's sort key, as text (cast back by the list). */
  v: z.string(),
  /** The boundary row's id. */
  i: z.uuid(),
  /** The page number the cursor leads to. */
  p: z.number().int().min(1),
  /** Fingerprint of sort, direction, search and filters. */
  f: z.string(),
})
export type ListCursor = z.infer<typeof cursorSchema>

export function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url')
}

const invalidCursor = () =>
  new ApiHttpError(400, 'entrada_invalida', messages.entradaInvalida, {
    cursor: 'El cursor no corresponde a esta lista: vuelva a la primera página.',
  })

/** The cursor of a request, checked against the query it is used with. */
export function decodeCursor(text: string, fingerprint: string): ListCursor {
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString())
  } catch {
    throw invalidCursor()
  }
  const result = cursorSchema.safeParse(parsed)
  if (!result.success || result.data.f !== fingerprint) throw invalidCursor()
  return result.data
}

/** A short digest of what makes a list's order and content: cursors of other queries fail. */
export function queryFingerprint(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 16)
}

/** The page request of a list query: its paging, and the fingerprint of everything else. */
export function pageRequestOf<
  Q extends { page: number; pageSize: number | 'all'; cursor?: string | undefined },
>(query: Q) {
  const { page, pageSize, cursor, ...rest } = query
  return { page, pageSize, cursor, fingerprint: queryFingerprint(rest) }
}
