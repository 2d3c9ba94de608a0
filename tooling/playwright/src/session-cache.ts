// The sessions an e2e run signed in once (signInOnce, demo.ts): per portal and demo user, what the
// browser kept after signing in through the real screens — the origin's localStorage, where
// Amplify keeps its tokens and the portal its session. Kept as files beside the e2e stack's data,
// so every worker of the run shares them and the next stack start (which empties that directory)
// never reuses another run's tokens; they last an hour, a run takes minutes.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { dataRoot } from '@cordillera/stack'

export type StoredLocalStorage = { name: string; value: string }[]

/** Where the e2e run keeps the sessions signed in once (inside the stack's data dir). */
export const e2eSessionsDir = join(dataRoot, 'e2e', 'sessions')

// What this worker already read or wrote: most of its tests reuse a few users.
const remembered = new Map<string, StoredLocalStorage>()

const fileOf = (origin: string, email: string) =>
  join(e2eSessionsDir, `${new URL(origin).port}-${email.replace(/[^\w.@-]/g, '_')}.json`)

export function storedSession(origin: string, email: string): StoredLocalStorage | undefined {
  const file = fileOf(origin, email)
  const known = remembered.get(file)
  if (known) return known
  const value = read(file)
  if (value) remembered.set(file, value)
  return value
}

export function storeSession(origin: string, email: string, value: StoredLocalStorage): void {
  const file = fileOf(origin, email)
  mkdirSync(e2eSessionsDir, { recursive: true })
  // Written aside and renamed: another worker never reads half a file.
  const partial = `${file}.${process.pid}.tmp`
  writeFileSync(partial, JSON.stringify(value))
  renameSync(partial, file)
  remembered.set(file, value)
}

export function forgetSession(origin: string, email: string): void {
  const file = fileOf(origin, email)
  remembered.delete(file)
  rmSync(file, { force: true })
}

/**
 * Forgets the stored sessions a sign-out revoked: the one holding the same refresh token (signing
 * out of one browser revokes that session), or every session of the same user in any portal
 * (signing out of all devices).
 */
export function forgetRevokedSessions(signedOut: StoredLocalStorage, everywhere: boolean): void {
  const wanted = everywhere ? ownerOf(signedOut) : refreshTokenOf(signedOut)
  if (!wanted) return
  let files: string[] = []
  try {
    files = readdirSync(e2eSessionsDir).filter((name) => name.endsWith('.json'))
  } catch {
    return
  }
  for (const name of files) {
    const file = join(e2eSessionsDir, name)
    const value = read(file)
    if (!value) continue
    if ((everywhere ? ownerOf(value) : refreshTokenOf(value)) !== wanted) continue
    remembered.delete(file)
    rmSync(file, { force: true })
  }
}

function read(file: string): StoredLocalStorage | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as StoredLocalStorage
  } catch {
    return undefined
  }
}

// Amplify's keys: CognitoIdentityServiceProvider.<client>.LastAuthUser and .<client>.<user>.refreshToken.
const entryEndingIn = (value: StoredLocalStorage, suffix: string) =>
  value.find((entry) => entry.name.endsWith(suffix))?.value
const ownerOf = (value: StoredLocalStorage) => entryEndingIn(value, '.LastAuthUser')
const refreshTokenOf = (value: StoredLocalStorage) => entryEndingIn(value, '.refreshToken')
