// GlobalSignOut, AdminUserGlobalSignOut and RevokeToken, which the emulator lacks or only half does:
// the refresh tokens die, and so do the access tokens issued from them.
import { LOCAL_USER_POOL } from '../../local-user-pool.ts'
import { authenticate } from '../access-token.ts'
import { CognitoError, notAuthorized, resourceNotFound, userNotFound } from '../cognito-error.ts'
import { decodeJwt, verifiedClaims } from '../jwt.ts'
import { findPoolUser, type Operation, requireClient } from '../layer-context.ts'
import { endAllSessions, endSession } from '../sessions.ts'

export const globalSignOut: Operation = async (ctx, { body }) => {
  const { user } = await authenticate(ctx, body.AccessToken)
  await endAllSessions(ctx, user)
  return {}
}

export const adminUserGlobalSignOut: Operation = async (ctx, { body }) => {
  if (body.UserPoolId !== LOCAL_USER_POOL.userPoolId) {
    throw resourceNotFound(`User pool ${String(body.UserPoolId)} does not exist.`)
  }
  const user = await findPoolUser(ctx, body.Username)
  if (!user) throw userNotFound()
  await endAllSessions(ctx, user)
  return {}
}

export const revokeToken: Operation = async (ctx, { body }) => {
  await requireClient(ctx, body.ClientId)
  if (decodeJwt(body.Token)?.claims.token_use) {
    throw new CognitoError('UnsupportedTokenTypeException', 'Unsupported token type')
  }
  const claims = verifiedClaims(body.Token)
  if (!claims?.jti || claims.iss !== LOCAL_USER_POOL.issuer) throw notAuthorized('Invalid token')
  await endSession(ctx, body.Token as string, claims.jti, claims.exp ?? 0)
  return {}
}
