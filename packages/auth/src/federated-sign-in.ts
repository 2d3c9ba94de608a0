// Federated sign-in (docs/portals.md, states and auth calls): the browser goes to the user pool's hosted login,
// which signs in with the chosen provider and comes back with a code Amplify exchanges for tokens.
//
// It needs a user pool or an identity pool (without either → AuthConfigError 'missing-config').
// An identity pool alone federates only with the provider's own tokens passed in (Amplify v5's
// federatedSignIn(provider, { token })); Amplify v6 has no such call (it takes a custom
// credentials provider) and a redirect never hands the portal those tokens, so that case is refused
// with AuthConfigError 'identity-pool-needs-tokens' instead of failing later without a word.
import { Amplify } from 'aws-amplify'
import { type SignInWithRedirectInput, signInWithRedirect } from 'aws-amplify/auth'
import { AuthConfigError } from './configure-auth.ts'

type AmplifyProvider = Exclude<NonNullable<SignInWithRedirectInput['provider']>, object>

// The providers Cognito's hosted login knows by a fixed name; any other name is one configured
// in the pool (SAML or OpenID Connect) and goes as `custom`.
const socialProviders: Record<string, AmplifyProvider> = {
  google: 'Google',
  facebook: 'Facebook',
  amazon: 'Amazon',
  apple: 'Apple',
}

function providerInput(provider: string): SignInWithRedirectInput {
  const name = provider.trim()
  // No provider: the hosted login page itself, listing every provider the pool offers.
  if (!name) return {}
  return { provider: socialProviders[name.toLowerCase()] ?? { custom: name } }
}

export async function signInWithProvider(provider: string): Promise<void> {
  const cognito = Amplify.getConfig().Auth?.Cognito
  if (!cognito?.userPoolId && !cognito?.identityPoolId) throw new AuthConfigError('missing-config')
  if (!cognito.userPoolId || !cognito.userPoolClientId) {
    throw new AuthConfigError('identity-pool-needs-tokens')
  }
  if (!cognito.loginWith?.oauth) throw new AuthConfigError('missing-hosted-login')
  await signInWithRedirect(providerInput(provider))
}
