// The disk adapter's URL tokens: what one URL allows (send or fetch one file, until when), as a
// base64url JSON payload followed by its HMAC-SHA256. Whoever holds a token may do exactly that
// and nothing else; the API issues them only from routes that checked the caller's key.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'

const payloadSchema = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('put'),
    key: z.string(),
    bytes: z.number().int().nonnegative(),
    contentType: z.string(),
    exp: z.number().int(),
  }),
  z.object({
    op: z.literal('get'),
    key: z.string(),
    contentType: z.string(),
    fileName: z.string(),
    exp: z.number().int(),
  }),
])

export type TokenPayload = z.infer<typeof payloadSchema>
export type PutPayload = Extract<TokenPayload, { op: 'put' }>
export type GetPayload = Extract<TokenPayload, { op: 'get' }>

export type TokenSigner = {
  sign(payload: TokenPayload): string
  /** The payload of a token this signer made and that has not expired, else null. */
  verify(token: string): TokenPayload | null
}

/** `now` is injectable so tests can issue a URL in the past instead of waiting for one to age. */
export function tokenSigner(secret: string | Uint8Array, now: () => Date): TokenSigner {
  const mac = (data: string) => createHmac('sha256', secret).update(data).digest()
  return {
    sign(payload) {
      const data = Buffer.from(JSON.stringify(payload)).toString('base64url')
      return `${data}.${mac(data).toString('base64url')}`
    },
    verify(token) {
      const [data, signature, ...rest] = token.split('.')
      if (!data || !signature || rest.length > 0) return null
      const expected = mac(data)
      const given = Buffer.from(signature, 'base64url')
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
      let parsed: unknown
      try {
        parsed = JSON.parse(Buffer.from(data, 'base64url').toString('utf8'))
      } catch {
        return null
      }
      const payload = payloadSchema.safeParse(parsed)
      if (!payload.success || payload.data.exp * 1000 <= now().getTime()) return null
      return payload.data
    },
  }
}
