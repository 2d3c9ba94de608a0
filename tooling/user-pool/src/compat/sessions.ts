// Ending sessions: one (RevokeToken with its refresh token) or all of a user's (GlobalSignOut,
// AdminUserGlobalSignOut, AdminDisableUser). The emulator forgets the refresh tokens too, so even
// a request that bypassed the layer could not use them.
import type { EmulatorUser } from '../emulator-db.ts'
import { LOCAL_USER_POOL } from '../local-user-pool.ts'
import { decodeJwt } from './jwt.ts'
import { type LayerContext, nowSeconds } from './layer-context.ts'

export async function endAllSessions(ctx: LayerContext, user: EmulatorUser): Promise<void> {
  const tokens = user.RefreshTokens ?? []
  const origins = tokens.flatMap((token) => {
    const claims = decodeJwt(token)?.claims
    return claims?.jti ? [{ jti: claims.jti, exp: claims.exp ?? nowSeconds() }] : []
  })
  await ctx.revocations.revokeOrigins(origins)
  await ctx.revocations.markSignedOut(user.Username, nowSeconds())
  for (const token of tokens) await forgetInEmulator(ctx, token)
}

export async function endSession(
  ctx: LayerContext,
  refreshToken: string,
  jti: string,
  exp: number,
) {
  await ctx.revocations.revokeOrigins([{ jti, exp }])
  await forgetInEmulator(ctx, refreshToken)
}

async function forgetInEmulator(ctx: LayerContext, refreshToken: string): Promise<void> {
  try {
    await ctx.emulator.call('RevokeToken', {
      ClientId: LOCAL_USER_POOL.clientId,
      Token: refreshToken,
    })
  } catch {
    // Already gone from the emulator; the layer's revocation list is what counts.
  }
}
