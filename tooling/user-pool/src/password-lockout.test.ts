// Wrong-password throttling as Cognito does it: after five consecutive wrong passwords a user is
// locked out (even the right password is refused with "Password attempts exceeded") for a window
// that doubles with each further failure; a successful sign-in clears the count. The pool gets its
// own clock here, so the windows pass without waiting.
import { Amplify } from 'aws-amplify'
import { signIn, signOut } from 'aws-amplify/auth'
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  adminClient,
  callCognito,
  createUser,
  memoryKeyValueStorage,
  startTestPool,
  type TestPool,
} from './test-support.ts'

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 })

const password = 'Cordillera1'
let pool: TestPool
let now = Date.parse('2026-11-25T12:00:00Z')
const advance = (ms: number) => {
  now += ms
}

async function passwordSignIn(email: string, attempt: string) {
  const answer = await callCognito(pool.endpoint, 'InitiateAuth', {
    ClientId: pool.clientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: attempt },
  })
  return answer.status === 200 ? 'signed in' : `${answer.body.__type}: ${answer.body.message}`
}

const wrong = 'NotAuthorizedException: Incorrect username or password.'
const exceeded = 'NotAuthorizedException: Password attempts exceeded'

async function failTimes(email: string, times: number) {
  for (let i = 0; i < times; i++) expect(await passwordSignIn(email, 'Equivocada1')).toBe(wrong)
}

beforeAll(async () => {
  pool = await startTestPool({ lockoutClock: () => now })
  const admin = adminClient(pool.endpoint)
  for (const name of ['ana', 'beto', 'carla', 'diego']) {
    await createUser(admin, `${name}@cordillera.test`, password)
  }
  admin.destroy()
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: pool.userPoolId,
        userPoolClientId: pool.clientId,
        userPoolEndpoint: pool.endpoint,
      },
    },
  })
  cognitoUserPoolsTokenProvider.setKeyValueStorage(memoryKeyValueStorage())
})

afterAll(async () => {
  await signOut().catch(() => {})
  await pool?.cleanUp()
})

describe('wrong-password lockout', () => {
  it('refuses even the right password after five wrong ones, until the window passes', async () => {
    const email = 'ana@cordillera.test'
    await failTimes(email, 5)
    expect(await passwordSignIn(email, password)).toBe(exceeded)
    expect(await passwordSignIn(email, 'Equivocada1')).toBe(exceeded)
    advance(1_001)
    expect(await passwordSignIn(email, password)).toBe('signed in')
    // The success cleared the count: five more wrong ones before the next lockout.
    await failTimes(email, 4)
    expect(await passwordSignIn(email, password)).toBe('signed in')
  })

  it('doubles the window with each failure after it', async () => {
    const email = 'beto@cordillera.test'
    await failTimes(email, 5)
    advance(1_001)
    await failTimes(email, 1)
    advance(1_500)
    expect(await passwordSignIn(email, password)).toBe(exceeded)
    advance(501)
    await failTimes(email, 1)
    advance(3_500)
    expect(await passwordSignIn(email, password)).toBe(exceeded)
    advance(501)
    expect(await passwordSignIn(email, password)).toBe('signed in')
  })

  it('locks one user only', async () => {
    await failTimes('carla@cordillera.test', 5)
    expect(await passwordSignIn('carla@cordillera.test', password)).toBe(exceeded)
    expect(await passwordSignIn('diego@cordillera.test', password)).toBe('signed in')
    advance(1_001)
  })

  it("answers Amplify's SRP sign-in the same way, the error the portals translate", async () => {
    const email = 'diego@cordillera.test'
    for (let i = 0; i < 5; i++) {
      await expect(signIn({ username: email, password: 'Equivocada1' })).rejects.toMatchObject({
        name: 'NotAuthorizedException',
        message: 'Incorrect username or password.',
      })
    }
    await expect(signIn({ username: email, password })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Password attempts exceeded',
    })
    advance(1_001)
    expect((await signIn({ username: email, password })).isSignedIn).toBe(true)
  })
})
