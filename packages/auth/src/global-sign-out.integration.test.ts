// signOut({ global: true }) against the real local user pool (no stubs): afterwards the old
// session is unusable everywhere: its access and refresh tokens, and another device's session.
import { emptySession } from '@cordillera/contracts'
import { fetchAuthSession } from 'aws-amplify/auth'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { getCurrentUser } from './current-user.ts'
import { getIdToken } from './id-token.ts'
import { sessionStore } from './session-store.ts'
import { signIn } from './sign-in.ts'
import { signOut } from './sign-out.ts'
import {
  amplifyStorage,
  amplifyUserItemKey,
  callCognito,
  startTestUserPool,
  type TestUserPool,
} from './test-user-pool.ts'

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 })

let pool: TestUserPool

beforeAll(async () => {
  pool = await startTestUserPool('diego.munoz@cordillera.test', 'Cordillera2026!')
})

afterAll(async () => {
  await signOut().catch(() => {})
  await pool?.cleanUp()
})

const revoked = { status: 400, body: expect.objectContaining({ __type: 'NotAuthorizedException' }) }

describe('global sign-out (local user pool)', () => {
  it('leaves the old session unusable on every device', async () => {
    expect(await signIn(pool.email, pool.password)).toEqual({ kind: 'done' })
    sessionStore.set({ ...emptySession, nombreUsuario: 'Diego Muñoz', sesionIniciada: true })
    const accessToken = (await fetchAuthSession()).tokens?.accessToken.toString()
    const refreshToken = await amplifyStorage.getItem(
      await amplifyUserItemKey(pool.clientId, 'refreshToken'),
    )
    expect(accessToken).toBeTruthy()
    expect(refreshToken).toBeTruthy()
    // The same user signed in on another device.
    const other = await callCognito(pool.endpoint, 'InitiateAuth', {
      ClientId: pool.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: pool.email, PASSWORD: pool.password },
    })
    const otherAccessToken = (other.body.AuthenticationResult as { AccessToken: string })
      .AccessToken
    expect(
      (await callCognito(pool.endpoint, 'GetUser', { AccessToken: otherAccessToken })).status,
    ).toBe(200)

    await signOut({ global: true })

    // This browser forgot everything…
    expect(sessionStore.get()).toEqual(emptySession)
    expect(await getCurrentUser()).toBeNull()
    expect(await getIdToken()).toBeNull()
    // …and the pool refuses the old tokens, here and on the other device.
    expect(await callCognito(pool.endpoint, 'GetUser', { AccessToken: accessToken })).toEqual({
      status: 400,
      body: { __type: 'NotAuthorizedException', message: 'Access Token has been revoked' },
    })
    expect(
      await callCognito(pool.endpoint, 'InitiateAuth', {
        ClientId: pool.clientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    ).toEqual(revoked)
    expect(await callCognito(pool.endpoint, 'GetUser', { AccessToken: otherAccessToken })).toEqual(
      revoked,
    )
  })
})
