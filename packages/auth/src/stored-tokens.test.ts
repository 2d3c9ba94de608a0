// Reading Amplify's stored tokens without Amplify: the user and the id token come back only while
// both tokens are valid, by the clock drift Amplify recorded and its 5 s margin; anything else
// (no tokens, another client's, a malformed or expired token) is left to the library.
import { describe, expect, it } from 'vitest'
import { clearStoredSignIn, jwtClaims, readStoredSignIn } from './stored-tokens.ts'

const client = 'cordilleralocalwebclient01'
const prefix = `CognitoIdentityServiceProvider.${client}`
const now = Date.UTC(2026, 10, 28, 12, 0, 0)
const inSeconds = (seconds: number) => Math.floor(now / 1000) + seconds

function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'RS256', kid: 'k1' })}.${part(claims)}.c2lnbmF0dXJl`
}

/** A storage holding what Amplify writes after a sign-in of `user`. */
function signedInStorage({
  user = 'b3c1e0a2-7d4f-4a57-9a3e-1f2b3c4d5e6f',
  idExp = inSeconds(3600),
  accessExp = inSeconds(3600),
  clockDrift = '0',
} = {}) {
  const items = new Map<string, string>([
    [`${prefix}.LastAuthUser`, user],
    [
      `${prefix}.${user}.idToken`,
      jwt({ sub: user, 'cognito:username': user, email: 'operador@cordillera.cl', exp: idExp }),
    ],
    [`${prefix}.${user}.accessToken`, jwt({ sub: user, username: user, exp: accessExp })],
    [`${prefix}.${user}.refreshToken`, 'refresh'],
    [`${prefix}.${user}.clockDrift`, clockDrift],
    [`${prefix}.${user}.deviceKey`, 'us-east-2_device'],
  ])
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    removeItem: (key: string) => void items.delete(key),
  }
}

describe('readStoredSignIn', () => {
  it('names the user and gives the stored id token while both tokens are valid', () => {
    const storage = signedInStorage()
    expect(readStoredSignIn(client, storage, now)).toEqual({
      userId: 'b3c1e0a2-7d4f-4a57-9a3e-1f2b3c4d5e6f',
      username: 'b3c1e0a2-7d4f-4a57-9a3e-1f2b3c4d5e6f',
      idToken: storage.items.get(`${prefix}.b3c1e0a2-7d4f-4a57-9a3e-1f2b3c4d5e6f.idToken`),
      accessToken: storage.items.get(`${prefix}.b3c1e0a2-7d4f-4a57-9a3e-1f2b3c4d5e6f.accessToken`),
    })
  })

  it('leaves an expired id or access token to the library, 5 s early as Amplify does', () => {
    expect(readStoredSignIn(client, signedInStorage({ idExp: inSeconds(-1) }), now)).toBeNull()
    expect(readStoredSignIn(client, signedInStorage({ accessExp: inSeconds(4) }), now)).toBeNull()
    expect(
      readStoredSignIn(client, signedInStorage({ accessExp: inSeconds(6) }), now),
    ).not.toBeNull()
  })

  it('counts the clock drift Amplify recorded between this device and the pool', () => {
    // This device's clock is 10 minutes behind the pool's: its "now" is the pool's minus 600 s.
    const drift = signedInStorage({ accessExp: inSeconds(300), clockDrift: String(600_000) })
    expect(readStoredSignIn(client, drift, now)).toBeNull()
  })

  it('finds nobody without tokens, with another client, or with tokens that are no JWT', () => {
    expect(readStoredSignIn(client, { getItem: () => null, removeItem: () => {} }, now)).toBeNull()
    expect(readStoredSignIn('otherclient', signedInStorage(), now)).toBeNull()
    const broken = signedInStorage()
    broken.items.set(`${prefix}.b3c1e0a2-7d4f-4a57-9a3e-1f2b3c4d5e6f.idToken`, 'not-a-token')
    expect(readStoredSignIn(client, broken, now)).toBeNull()
    expect(readStoredSignIn(client, null, now)).toBeNull()
  })
})

describe('jwtClaims', () => {
  it('reads base64url claims with characters outside ASCII', () => {
    expect(jwtClaims(jwt({ name: 'Camila Ñúñez', exp: 1 }))).toEqual({
      name: 'Camila Ñúñez',
      exp: 1,
    })
    expect(jwtClaims('a.b')).toBeNull()
  })
})

describe('clearStoredSignIn', () => {
  it("removes the session's tokens and keeps the remembered device", () => {
    const storage = signedInStorage()
    clearStoredSignIn(client, storage)
    expect([...storage.items.keys()]).toEqual([
      `${prefix}.b3c1e0a2-7d4f-4a57-9a3e-1f2b3c4d5e6f.deviceKey`,
    ])
    expect(readStoredSignIn(client, storage, now)).toBeNull()
  })
})
