// configureAuth with the real Amplify: refusals carry a code and a Spanish message, and the
// hosted login (federated sign-in) reaches Amplify as an authorization-code flow.
import { Amplify } from 'aws-amplify'
import { describe, expect, it } from 'vitest'
import { AuthConfigError, configureAuth } from './configure-auth.ts'

const pool = {
  region: 'us-east-2',
  userPoolId: 'us-east-2_CordiLocal',
  userPoolClientId: 'cordilleralocalwebclient01',
}

function configErrorOf(run: () => void) {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(AuthConfigError)
    return error as AuthConfigError
  }
  throw new Error('configureAuth accepted it')
}

describe('configureAuth', () => {
  it('refuses a missing user pool and a region that is not the pool’s', () => {
    expect(configErrorOf(() => configureAuth({ ...pool, userPoolId: '' }))).toMatchObject({
      name: 'AuthConfigError',
      code: 'missing-config',
      message: 'Falta la configuración del servicio de inicio de sesión.',
    })
    expect(configErrorOf(() => configureAuth({ ...pool, region: 'us-east-1' })).code).toBe(
      'region-mismatch',
    )
    expect(
      configErrorOf(() =>
        configureAuth({
          ...pool,
          hostedLogin: { domain: '', redirectSignIn: [], redirectSignOut: [] },
        }),
      ).code,
    ).toBe('missing-hosted-login')
  })

  it('configures the pool, and the hosted login when given', () => {
    configureAuth({ ...pool, userPoolEndpoint: 'http://127.0.0.1:9229' })
    expect(Amplify.getConfig().Auth?.Cognito).toMatchObject({
      userPoolId: 'us-east-2_CordiLocal',
      userPoolEndpoint: 'http://127.0.0.1:9229',
      loginWith: { email: true },
    })
    expect(Amplify.getConfig().Auth?.Cognito.loginWith?.oauth).toBeUndefined()

    configureAuth({
      ...pool,
      hostedLogin: {
        domain: 'auth.cordillera.test',
        redirectSignIn: ['https://backoffice.cordillera.test/'],
        redirectSignOut: ['https://backoffice.cordillera.test/login'],
      },
    })
    expect(Amplify.getConfig().Auth?.Cognito.loginWith?.oauth).toEqual({
      domain: 'auth.cordillera.test',
      redirectSignIn: ['https://backoffice.cordillera.test/'],
      redirectSignOut: ['https://backoffice.cordillera.test/login'],
      scopes: ['openid', 'email', 'profile'],
      responseType: 'code',
    })
  })
})
