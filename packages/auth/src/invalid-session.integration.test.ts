// A session revoked behind the browser's back (an administrator's global sign-out, or one from
// another device), against the real local user pool (no stubs): the first call that learns it,
// a device call or a token read, cleans Amplify's tokens and the session store.
import { AdminUserGlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider'
import { emptySession } from '@cordillera/contracts'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { getCurrentUser } from './current-user.ts'
import { listDevices } from './devices.ts'
import { getIdToken } from './id-token.ts'
import { sessionStore } from './session-store.ts'
import { signIn } from './sign-in.ts'
import { signOut } from './sign-out.ts'
import {
  amplifyStorage,
  amplifyUserItemKey,
  startTestUserPool,
  type TestUserPool,
} from './test-user-pool.ts'

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 })

let pool: TestUserPool
const signedIn = { ...emptySession, nombreUsuario: 'Elena Vera', sesionIniciada: true }

beforeAll(async () => {
  pool = await startTestUserPool('elena.vera@cordillera.test', 'Cordillera2026!')
})

afterAll(async () => {
  await signOut().catch(() => {})
  await pool?.cleanUp()
})

beforeEach(async () => {
  expect(await signIn(pool.email, pool.password)).toEqual({ kind: 'done' })
  sessionStore.set(signedIn)
  await pool.admin.send(
    new AdminUserGlobalSignOutCommand({ UserPoolId: pool.userPoolId, Username: pool.email }),
  )
})

describe('invalid session (local user pool)', () => {
  it('a device call with a revoked access token cleans everything', async () => {
    // Amplify cannot know yet: its tokens have not expired.
    expect(await getCurrentUser()).not.toBeNull()
    await expect(listDevices()).rejects.toMatchObject({
      kind: 'unauthenticated',
      message: 'The user is not authenticated',
    })
    expect(sessionStore.get()).toEqual(emptySession)
    expect(await getCurrentUser()).toBeNull()
  })

  it('a token read whose refresh the pool refuses cleans everything', async () => {
    // Makes Amplify see its tokens as expired (two hours of clock drift), so it must refresh.
    await amplifyStorage.setItem(
      await amplifyUserItemKey(pool.clientId, 'clockDrift'),
      String(2 * 3600 * 1000),
    )
    expect(await getIdToken()).toBeNull()
    expect(sessionStore.get()).toEqual(emptySession)
    expect(await getCurrentUser()).toBeNull()
  })
})
