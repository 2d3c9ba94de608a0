// A token's signature is checked once and its claims reused until it expires: the same token on
// every request of a portal costs no further signature check, an expired one is checked (and
// refused) again, and a refused token is never remembered. With the user pool down, a token whose
// keys cannot be fetched is neither accepted nor refused (SigningKeysUnavailableError: 503), and
// the same token passes once the pool answers again.
import { generateKeyPairSync, sign } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import { describe, expect, it } from 'vitest'
import { freePort } from '../testing/faults/free-port.ts'
import { silentLogger, testConfig } from '../testing/test-deps.ts'
import {
  createTokenVerifier,
  rememberVerified,
  SigningKeysUnavailableError,
  type TokenClaims,
  type TokenVerifier,
} from './token-verifier.ts'

function countingVerifier(claimsOf: (token: string) => TokenClaims | null) {
  const checked: string[] = []
  const verifier: TokenVerifier = {
    async verify(token) {
      checked.push(token)
      const claims = claimsOf(token)
      if (!claims) throw new Error('invalid token')
      return claims
    },
  }
  return { verifier, checked }
}

const claims = (sub: string, expiresAt?: number): TokenClaims => ({
  sub,
  email: `${sub}@cordillera.cl`,
  emailVerified: true,
  ...(expiresAt !== undefined && { expiresAt }),
})

describe('rememberVerified', () => {
  it('checks a token once while it is valid, then again once it has expired', async () => {
    let now = 1_000
    const { verifier, checked } = countingVerifier((token) => claims(token, 1_060))
    const remembered = rememberVerified(verifier, () => now)
    expect((await remembered.verify('ana')).sub).toBe('ana')
    expect((await remembered.verify('ana')).sub).toBe('ana')
    expect((await remembered.verify('beto')).sub).toBe('beto')
    expect(checked).toEqual(['ana', 'beto'])
    now = 1_060
    await remembered.verify('ana')
    expect(checked).toEqual(['ana', 'beto', 'ana'])
  })

  it('never remembers a refused token or one without an expiry', async () => {
    let valid = false
    const { verifier, checked } = countingVerifier((token) =>
      token === 'sin-exp' ? claims(token) : valid ? claims(token, 2_000) : null,
    )
    const remembered = rememberVerified(verifier, () => 1_000)
    await expect(remembered.verify('ana')).rejects.toThrow('invalid token')
    valid = true
    await remembered.verify('ana')
    await remembered.verify('sin-exp')
    await remembered.verify('sin-exp')
    expect(checked).toEqual(['ana', 'ana', 'sin-exp', 'sin-exp'])
  })
})

/** A user pool's signing key, a JWKS server for it and ID tokens signed with it. */
function fakePool(port: number) {
  const config = testConfig({
    COGNITO_ENDPOINT: `http://127.0.0.1:${port}`,
    AUTH_TRUST_LOCAL_JWKS: 'true',
  }).cognito
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'clave-1', alg: 'RS256', use: 'sig' }
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const token = (claims: object = {}) => {
    const now = Math.floor(Date.now() / 1000)
    const unsigned = `${part({ alg: 'RS256', kid: 'clave-1' })}.${part({
      sub: 'sub-ana',
      email: 'ana@cordillera.cl',
      email_verified: true,
      iss: `https://cognito-idp.${config.region}.amazonaws.com/${config.userPoolId}`,
      aud: config.clientId,
      token_use: 'id',
      iat: now,
      exp: now + 3600,
      ...claims,
    })}`
    const signature = sign('RSA-SHA256', Buffer.from(unsigned), privateKey).toString('base64url')
    return `${unsigned}.${signature}`
  }
  let server: Server | undefined
  return {
    config,
    token,
    start: () =>
      new Promise<void>((resolve) => {
        server = createServer((req, res) => {
          res.setHeader('content-type', 'application/json')
          res.end(JSON.stringify(req.url?.endsWith('/jwks.json') ? { keys: [jwk] } : {}))
        })
        server.listen(port, '127.0.0.1', () => resolve())
      }),
    stop: () =>
      new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  }
}

describe('createTokenVerifier with the user pool down', () => {
  it('says the keys are unavailable for a well-formed token, then accepts it once the pool answers', async () => {
    const pool = fakePool(await freePort())
    const verifier = createTokenVerifier(pool.config, silentLogger)
    const token = pool.token()
    await expect(verifier.verify(token)).rejects.toBeInstanceOf(SigningKeysUnavailableError)
    // Still down: asked again, not remembered as refused.
    await expect(verifier.verify(token)).rejects.toBeInstanceOf(SigningKeysUnavailableError)
    await pool.start()
    try {
      expect(await verifier.verify(token)).toMatchObject({ sub: 'sub-ana', emailVerified: true })
      // Up: a forged token is invalid (401), not unavailable.
      const [header, , signature] = token.split('.')
      const forged = `${header}.${Buffer.from(JSON.stringify({ sub: 'otro' })).toString('base64url')}.${signature}`
      const refused = await verifier.verify(forged).catch((error: unknown) => error)
      expect(refused).toBeInstanceOf(Error)
      expect(refused).not.toBeInstanceOf(SigningKeysUnavailableError)
    } finally {
      await pool.stop()
    }
  })

  it('refuses a malformed or expired token as invalid even without the keys', async () => {
    const pool = fakePool(await freePort())
    const verifier = createTokenVerifier(pool.config, silentLogger)
    for (const token of ['no-es-un-jwt', pool.token({ exp: Math.floor(Date.now() / 1000) - 60 })]) {
      const error = await verifier.verify(token).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(Error)
      expect(error).not.toBeInstanceOf(SigningKeysUnavailableError)
    }
  })
})
