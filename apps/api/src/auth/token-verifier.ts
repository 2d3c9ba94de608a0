// Verifies the Cognito ID token of `Authorization: Bearer …` with aws-jwt-verify: signature,
// issuer (the pool), audience (the web client), token_use=id, expiry.
// The local user pool signs with a key published in its repository, so its JWKS is trusted only
// when AUTH_TRUST_LOCAL_JWKS=true; otherwise keys come from the real Cognito issuer.
import { CognitoJwtVerifier } from 'aws-jwt-verify'
import { assertIsJwks } from 'aws-jwt-verify/jwk'
import type { CognitoConfig } from '../env.ts'
import type { Logger } from '../logger.ts'

export type TokenClaims = {
  sub: string
  email: string | undefined
  /** Cognito sends a boolean; some issuers the string 'true'. */
  emailVerified: boolean
  /** The token's `exp` (seconds since 1970); a verifier that has none never remembers the token. */
  expiresAt?: number
}

export type TokenVerifier = {
  /** Resolves the token's claims or rejects when the token is not valid. */
  verify(token: string): Promise<TokenClaims>
}

export function localJwksUrl(config: CognitoConfig): string {
  return `${config.endpoint}/${config.userPoolId}/.well-known/jwks.json`
}

export function createTokenVerifier(config: CognitoConfig, logger: Logger): TokenVerifier {
  const verifier = CognitoJwtVerifier.create({
    userPoolId: config.userPoolId,
    clientId: config.clientId,
    tokenUse: 'id',
  })

  // Fetched on first use (not at start) so the API may start before the local pool; retried
  // after a failure instead of remembering it.
  let localJwks: Promise<void> | undefined
  const trustLocalJwks = () => {
    localJwks ??= fetchJson(localJwksUrl(config)).then(
      (jwks) => {
        assertIsJwks(jwks)
        verifier.cacheJwks(jwks)
        logger.warn({ url: localJwksUrl(config) }, 'trusting the local user pool JWKS')
      },
      (error: unknown) => {
        localJwks = undefined
        throw error
      },
    )
    return localJwks
  }

  return rememberVerified({
    async verify(token) {
      if (config.trustLocalJwks) await trustLocalJwks()
      const payload = await verifier.verify(token)
      return {
        sub: payload.sub,
        email: typeof payload.email === 'string' ? payload.email : undefined,
        emailVerified: String(payload.email_verified) === 'true',
        expiresAt: payload.exp,
      }
    },
  })
}

/** Tokens remembered at most; a portal sends the same token for its hour, so few are live. */
const rememberedTokens = 10_000

/**
 * A portal sends the same ID token with every request for its hour of life: its signature is
 * checked once, and the claims it proved are reused until the token expires. Only what the token
 * itself says is remembered, never what the user may do (that is read on every request).
 */
export function rememberVerified(
  inner: TokenVerifier,
  nowSeconds: () => number = () => Date.now() / 1000,
): TokenVerifier {
  const verified = new Map<string, TokenClaims>()
  return {
    async verify(token) {
      const known = verified.get(token)
      if (known?.expiresAt !== undefined && known.expiresAt > nowSeconds()) return known
      verified.delete(token)
      const claims = await inner.verify(token)
      if (claims.expiresAt !== undefined) {
        // Insertion order is age: the oldest entry goes first.
        if (verified.size >= rememberedTokens) {
          const oldest = verified.keys().next().value
          if (oldest !== undefined) verified.delete(oldest)
        }
        verified.set(token, claims)
      }
      return claims
    },
  }
}

async function fetchJson(url: string): Promise<Parameters<typeof assertIsJwks>[0]> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5000) })
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`)
  return (await response.json()) as Parameters<typeof assertIsJwks>[0]
}
