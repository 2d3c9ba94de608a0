// The device half of a sign-in on a device the user confirmed before: DEVICE_SRP_AUTH opens an SRP
// round against the verifier the device registered (ConfirmDevice), DEVICE_PASSWORD_VERIFIER checks
// the proof signed with the device's group key, key and random password, then tokens follow.
import type { AppClient } from '../emulator-db.ts'
import { type ChallengeResult, expectChallenge, signedIn } from './challenge-results.ts'
import {
  deviceNotFound,
  incorrectCredentials,
  invalidParameter,
  notAuthorized,
} from './cognito-error.ts'
import { findPoolUser, type LayerContext, nowSeconds, stringParameter } from './layer-context.ts'
import {
  claimSignature,
  N,
  parseHex,
  randomToken,
  serverEphemeral,
  sharedKey,
  signatureMatches,
} from './srp-math.ts'
import { issueTokens } from './token-issuer.ts'

const hexOfBase64 = (base64: string) => Buffer.from(base64, 'base64').toString('hex')

export function startDeviceSrp(
  ctx: LayerContext,
  client: AppClient,
  session: unknown,
  responses: Record<string, unknown>,
): ChallengeResult {
  const pending = expectChallenge(ctx.challenges.take(session), 'DEVICE_SRP_AUTH', client.ClientId)
  const deviceKey = stringParameter(responses, 'DEVICE_KEY')
  if (deviceKey !== pending.deviceKey) throw notAuthorized('Invalid session for the user.')
  const A = parseHex(stringParameter(responses, 'SRP_A'))
  if (A === undefined || A % N === 0n) throw invalidParameter('Invalid SRP_A')
  const device = ctx.devices.get(pending.username, deviceKey)
  if (!device?.confirmed || !device.verifier || !device.salt) throw deviceNotFound()
  const verifier = BigInt(`0x${hexOfBase64(device.verifier)}`)
  const ephemeral = serverEphemeral(verifier)
  const secretBlock = randomToken(64)
  const next = randomToken()
  ctx.challenges.put(next, {
    kind: 'DEVICE_PASSWORD_VERIFIER',
    clientId: client.ClientId,
    username: pending.username,
    deviceKey,
    deviceGroupKey: device.groupKey,
    secretBlock,
    A,
    verifier,
    ephemeral,
  })
  return {
    ChallengeName: 'DEVICE_PASSWORD_VERIFIER',
    Session: next,
    ChallengeParameters: {
      SRP_B: ephemeral.B.toString(16),
      SALT: hexOfBase64(device.salt),
      SECRET_BLOCK: secretBlock,
      USERNAME: pending.username,
      DEVICE_KEY: deviceKey,
    },
  }
}

export async function answerDevicePasswordVerifier(
  ctx: LayerContext,
  client: AppClient,
  session: unknown,
  responses: Record<string, unknown>,
  sourceIp: string | undefined,
): Promise<ChallengeResult> {
  const pending = expectChallenge(
    ctx.challenges.take(session),
    'DEVICE_PASSWORD_VERIFIER',
    client.ClientId,
  )
  const timestamp = stringParameter(responses, 'TIMESTAMP')
  if (
    responses.DEVICE_KEY !== pending.deviceKey ||
    responses.PASSWORD_CLAIM_SECRET_BLOCK !== pending.secretBlock
  ) {
    throw incorrectCredentials()
  }
  const key = sharedKey(pending.A, pending.verifier, pending.ephemeral)
  const expected =
    key &&
    claimSignature(key, pending.deviceGroupKey, pending.deviceKey, pending.secretBlock, timestamp)
  if (!expected || !signatureMatches(expected, responses.PASSWORD_CLAIM_SIGNATURE)) {
    throw incorrectCredentials()
  }
  const user = await findPoolUser(ctx, pending.username)
  if (!user) throw incorrectCredentials()
  if (user.Enabled === false) throw notAuthorized('User is disabled.')
  await ctx.devices.update(user.Username, pending.deviceKey, {
    lastAuthenticatedAt: nowSeconds(),
    lastIp: sourceIp,
  })
  return signedIn(
    await issueTokens(ctx, user, client.ClientId, {
      newDevice: false,
      deviceKey: pending.deviceKey,
      sourceIp,
    }),
  )
}
