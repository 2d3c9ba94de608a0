// Verifies the Cognito ID token of `Authorization: Bearer …` with aws-jwt-verify: signature,
// issuer (the pool), audience (the web client), token_use=id, expiry.
// The local user pool signs with a key published in its repository, so its JWKS is trusted only
// when AUTH_TRUST_LOCAL_JWKS=true; otherwise keys come from the real Cognito issuer.
// When the pool's keys cannot be fetched (the pool is down or unreachable), no token can be
// checked: that is SigningKeysUnavailableError (503), not an invalid token (401).
import { CognitoJwtVerifier } from 'aws-jwt-verify'
import { FetchError, JwksNotAvailableInCacheError } from 'aws-jwt-verify/error'
import type { Fetcher } from 'aws-jwt-verify/https'
import { SimpleJwksCache } from 'aws-jwt-verify/jwk'
import { decomposeUnverifiedJwt } from 'aws-jwt-verify/jwt'
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

/**
 * The user pool's signing keys (its JWKS) could not be fetched, so the token could be neither
 * accepted nor refused: the API answers 503, and the same token works once the pool answers.
 */
export class SigningKeysUnavailableError extends Error {
  override name = 'SigningKeysUnavailableError'
}

/** How long a JWKS download may take before it counts as failed. */
const JWKS_TIMEOUT_MS = 5000

export function createTokenVerifier(config: CognitoConfig, logger: Logger): TokenVerifier {
  // With the local pool trusted, its JWKS stands in for the issuer's (the tokens carry the real
  // Cognito issuer): fetched on first use, not at start, so the API may start before the pool;
  // after a failure the next request fetches again, as for the real issuer.
  const jwksCache = config.trustLocalJwks
    ? new SimpleJwksCache({ fetcher: localPoolFetcher(config, logger) })
    : undefined
  const verifier = CognitoJwtVerifier.create(
    { userPoolId: config.userPoolId, clientId: config.clientId, tokenUse: 'id' },
    jwksCache && { jwksCache },
  )

  return rememberVerified({
    async verify(token) {
      const payload = await verifier.verify(token).catch((error: unknown) => {
        if (!keysUnavailable(error)) throw error
        // Expired whatever its signature: refused without the keys.
        if (expiredUnverified(token)) throw new Error('expired token', { cause: error })
        throw new SigningKeysUnavailableError("The user pool's signing keys are unavailable", {
          cause: error,
        })
      })
      return {
        sub: payload.sub,
        email: typeof payload.email === 'string' ? payload.email : undefined,
        emailVerified: String(payload.email_verified) === 'true',
        expiresAt: payload.exp,
      }
    },
  })
}

const keysUnavailable = (error: unknown) =>
  error instanceof FetchError || error instanceof JwksNotAvailableInCacheError

function expiredUnverified(token: string): boolean {
  try {
    const { exp } = decomposeUnverifiedJwt(token).payload
    return typeof exp === 'number' && exp <= Date.now() / 1000
  } catch {
    return false
  }
}

/** Answers every JWKS request with the local pool's JWKS, whatever issuer it is for. */
function localPoolFetcher(config: CognitoConfig, logger: Logger): Fetcher {
  const url = localJwksUrl(config)
  let trusted = false
  return {
    async fetch() {
      let response: Response
      try {
        response = await fetch(url, { signal: AbortSignal.timeout(JWKS_TIMEOUT_MS) })
      } catch (error) {
        throw new FetchError(url, error instanceof Error ? error.message : String(error))
      }
      if (!response.ok) throw new FetchError(url, `answered ${response.status}`)
      const body = await response.arrayBuffer().catch((error: unknown) => {
        throw new FetchError(url, error instanceof Error ? error.message : String(error))
      })
      if (!trusted) {
        trusted = true
        logger.warn({ url }, 'trusting the local user pool JWKS')
      }
      return body
    },
  }
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
