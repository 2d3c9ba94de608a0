// Completes a sign-in: the emulator issues the tokens (USER_PASSWORD_AUTH with the stored password,
// once the layer has verified the user), and the layer adds what Cognito's carry and the emulator's
// lack: origin_jti (the session, for revocation), device_key, ExpiresIn, and NewDeviceMetadata.
import type { EmulatorUser } from '../emulator-db.ts'
import { CognitoError } from './cognito-error.ts'
import { decodeJwt, withClaims } from './jwt.ts'
import { type LayerContext, readPool } from './layer-context.ts'

export type RawTokens = { AccessToken?: string; IdToken?: string; RefreshToken?: string }

export type AuthenticationResult = {
  AccessToken: string
  IdToken: string
  RefreshToken?: string
  ExpiresIn: number
  TokenType: 'Bearer'
  NewDeviceMetadata?: { DeviceKey: string; DeviceGroupKey: string }
}

export type IssueOptions = {
  /** Hand out a new device (when the pool tracks devices); false after a device sign-in. */
  newDevice: boolean
  deviceKey?: string
  sourceIp?: string
}

export async function issueTokens(
  ctx: LayerContext,
  user: EmulatorUser,
  clientId: string,
  options: IssueOptions,
): Promise<AuthenticationResult> {
  const response = await ctx.emulator.call<{
    AuthenticationResult?: RawTokens
    ChallengeName?: string
  }>('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: clientId,
    AuthParameters: { USERNAME: user.Username, PASSWORD: user.Password ?? '' },
  })
  const raw = response.AuthenticationResult
  if (!raw?.AccessToken || !raw.IdToken || !raw.RefreshToken) {
    const asked = response.ChallengeName ? ` (it answered ${response.ChallengeName})` : ''
    throw new CognitoError('InternalErrorException', `cognito-local issued no tokens${asked}`, 500)
  }
  let deviceKey = options.deviceKey
  let newDevice: AuthenticationResult['NewDeviceMetadata']
  const pool = await readPool(ctx)
  if (options.newDevice && pool.Options.DeviceConfiguration) {
    const device = await ctx.devices.create(user.Username, options.sourceIp)
    deviceKey = device.key
    newDevice = { DeviceKey: device.key, DeviceGroupKey: device.groupKey }
  }
  const result = enrichTokens(raw, user, decodeJwt(raw.RefreshToken)?.claims.jti, deviceKey)
  return newDevice ? { ...result, NewDeviceMetadata: newDevice } : result
}

/** The user's attributes as Cognito puts them in ID tokens (the emulator only adds email). */
function attributeClaims(user: EmulatorUser): Record<string, unknown> {
  const claims: Record<string, unknown> = {}
  for (const { Name, Value } of user.Attributes ?? []) {
    if (Name === 'sub' || Value === undefined) continue
    claims[Name] = Name.endsWith('_verified') ? Value === 'true' : Value
  }
  return claims
}

/** Re-signs the emulator's access and ID tokens with the claims Cognito's would carry. */
export function enrichTokens(
  raw: RawTokens,
  user: EmulatorUser,
  originJti: string | undefined,
  deviceKey?: string,
): AuthenticationResult {
  if (!raw.AccessToken || !raw.IdToken) {
    throw new CognitoError('InternalErrorException', 'cognito-local issued no tokens', 500)
  }
  const origin = originJti ? { origin_jti: originJti } : {}
  const device = deviceKey ? { device_key: deviceKey } : {}
  const access = decodeJwt(raw.AccessToken)?.claims
  const result: AuthenticationResult = {
    AccessToken: withClaims(raw.AccessToken, { ...origin, ...device }),
    IdToken: withClaims(raw.IdToken, { ...attributeClaims(user), ...origin }),
    ExpiresIn: (access?.exp ?? 0) - (access?.iat ?? 0),
    TokenType: 'Bearer',
  }
  return raw.RefreshToken ? { ...result, RefreshToken: raw.RefreshToken } : result
}
