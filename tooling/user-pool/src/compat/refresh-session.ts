// Token refresh, whichever way it is asked for (GetTokensFromRefreshToken as Amplify 6.22 does,
// InitiateAuth or AdminInitiateAuth with REFRESH_TOKEN_AUTH): the layer refuses revoked, expired or
// foreign refresh tokens and disabled users, the emulator mints the new tokens.
import { LOCAL_USER_POOL } from '../local-user-pool.ts'
import { CognitoError, invalidParameter, notAuthorized } from './cognito-error.ts'
import { verifiedClaims } from './jwt.ts'
import { findPoolUser, type LayerContext, nowSeconds } from './layer-context.ts'
import { type AuthenticationResult, enrichTokens, type RawTokens } from './token-issuer.ts'

export async function refreshSession(
  ctx: LayerContext,
  clientId: string,
  refreshToken: unknown,
  deviceKey: unknown,
): Promise<AuthenticationResult> {
  if (typeof refreshToken !== 'string' || !refreshToken) {
    throw invalidParameter('Missing required parameter REFRESH_TOKEN')
  }
  const claims = verifiedClaims(refreshToken)
  // The emulator's refresh tokens are JWTs without token_use; access and ID tokens do not qualify.
  if (!claims?.jti || claims.token_use || claims.iss !== LOCAL_USER_POOL.issuer) {
    throw notAuthorized('Invalid Refresh Token')
  }
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds()) {
    throw notAuthorized('Refresh Token has expired')
  }
  // A disabled user hears so first, as in Cognito, though disabling also revoked its sessions.
  const user = await findPoolUser(ctx, claims['cognito:username'])
  if (!user) throw notAuthorized('User does not exist.')
  if (user.Enabled === false) throw notAuthorized('User is disabled.')
  if (ctx.revocations.isOriginRevoked(claims.jti)) {
    throw notAuthorized('Refresh Token has been revoked')
  }
  let response: { AuthenticationResult?: RawTokens }
  try {
    response = await ctx.emulator.call('InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: clientId,
      AuthParameters: { REFRESH_TOKEN: refreshToken },
    })
  } catch (error) {
    if (error instanceof CognitoError && error.type === 'NotAuthorizedException') {
      throw notAuthorized('Invalid Refresh Token')
    }
    throw error
  }
  const device = ctx.devices.get(user.Username, deviceKey)
  const result = enrichTokens(response.AuthenticationResult ?? {}, user, claims.jti, device?.key)
  // Without rotation Cognito gives no new refresh token; the client keeps its own.
  const { RefreshToken: _unused, ...withoutRefreshToken } = result
  return withoutRefreshToken
}
