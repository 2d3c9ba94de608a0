// Sign-out with Amplify stubbed: global sign-out, the browser forgetting the user even when the
// call fails, and the hosted sign-out that must leave the page within 3000 ms (docs/portals.md, constants).
import { emptySession } from '@cordillera/contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const amplify = vi.hoisted(() => ({ signOut: vi.fn() }))
const tokens = vi.hoisted(() => ({ clearTokens: vi.fn(), getDeviceMetadata: vi.fn() }))
vi.mock('aws-amplify/auth', () => amplify)
vi.mock('aws-amplify/auth/cognito', () => ({
  cognitoUserPoolsTokenProvider: { tokenOrchestrator: tokens },
}))

const { sessionStore, signOut, signOutWithHostedUi } = await import('./index.ts')

const signedIn = { ...emptySession, nombreUsuario: 'Camila Rojas', sesionIniciada: true }

/** Follows a promise without awaiting it: 'pending', or how it settled. */
function watch(promise: Promise<unknown>) {
  const state: { settled: 'pending' | 'resolved' | 'rejected'; reason?: unknown } = {
    settled: 'pending',
  }
  promise.then(
    () => {
      state.settled = 'resolved'
    },
    (reason: unknown) => {
      state.settled = 'rejected'
      state.reason = reason
    },
  )
  return state
}

beforeEach(() => {
  vi.resetAllMocks()
  amplify.signOut.mockResolvedValue(undefined)
  sessionStore.set(signedIn)
})

afterEach(() => {
  vi.useRealTimers()
})

describe('signOut', () => {
  it('signs out this browser by default', async () => {
    await signOut()
    expect(amplify.signOut).toHaveBeenCalledWith({ global: false })
    expect(sessionStore.get()).toEqual(emptySession)
  })

  it('signs out on every device with { global: true }', async () => {
    await signOut({ global: true })
    expect(amplify.signOut).toHaveBeenCalledWith({ global: true })
    expect(sessionStore.get()).toEqual(emptySession)
  })

  it('forgets the user and the tokens even when the global call fails, and says so', async () => {
    const failure = Object.assign(new Error('A network error has occurred.'), {
      name: 'NetworkError',
    })
    amplify.signOut.mockRejectedValue(failure)
    await expect(signOut({ global: true })).rejects.toBe(failure)
    expect(amplify.signOut).toHaveBeenCalledWith({ global: true })
    expect(sessionStore.get()).toEqual(emptySession)
    expect(tokens.clearTokens).toHaveBeenCalledOnce()
  })
})

describe('signOutWithHostedUi', () => {
  it("fails with 'Signout timeout fail' when the page is still here after 3000 ms, not before", async () => {
    vi.useFakeTimers()
    const outcome = watch(signOutWithHostedUi())
    await vi.advanceTimersByTimeAsync(2999)
    expect(outcome.settled).toBe('pending')
    // The local session is already gone while the browser is (supposedly) leaving.
    expect(sessionStore.get()).toEqual(emptySession)
    await vi.advanceTimersByTimeAsync(1)
    expect(outcome.settled).toBe('rejected')
    expect(outcome.reason).toBeInstanceOf(Error)
    expect((outcome.reason as Error).message).toBe('Signout timeout fail')
    expect(amplify.signOut).toHaveBeenCalledWith({ global: false })
  })

  it('takes another timeout and global sign-out', async () => {
    vi.useFakeTimers()
    const outcome = watch(signOutWithHostedUi({ global: true, timeoutMs: 500 }))
    await vi.advanceTimersByTimeAsync(499)
    expect(outcome.settled).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect((outcome.reason as Error).message).toBe('Signout timeout fail')
    expect(amplify.signOut).toHaveBeenCalledWith({ global: true })
  })

  it("fails at once with Amplify's error when the sign-out itself fails", async () => {
    vi.useFakeTimers()
    const failure = Object.assign(new Error('logout refused'), { name: 'OAuthSignOutException' })
    amplify.signOut.mockRejectedValue(failure)
    const outcome = watch(signOutWithHostedUi())
    await vi.advanceTimersByTimeAsync(0)
    expect(outcome).toEqual({ settled: 'rejected', reason: failure })
    expect(sessionStore.get()).toEqual(emptySession)
  })
})
