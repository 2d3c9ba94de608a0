// Just enough JWT for the layer: decode, check an RS256 signature against the emulator's key, and
// re-sign a token with added claims (origin_jti, device_key) under the emulator's own key id.
import { sign, verify } from 'node:crypto'
import { emulatorKeys } from './emulator-keys.ts'

export type JwtClaims = Record<string, unknown> & {
  sub?: string
  jti?: string
  iat?: number
  exp?: number
  iss?: string
  token_use?: string
  username?: string
  client_id?: string
  origin_jti?: string
  'cognito:username'?: string
}

type DecodedJwt = { headerPart: string; payloadPart: string; claims: JwtClaims; signature: Buffer }

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url')

export function decodeJwt(token: unknown): DecodedJwt | undefined {
  if (typeof token !== 'string') return undefined
  const [headerPart, payloadPart, signaturePart, ...rest] = token.split('.')
  if (!headerPart || !payloadPart || signaturePart === undefined || rest.length) return undefined
  try {
    const claims = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8'))
    if (typeof claims !== 'object' || claims === null) return undefined
    return { headerPart, payloadPart, claims, signature: Buffer.from(signaturePart, 'base64url') }
  } catch {
    return undefined
  }
}

/** The claims of a token the emulator's key signed, or undefined for anything else. */
export function verifiedClaims(token: unknown): JwtClaims | undefined {
  const decoded = decodeJwt(token)
  if (!decoded) return undefined
  let header: { alg?: string; kid?: string }
  try {
    header = JSON.parse(Buffer.from(decoded.headerPart, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
  // The emulator signs refresh tokens without a key id; access and ID tokens name its one key.
  if (header.alg !== 'RS256' || (header.kid !== undefined && header.kid !== emulatorKeys.kid)) {
    return undefined
  }
  const signed = Buffer.from(`${decoded.headerPart}.${decoded.payloadPart}`)
  return verify('RSA-SHA256', signed, emulatorKeys.publicKey, decoded.signature)
    ? decoded.claims
    : undefined
}

export function withClaims(token: string, extra: Record<string, unknown>): string {
  const decoded = decodeJwt(token)
  if (!decoded) throw new Error('Not a JWT')
  const payloadPart = base64url(JSON.stringify({ ...decoded.claims, ...extra }))
  const signed = `${decoded.headerPart}.${payloadPart}`
  return `${signed}.${base64url(sign('RSA-SHA256', Buffer.from(signed), emulatorKeys.privateKey))}`
}
