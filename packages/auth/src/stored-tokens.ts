// The tokens the user pool's library (Amplify) keeps in the browser's localStorage, read without
// loading it: whether someone is signed in, who, and the id token the API expects, as long as the
// stored tokens are valid. Amplify writes them on sign-in and on every refresh under its
// documented keys, `CognitoIdentityServiceProvider.<client id>.LastAuthUser` and
// `CognitoIdentityServiceProvider.<client id>.<user>.<idToken|accessToken|clockDrift|…>`, and
// answers from them itself until one expires; only then (or to sign in or out) does it need to
// run (docs/decisions/052-signed-in-pages-decide-from-the-stored-session.md).

export type StoredSignIn = {
  /** The user's id in the pool (`sub`). */
  userId: string
  username: string
  /** The bearer token the API expects. */
  idToken: string
  accessToken: string
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'removeItem'>

const keyPrefix = 'CognitoIdentityServiceProvider'
// Amplify counts a token as expired 5 s early (isTokenExpired's tolerance): so does this.
const tolerance = 5000

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

/** A JWT's claims, without checking its signature (the API does that); null when not a JWT. */
export function jwtClaims(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1]
  if (!part) return null
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/')
    const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='))
    const value: unknown = JSON.parse(
      new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))),
    )
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

/**
 * The signed-in user the stored tokens name, when both the id and the access token are there and
 * neither has expired (by the clock drift Amplify recorded); null otherwise — no tokens, another
 * client's, malformed or expired ones, which only the library can refresh or refuse.
 */
export function readStoredSignIn(
  userPoolClientId: string,
  storage: Storage | null = browserStorage(),
  now: number = Date.now(),
): StoredSignIn | null {
  if (!storage) return null
  try {
    const prefix = `${keyPrefix}.${userPoolClientId}`
    const user = storage.getItem(`${prefix}.LastAuthUser`)
    if (!user) return null
    const item = (name: string) => storage.getItem(`${prefix}.${user}.${name}`)
    const idToken = item('idToken')
    const accessToken = item('accessToken')
    if (!idToken || !accessToken) return null
    const id = jwtClaims(idToken)
    const access = jwtClaims(accessToken)
    if (!id || !access) return null
    const clockDrift = Number.parseInt(item('clockDrift') ?? '0', 10) || 0
    const valid = (exp: unknown) =>
      typeof exp === 'number' && now + clockDrift + tolerance <= exp * 1000
    if (!valid(id.exp) || !valid(access.exp)) return null
    // The same names Amplify's getCurrentUser answers: the access token's sub and username.
    const userId = access.sub ?? id.sub
    const username = access.username ?? id['cognito:username']
    if (typeof userId !== 'string' || typeof username !== 'string') return null
    return { userId, username, idToken, accessToken }
  } catch {
    return null
  }
}

/**
 * Removes the session's tokens the way Amplify's clearTokens does (the remembered device's keys
 * stay: they belong to the browser). Only for when the library itself cannot be loaded.
 */
export function clearStoredSignIn(
  userPoolClientId: string,
  storage: Storage | null = browserStorage(),
) {
  if (!storage) return
  try {
    const prefix = `${keyPrefix}.${userPoolClientId}`
    const user = storage.getItem(`${prefix}.LastAuthUser`)
    if (user) {
      for (const name of [
        'accessToken',
        'idToken',
        'clockDrift',
        'refreshToken',
        'signInDetails',
        'oauthMetadata',
      ])
        storage.removeItem(`${prefix}.${user}.${name}`)
    }
    storage.removeItem(`${prefix}.LastAuthUser`)
  } catch {}
}
