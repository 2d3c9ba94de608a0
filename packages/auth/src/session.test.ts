// @vitest-environment jsdom
// The signed-in pages' checks (decision 052), with Amplify stubbed to see when it is asked: while
// the tokens Amplify stored are valid, who is signed in and the API's token come from them and
// the library is not asked; an expired or absent token is the library's to refresh or refuse, as
// before; signing out goes through the library, configured with the portal's settings.
import { emptySession, type Me } from '@cordillera/contracts'
import { beforeEach, describe, expect, it, vi } from 'vitest'

const amplify = vi.hoisted(() => ({
  getCurrentUser: vi.fn(),
  fetchAuthSession: vi.fn(),
  signOut: vi.fn(),
}))
const core = vi.hoisted(() => ({ configure: vi.fn(), clearCredentials: vi.fn() }))
vi.mock('aws-amplify/auth', () => amplify)
vi.mock('aws-amplify/auth/cognito', () => ({
  cognitoUserPoolsTokenProvider: { tokenOrchestrator: { clearTokens: vi.fn() } },
}))
vi.mock('aws-amplify', () => ({ Amplify: core }))

const { currentUser, ensureSession, getIdToken, sessionStore, setAuthConfig, signOut } =
  await import('./session.ts')

const config = {
  region: 'us-east-2',
  userPoolId: 'us-east-2_CordiLocal',
  userPoolClientId: 'cordilleralocalwebclient01',
}
const prefix = `CognitoIdentityServiceProvider.${config.userPoolClientId}`
const userId = 'b3c1e0a2-7d4f-4a57-9a3e-1f2b3c4d5e6f'
const me: Me = {
  id: '0b6f7d2e-4a8b-4c59-9d7e-3f1f5b2a6c11',
  email: 'operador@cordillera.cl',
  nombreUsuario: 'Pedro Soto',
  permisos: [],
  su: false,
  tipo: 'cordillera',
  navigationMenu: [],
  proveedor: null,
  obraIds: [],
  operadorId: '7c0b2f4e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
}
const api = { getMe: vi.fn(async () => me) }

const jwt = (claims: Record<string, unknown>) =>
  ['{"alg":"RS256"}', JSON.stringify(claims), 'sig']
    .map((part) => Buffer.from(part).toString('base64url'))
    .join('.')

/** What Amplify leaves in localStorage after a sign-in, tokens valid for `seconds` more. */
function storeTokens(seconds: number) {
  const exp = Math.floor(Date.now() / 1000) + seconds
  localStorage.setItem(`${prefix}.LastAuthUser`, userId)
  localStorage.setItem(`${prefix}.${userId}.idToken`, jwt({ sub: userId, exp, token_use: 'id' }))
  localStorage.setItem(
    `${prefix}.${userId}.accessToken`,
    jwt({ sub: userId, username: userId, exp }),
  )
  localStorage.setItem(`${prefix}.${userId}.clockDrift`, '0')
}

beforeEach(() => {
  vi.clearAllMocks()
  localStorage.clear()
  sessionStore.reset()
  setAuthConfig(config)
})

describe('with valid stored tokens', () => {
  beforeEach(() => storeTokens(3600))

  it('lets the signed-in user in and gives the API the stored id token, without the library', async () => {
    sessionStore.set({ ...emptySession, nombreUsuario: 'Pedro Soto', sesionIniciada: true })
    expect(await ensureSession(api)).toBe(true)
    expect(await currentUser()).toEqual({ userId, username: userId })
    expect(await getIdToken()).toBe(localStorage.getItem(`${prefix}.${userId}.idToken`))
    expect(amplify.getCurrentUser).not.toHaveBeenCalled()
    expect(amplify.fetchAuthSession).not.toHaveBeenCalled()
    expect(api.getMe).not.toHaveBeenCalled()
    expect(core.configure).not.toHaveBeenCalled()
  })

  it("fills a missing session from the API's /v1/me", async () => {
    expect(await ensureSession(api)).toBe(true)
    expect(api.getMe).toHaveBeenCalledOnce()
    expect(sessionStore.get()).toMatchObject({ nombreUsuario: 'Pedro Soto', sesionIniciada: true })
    expect(amplify.getCurrentUser).not.toHaveBeenCalled()
  })

  it('signs out with the library, configured with the portal settings, and forgets the session', async () => {
    sessionStore.set({ ...emptySession, nombreUsuario: 'Pedro Soto', sesionIniciada: true })
    await signOut({ global: true })
    expect(core.configure).toHaveBeenCalledWith(
      expect.objectContaining({
        Auth: { Cognito: expect.objectContaining({ userPoolClientId: config.userPoolClientId }) },
      }),
    )
    expect(amplify.signOut).toHaveBeenCalledWith({ global: true })
    expect(sessionStore.get()).toEqual(emptySession)
  })
})

describe('with expired or no stored tokens', () => {
  it('asks the library, which refreshes them', async () => {
    storeTokens(-60)
    amplify.getCurrentUser.mockResolvedValue({ userId, username: userId })
    amplify.fetchAuthSession.mockResolvedValue({ tokens: { idToken: { toString: () => 'fresh' } } })
    sessionStore.set({ ...emptySession, nombreUsuario: 'Pedro Soto', sesionIniciada: true })
    expect(await ensureSession(api)).toBe(true)
    expect(await getIdToken()).toBe('fresh')
    expect(amplify.getCurrentUser).toHaveBeenCalledOnce()
  })

  it('goes to the sign-in when the library finds no session, and forgets the stored one', async () => {
    sessionStore.set({ ...emptySession, nombreUsuario: 'Pedro Soto', sesionIniciada: true })
    amplify.getCurrentUser.mockRejectedValue(
      Object.assign(new Error('User needs to be authenticated'), {
        name: 'UserUnAuthenticatedException',
      }),
    )
    expect(await ensureSession(api)).toBe(false)
    expect(sessionStore.get()).toEqual(emptySession)
    expect(api.getMe).not.toHaveBeenCalled()
  })
})
