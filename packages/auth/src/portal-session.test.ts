// The sign-in and guard flows around the session store, with Amplify stubbed: logout always
// empties the session, a half sign-in is undone, and a protected page loads a missing session.
import { emptySession, type Me } from '@cordillera/contracts'
import { beforeEach, describe, expect, it, vi } from 'vitest'

const amplify = vi.hoisted(() => ({
  signIn: vi.fn(),
  signOut: vi.fn(),
  confirmSignIn: vi.fn(),
  getCurrentUser: vi.fn(),
}))
vi.mock('aws-amplify/auth', () => amplify)

const { createLoginSteps, ensureSession, sessionStore, signOut } = await import('./index.ts')

const me: Me = {
  id: '0b6f7d2e-4a8b-4c59-9d7e-3f1f5b2a6c11',
  email: 'admin@cordillera.cl',
  nombreUsuario: 'Camila Rojas',
  permisos: [],
  su: true,
  tipo: 'cordillera',
  navigationMenu: [],
  proveedor: null,
  obraIds: [],
  operadorId: null,
}
const api = { getMe: vi.fn(async () => me) }
const apiError = (status: number, message: string) =>
  Object.assign(new Error(message), { name: 'ApiRequestError', status })

beforeEach(() => {
  vi.clearAllMocks()
  sessionStore.reset()
})

describe('login steps', () => {
  it('signs in and fills the session from the API', async () => {
    amplify.signIn.mockResolvedValue({ nextStep: { signInStep: 'DONE' } })
    const result = await createLoginSteps(api).signIn('admin@cordillera.cl', 'Cordillera2026!')
    expect(result).toEqual({ kind: 'done' })
    expect(sessionStore.get()).toMatchObject({
      nombreUsuario: 'Camila Rojas',
      sesionIniciada: true,
    })
  })

  it("undoes the sign-in when the API does not know the user, with the API's message", async () => {
    amplify.signIn.mockResolvedValue({ nextStep: { signInStep: 'DONE' } })
    api.getMe.mockRejectedValueOnce(apiError(403, 'Tu usuario está deshabilitado.'))
    const result = await createLoginSteps(api).signIn('admin@cordillera.cl', 'Cordillera2026!')
    expect(result).toEqual({ kind: 'error', message: 'Tu usuario está deshabilitado.' })
    expect(amplify.signOut).toHaveBeenCalledOnce()
    expect(sessionStore.get()).toEqual(emptySession)
  })
})

describe('signOut', () => {
  it('resets every session field, globally or not', async () => {
    sessionStore.set({ ...emptySession, nombreUsuario: 'Camila Rojas', sesionIniciada: true })
    await signOut({ global: true })
    expect(amplify.signOut).toHaveBeenCalledWith({ global: true })
    expect(sessionStore.get()).toEqual(emptySession)
  })

  it('resets the session even when Amplify fails', async () => {
    sessionStore.set({ ...emptySession, nombreUsuario: 'Camila Rojas', sesionIniciada: true })
    amplify.signOut.mockRejectedValueOnce(new Error('AuthUserPoolException'))
    await expect(signOut()).rejects.toThrow()
    expect(sessionStore.get()).toEqual(emptySession)
  })
})

describe('ensureSession (protected layout)', () => {
  it('is false, and clears any cached session, when nobody is signed in', async () => {
    sessionStore.set({ ...emptySession, nombreUsuario: 'Camila Rojas', sesionIniciada: true })
    amplify.getCurrentUser.mockRejectedValue(
      Object.assign(new Error(), { name: 'UserUnAuthenticatedException' }),
    )
    expect(await ensureSession(api)).toBe(false)
    expect(sessionStore.get()).toEqual(emptySession)
  })

  it('loads a missing session for a signed-in user', async () => {
    amplify.getCurrentUser.mockResolvedValue({ userId: 'u1', username: 'admin@cordillera.cl' })
    expect(await ensureSession(api)).toBe(true)
    expect(api.getMe).toHaveBeenCalledOnce()
    expect(sessionStore.get().nombreUsuario).toBe('Camila Rojas')
    expect(await ensureSession(api)).toBe(true)
    expect(api.getMe).toHaveBeenCalledOnce()
  })

  it('signs out when the API refuses the token', async () => {
    amplify.getCurrentUser.mockResolvedValue({ userId: 'u1', username: 'admin@cordillera.cl' })
    api.getMe.mockRejectedValueOnce(apiError(401, 'Tu sesión expiró.'))
    expect(await ensureSession(api)).toBe(false)
    expect(amplify.signOut).toHaveBeenCalledOnce()
  })
})
