// Federated sign-in with Amplify's redirect stubbed and its configuration real: it needs a user
// pool or an identity pool (else missing-config), an identity pool alone would need the
// provider's tokens (refused), and the hosted login gets the provider Cognito expects.
import { Amplify } from 'aws-amplify'
import { beforeEach, describe, expect, it, vi } from 'vitest'

const amplify = vi.hoisted(() => ({ signInWithRedirect: vi.fn() }))
vi.mock('aws-amplify/auth', () => amplify)

const { AuthConfigError, configureAuth, signInWithProvider } = await import('./index.ts')

const pool = {
  region: 'us-east-2',
  userPoolId: 'us-east-2_CordiLocal',
  userPoolClientId: 'cordilleralocalwebclient01',
}
const hostedLogin = {
  domain: 'auth.cordillera.test',
  redirectSignIn: ['http://localhost:5173/'],
  redirectSignOut: ['http://localhost:5173/login'],
}

async function configErrorOf(provider: string) {
  const failure = await signInWithProvider(provider).then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(failure).toBeInstanceOf(AuthConfigError)
  return failure as InstanceType<typeof AuthConfigError>
}

beforeEach(() => {
  vi.resetAllMocks()
})

describe('signInWithProvider', () => {
  it('refuses with missing-config when neither a user pool nor an identity pool is configured', async () => {
    Amplify.configure({})
    const failure = await configErrorOf('Google')
    expect(failure.code).toBe('missing-config')
    expect(failure.message).toBe('Falta la configuración del servicio de inicio de sesión.')
    expect(amplify.signInWithRedirect).not.toHaveBeenCalled()
  })

  it('refuses an identity pool alone: it would need the provider tokens passed in', async () => {
    Amplify.configure({
      Auth: { Cognito: { identityPoolId: 'us-east-2:0b6f7d2e-4a8b-4c59-9d7e-3f1f5b2a6c11' } },
    })
    const failure = await configErrorOf('Google')
    expect(failure.code).toBe('identity-pool-needs-tokens')
    expect(failure.message).toMatch(/identity pool necesita los tokens del proveedor/)
    expect(amplify.signInWithRedirect).not.toHaveBeenCalled()
  })

  it('refuses a user pool without hosted login', async () => {
    configureAuth(pool)
    const failure = await configErrorOf('Google')
    expect(failure.code).toBe('missing-hosted-login')
    expect(amplify.signInWithRedirect).not.toHaveBeenCalled()
  })

  it("redirects to the hosted login with the provider's Cognito name", async () => {
    configureAuth({ ...pool, hostedLogin })
    await signInWithProvider('google')
    expect(amplify.signInWithRedirect).toHaveBeenLastCalledWith({ provider: 'Google' })
    await signInWithProvider('Apple')
    expect(amplify.signInWithRedirect).toHaveBeenLastCalledWith({ provider: 'Apple' })
    await signInWithProvider('EntraID')
    expect(amplify.signInWithRedirect).toHaveBeenLastCalledWith({ provider: { custom: 'EntraID' } })
    await signInWithProvider('')
    expect(amplify.signInWithRedirect).toHaveBeenLastCalledWith({})
  })
})
