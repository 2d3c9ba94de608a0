// The opaque cursors of list pages: where a page starts or ends in the list's order (the sort key
// and id of its first or last row), which page number that is, and a fingerprint of the order,
// search and filters it belongs to, so a cursor is never applied to another query. The API signs
// each cursor it issues (HMAC-SHA256 with the server's cursor key, decision 037): a cursor whose
// content a client changed, or signed with another key, is refused before any of it reaches SQL.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
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

/** Issues and reads the cursors of one key: every replica of a deployment shares it. */
export type ListCursors = {
  encode(cursor: ListCursor): string
  /** The cursor of a request, checked against its signature and the query it is used with. */
  decode(text: string, fingerprint: string): ListCursor
}

export const invalidCursor = () =>
  new ApiHttpError(400, 'entrada_invalida', messages.entradaInvalida, {
    cursor: 'El cursor no corresponde a esta lista: vuelva a la primera página.',
  })

/**
 * Cursors signed with `secret` (Config's cursorSecret); undefined = a random key of this call,
 * which is what development and tests get: cursors then die with the process.
 */
export function listCursors(secret: string | undefined): ListCursors {
  const key = secret ?? randomBytes(32)
  const mac = (content: string) => createHmac('sha256', key).update(content).digest()
  return {
    encode(cursor) {
      const content = Buffer.from(JSON.stringify(cursor)).toString('base64url')
      return `${content}.${mac(content).toString('base64url')}`
    },
    decode(text, fingerprint) {
      const [content, signature, ...rest] = text.split('.')
      if (!content || !signature || rest.length > 0) throw invalidCursor()
      const expected = mac(content)
      const given = Buffer.from(signature, 'base64url')
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw invalidCursor()
      }
      let parsed: unknown
      try {
        parsed = JSON.parse(Buffer.from(content, 'base64url').toString())
      } catch {
        throw invalidCursor()
      }
      const result = cursorSchema.safeParse(parsed)
      if (!result.success || result.data.f !== fingerprint) throw invalidCursor()
      return result.data
    },
  }
}

/** A short digest of what makes a list's order and content: cursors of other queries fail. */
export function queryFingerprint(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url').slice(0, 16)
}

/** The page request of a list query: its paging, and the fingerprint of everything else. */
export function pageRequestOf<
  Q extends { page: number; pageSize: number | 'all'; cursor?: string | undefined },
>(query: Q, cursors: ListCursors) {
  const { page, pageSize, cursor, ...rest } = query
  return { page, pageSize, cursor, cursors, fingerprint: queryFingerprint(rest) }
}
