// @vitest-environment jsdom
// The user's data the portals keep (decision 038), with Amplify stubbed: every way a session ends
// — sign-out (even when the pool's call fails), a session the pool ended, a sign-out in another
// tab — runs every registered store's rule, after the session is emptied; a new sign-in runs them
// before the new user's session is loaded; a failing rule stops neither the others nor the sign-out.
import { emptySession, type Me, type Session } from '@cordillera/contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const amplify = vi.hoisted(() => ({
  signIn: vi.fn(),
  signOut: vi.fn(),
  confirmSignIn: vi.fn(),
  getCurrentUser: vi.fn(),
  fetchAuthSession: vi.fn(),
}))
const tokens = vi.hoisted(() => ({ clearTokens: vi.fn(), getTokenStore: vi.fn() }))
vi.mock('aws-amplify/auth', () => amplify)
vi.mock('aws-amplify/auth/cognito', () => ({
  cognitoUserPoolsTokenProvider: { tokenOrchestrator: tokens },
}))
vi.mock('aws-amplify', () => ({ Amplify: { clearCredentials: vi.fn() } }))

const {
  createLoginSteps,
  getCurrentUser,
  getIdToken,
  registerUserDataStore,
  sessionStorageKey,
  sessionStore,
  signOut,
} = await import('./index.ts')

const signedIn: Session = {
  ...emptySession,
  nombreUsuario: 'Camila Rojas',
  sesionIniciada: true,
  tipo: 'cordillera',
}
const me: Me = {
  id: '0b6f7d2e-4a8b-4c59-9d7e-3f1f5b2a6c11',
  email: 'pedro@cordillera.cl',
  nombreUsuario: 'Pedro Soto',
  permisos: [],
  su: false,
  tipo: 'cordillera',
  navigationMenu: [],
  proveedor: null,
  obraIds: [],
  operadorId: null,
}

/** A store that records, at each clear, whose session the portal still showed. */
function recordingStore(name: string) {
  const seen: string[] = []
  const remove = registerUserDataStore({
    name,
    clear: () => {
      seen.push(sessionStore.get().nombreUsuario || '(nadie)')
    },
  })
  return { seen, remove }
}

let removals: (() => void)[] = []
beforeEach(() => {
  vi.resetAllMocks()
  amplify.signOut.mockResolvedValue(undefined)
  sessionStore.set(signedIn)
})
afterEach(() => {
  for (const remove of removals) remove()
  removals = []
})

function stores(...names: string[]) {
  const made = names.map(recordingStore)
  removals.push(...made.map(({ remove }) => remove))
  return made
}

describe('the user data of a session that ends', () => {
  it('is cleared by sign-out, every store once, after the session is emptied', async () => {
    const [cache, drafts] = stores('cache', 'drafts')
    await signOut()
    expect(cache?.seen).toEqual(['(nadie)'])
    expect(drafts?.seen).toEqual(['(nadie)'])
  })

  it('is cleared when the pool refuses the sign-out, and a failing store stops nothing', async () => {
    const [cache] = stores('cache')
    removals.push(
      registerUserDataStore({
        name: 'roto',
        clear: () => Promise.reject(new Error('IndexedDB no disponible')),
      }),
    )
    const failure = Object.assign(new Error('network'), { name: 'NetworkError' })
    amplify.signOut.mockRejectedValue(failure)
    await expect(signOut({ global: true })).rejects.toBe(failure)
    expect(cache?.seen).toEqual(['(nadie)'])
    expect(sessionStore.get()).toEqual(emptySession)
  })

  it('is cleared when the pool says the session ended (a revoked refresh token)', async () => {
    const [cache] = stores('cache')
    amplify.fetchAuthSession.mockRejectedValue(
      Object.assign(new Error('Refresh Token has been revoked'), {
        name: 'NotAuthorizedException',
      }),
    )
    expect(await getIdToken()).toBeNull()
    expect(cache?.seen).toEqual(['(nadie)'])
  })

  it('is cleared when the check fails otherwise and the page goes to the sign-in', async () => {
    const [cache] = stores('cache')
    amplify.getCurrentUser.mockRejectedValue(
      Object.assign(new Error('boom'), { name: 'InternalErrorException' }),
    )
    expect(await getCurrentUser()).toBeNull()
    expect(cache?.seen).toEqual(['(nadie)'])
  })

  it('stays when the pool only could not be reached and the last known session is kept', async () => {
    const [cache] = stores('cache')
    amplify.getCurrentUser.mockRejectedValue(
      Object.assign(new Error('offline'), { name: 'NetworkError' }),
    )
    tokens.getTokenStore.mockReturnValue({
      loadTokens: async () => ({ idToken: { payload: { sub: 'u1', 'cognito:username': 'c' } } }),
    })
    expect(await getCurrentUser()).toEqual({ userId: 'u1', username: 'c' })
    expect(cache?.seen).toEqual([])
  })

  it('is cleared in this tab when another tab signs out, not when it signs in', async () => {
    const [cache] = stores('cache')
    localStorage.setItem(sessionStorageKey, JSON.stringify(signedIn))
    window.dispatchEvent(new StorageEvent('storage', { key: sessionStorageKey }))
    expect(cache?.seen).toEqual([])
    localStorage.removeItem(sessionStorageKey)
    window.dispatchEvent(new StorageEvent('storage', { key: sessionStorageKey }))
    await vi.waitFor(() => expect(cache?.seen).toEqual(['(nadie)']))
    expect(sessionStore.get()).toEqual(emptySession)
  })
})

describe('a new sign-in', () => {
  it("clears what an earlier user left before loading the new user's session", async () => {
    sessionStore.reset()
    const [cache] = stores('cache')
    // The API is asked for the new session only once the stores are clear.
    const api = { getMe: vi.fn(async () => (cache?.seen.length === 1 ? me : Promise.reject())) }
    amplify.signIn.mockResolvedValue({ nextStep: { signInStep: 'DONE' } })
    await createLoginSteps(api).signIn('pedro@cordillera.cl', 'Cordillera2026!')
    expect(cache?.seen).toEqual(['(nadie)'])
    expect(sessionStore.get().nombreUsuario).toBe('Pedro Soto')
  })

  it('runs the rule registered last under a name, and none once removed', async () => {
    const first = vi.fn()
    const second = vi.fn()
    registerUserDataStore({ name: 'cache', clear: first })
    const remove = registerUserDataStore({ name: 'cache', clear: second })
    await signOut()
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledOnce()
    remove()
    await signOut()
    expect(second).toHaveBeenCalledOnce()
  })
})
