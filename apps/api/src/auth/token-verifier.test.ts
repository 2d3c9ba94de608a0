// A token's signature is checked once and its claims reused until it expires: the same token on
// every request of a portal costs no further signature check, an expired one is checked (and
// refused) again, and a refused token is never remembered.
import { describe, expect, it } from 'vitest'
import { rememberVerified, type TokenClaims, type TokenVerifier } from './token-verifier.ts'

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
