// Authenticates the calls Cognito authorizes with an access token. The emulator only decodes the
// token; the layer checks signature, issuer, expiry, revocation and the user, as Cognito does.
import type { EmulatorUser } from '../emulator-db.ts'
import { findUser } from '../emulator-db.ts'
import { LOCAL_USER_POOL } from '../local-user-pool.ts'
import { invalidParameter, notAuthorized } from './cognito-error.ts'
import { type JwtClaims, verifiedClaims } from './jwt.ts'
import { type LayerContext, type LayerRequest, nowSeconds, readPool } from './layer-context.ts'

export type Authenticated = { claims: JwtClaims; user: EmulatorUser }

export async function authenticate(
  ctx: LayerContext,
  accessToken: unknown,
): Promise<Authenticated> {
  if (typeof accessToken !== 'string' || !accessToken) {
    throw invalidParameter(
      "1 validation error detected: Value null at 'accessToken' failed to satisfy constraint: Member must not be null",
    )
  }
  const claims = verifiedClaims(accessToken)
  if (claims?.token_use !== 'access' || claims.iss !== LOCAL_USER_POOL.issuer) {
    throw notAuthorized('Invalid Access Token')
  }
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds()) {
    throw notAuthorized('Access Token has expired')
  }
  const username = claims.username ?? claims.sub ?? ''
  if (isRevoked(ctx, claims, username)) throw notAuthorized('Access Token has been revoked')
  const user = findUser(await readPool(ctx), username)
  if (!user) throw notAuthorized('User does not exist.')
  if (user.Enabled === false) throw notAuthorized('User is disabled.')
  return { claims, user }
}

/**
 * A token carrying origin_jti dies with its session. One without (issued by the emulator directly,
 * behind the layer's back) dies with the user's last global sign-out.
 */
function isRevoked(ctx: LayerContext, claims: JwtClaims, username: string): boolean {
  if (claims.origin_jti) return ctx.revocations.isOriginRevoked(claims.origin_jti)
  const cutoff = ctx.revocations.signedOutAt(username)
  return cutoff !== undefined && (claims.iat ?? 0) < cutoff
}

/** Wraps an emulator operation so it runs only for a valid access token. */
export async function forwardAuthenticated(
  ctx: LayerContext,
  request: { body: Record<string, unknown>; forward: LayerRequest['forward'] },
): Promise<unknown> {
  await authenticate(ctx, request.body.AccessToken)
  return request.forward()
}
