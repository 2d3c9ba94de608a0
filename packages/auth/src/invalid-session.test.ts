// An invalid session with Amplify stubbed: handleInvalidSession empties the session store and
// drops Amplify's tokens and credentials, and the session reads call it when Amplify says the
// session is gone, but not when the pool is merely unreachable: then an offline reload keeps the
// user its stored tokens name, with the last known session, without asking the API.
import { emptySession } from '@cordillera/contracts'
import { beforeEach, describe, expect, it, vi } from 'vitest'

const amplify = vi.hoisted(() => ({ getCurrentUser: vi.fn(), fetchAuthSession: vi.fn() }))
const tokens = vi.hoisted(() => ({
  clearTokens: vi.fn(),
  getDeviceMetadata: vi.fn(),
  getTokenStore: vi.fn(),
}))
const core = vi.hoisted(() => ({ clearCredentials: vi.fn() }))
vi.mock('aws-amplify/auth', () => amplify)
vi.mock('aws-amplify/auth/cognito', () => ({
  cognitoUserPoolsTokenProvider: { tokenOrchestrator: tokens },
}))
vi.mock('aws-amplify', () => ({ Amplify: core }))

const { ensureSession, getCurrentUser, getIdToken, handleInvalidSession, sessionStore } =
  await import('./index.ts')

const error = (name: string, message = '') => Object.assign(new Error(message), { name })
const signedIn = { ...emptySession, nombreUsuario: 'Camila Rojas', sesionIniciada: true }
const revoked = () => error('NotAuthorizedException', 'Refresh Token has been revoked')
const offline = () => error('NetworkError', 'A network error has occurred.')

/** What Amplify's token store holds: an id token with this payload, or nothing. */
function storedTokens(payload: Record<string, string> | null) {
  tokens.getTokenStore.mockReturnValue({
    loadTokens: async () => (payload ? { idToken: { payload } } : null),
  })
}

function expectCleaned() {
  expect(sessionStore.get()).toEqual(emptySession)
  expect(tokens.clearTokens).toHaveBeenCalledOnce()
  expect(core.clearCredentials).toHaveBeenCalledOnce()
}

beforeEach(() => {
  vi.resetAllMocks()
  sessionStore.set(signedIn)
})

describe('handleInvalidSession', () => {
  it("cleans the session store, Amplify's tokens and its credentials", async () => {
    await handleInvalidSession()
    expectCleaned()
  })

  it('cleans what it can and never throws', async () => {
    tokens.clearTokens.mockRejectedValue(error('AuthUserPoolException'))
    core.clearCredentials.mockRejectedValue(error('AuthUserPoolException'))
    await expect(handleInvalidSession()).resolves.toBeUndefined()
    expectCleaned()
  })
})

describe('getCurrentUser', () => {
  it('answers the signed-in user', async () => {
    amplify.getCurrentUser.mockResolvedValue({ userId: 'u1', username: 'camila', extra: 1 })
    expect(await getCurrentUser()).toEqual({ userId: 'u1', username: 'camila' })
    expect(sessionStore.get()).toEqual(signedIn)
  })

  it.each([
    revoked(),
    error('UserUnAuthenticatedException', 'User needs to be authenticated to call this API.'),
    error('TokenRevokedException'),
  ])('cleans the cached state on an invalid session ($name)', async (failure) => {
    amplify.getCurrentUser.mockRejectedValue(failure)
    expect(await getCurrentUser()).toBeNull()
    expectCleaned()
  })

  it('keeps the last known session when the pool cannot be reached to refresh the tokens', async () => {
    amplify.getCurrentUser.mockRejectedValue(offline())
    storedTokens({ sub: 'u1', 'cognito:username': 'camila' })
    expect(await getCurrentUser()).toEqual({ userId: 'u1', username: 'camila' })
    expect(sessionStore.get()).toEqual(signedIn)
    expect(tokens.clearTokens).not.toHaveBeenCalled()
  })

  it.each([
    ['no tokens are stored', () => storedTokens(null)],
    ['the stored tokens name nobody', () => storedTokens({})],
    [
      'the token store cannot be read',
      () =>
        tokens.getTokenStore.mockImplementation(() => {
          throw error('AuthTokenConfigException')
        }),
    ],
  ])(
    'goes to the login page, keeping the tokens for a retry, when unreachable and %s',
    async (_, setUp) => {
      amplify.getCurrentUser.mockRejectedValue(offline())
      setUp()
      expect(await getCurrentUser()).toBeNull()
      expect(sessionStore.get()).toEqual(emptySession)
      expect(tokens.clearTokens).not.toHaveBeenCalled()
    },
  )

  it('goes to the login page when unreachable without a session kept in this browser', async () => {
    sessionStore.reset()
    amplify.getCurrentUser.mockRejectedValue(offline())
    storedTokens({ sub: 'u1', 'cognito:username': 'camila' })
    expect(await getCurrentUser()).toBeNull()
  })

  it('goes to the login page on any other failure, keeping the tokens', async () => {
    amplify.getCurrentUser.mockRejectedValue(error('InternalErrorException'))
    storedTokens({ sub: 'u1', 'cognito:username': 'camila' })
    expect(await getCurrentUser()).toBeNull()
    expect(sessionStore.get()).toEqual(emptySession)
    expect(tokens.clearTokens).not.toHaveBeenCalled()
  })
})

describe('ensureSession offline (a reload of the cached shell without signal)', () => {
  it('lets the navigation through with the last known session and menu, without asking the API', async () => {
    amplify.getCurrentUser.mockRejectedValue(offline())
    storedTokens({ sub: 'u1', 'cognito:username': 'camila' })
    const api = { getMe: vi.fn() }
    expect(await ensureSession(api)).toBe(true)
    expect(api.getMe).not.toHaveBeenCalled()
    expect(sessionStore.get()).toEqual(signedIn)
  })
})

describe('getIdToken', () => {
  it('answers the id token', async () => {
    amplify.fetchAuthSession.mockResolvedValue({ tokens: { idToken: { toString: () => 'jwt' } } })
    expect(await getIdToken()).toBe('jwt')
    expect(sessionStore.get()).toEqual(signedIn)
  })

  it('cleans the cached state on NotAuthorizedException from fetchAuthSession', async () => {
    amplify.fetchAuthSession.mockRejectedValue(revoked())
    expect(await getIdToken()).toBeNull()
    expectCleaned()
  })

  it('cleans a half-signed-in portal when Amplify has dropped the tokens itself', async () => {
    amplify.fetchAuthSession.mockResolvedValue({ tokens: undefined })
    expect(await getIdToken()).toBeNull()
    expectCleaned()
  })

  it('leaves everything alone when nobody was signed in', async () => {
    sessionStore.reset()
    amplify.fetchAuthSession.mockResolvedValue({ tokens: undefined })
    expect(await getIdToken()).toBeNull()
    expect(tokens.clearTokens).not.toHaveBeenCalled()
  })

  it('rethrows a network error and keeps the session', async () => {
    const failure = offline()
    amplify.fetchAuthSession.mockRejectedValue(failure)
    await expect(getIdToken()).rejects.toBe(failure)
    expect(sessionStore.get()).toEqual(signedIn)
    expect(tokens.clearTokens).not.toHaveBeenCalled()
  })
})
