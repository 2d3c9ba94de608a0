// Signing a user in with a password: the SRP exchange Amplify uses by default (USER_SRP_AUTH, then
// PASSWORD_VERIFIER), the plain USER_PASSWORD_AUTH, and what follows a verified password
// (NEW_PASSWORD_REQUIRED for a temporary password, the device step, or the tokens).
import type { AppClient, EmulatorUser } from '../emulator-db.ts'
import { LOCAL_POOL_NAME, LOCAL_USER_POOL } from '../local-user-pool.ts'
import { type ChallengeResult, expectChallenge, signedIn } from './challenge-results.ts'
import {
  CognitoError,
  deviceNotFound,
  incorrectCredentials,
  invalidParameter,
  notAuthorized,
  userNotFound,
} from './cognito-error.ts'
import { findPoolUser, type LayerContext, readPool, stringParameter } from './layer-context.ts'
import { assertPasswordConforms } from './password-policy.ts'
import {
  claimSignature,
  N,
  parseHex,
  passwordVerifier,
  randomSaltHex,
  randomToken,
  serverEphemeral,
  sharedKey,
  signatureMatches,
} from './srp-math.ts'
import { issueTokens } from './token-issuer.ts'

export async function startUserSrp(
  ctx: LayerContext,
  client: AppClient,
  parameters: unknown,
): Promise<ChallengeResult> {
  const username = stringParameter(parameters, 'USERNAME')
  const A = parseHex(stringParameter(parameters, 'SRP_A'))
  if (A === undefined || A % N === 0n) throw invalidParameter('Invalid SRP_A')
  const user = await findPoolUser(ctx, username)
  // With PreventUserExistenceErrors on, an unknown user gets a decoy challenge that cannot be
  // answered, so the answer reads like a wrong password.
  if (!user && client.PreventUserExistenceErrors !== 'ENABLED') throw userNotFound()
  if (user?.Enabled === false) throw notAuthorized('User is disabled.')
  const userId = user?.Username ?? username
  const salt = randomSaltHex()
  const verifier = passwordVerifier(salt, LOCAL_POOL_NAME, userId, user?.Password ?? randomToken())
  const ephemeral = serverEphemeral(verifier)
  const secretBlock = randomToken(64)
  ctx.challenges.put(secretBlock, {
    kind: 'PASSWORD_VERIFIER',
    clientId: client.ClientId,
    username: user?.Username,
    A,
    verifier,
    ephemeral,
  })
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    ChallengeParameters: {
      SALT: salt,
      SECRET_BLOCK: secretBlock,
      SRP_B: ephemeral.B.toString(16),
      USERNAME: userId,
      USER_ID_FOR_SRP: userId,
    },
  }
}

export async function answerPasswordVerifier(
  ctx: LayerContext,
  client: AppClient,
  responses: Record<string, unknown>,
  sourceIp: string | undefined,
): Promise<ChallengeResult> {
  const secretBlock = stringParameter(responses, 'PASSWORD_CLAIM_SECRET_BLOCK')
  const timestamp = stringParameter(responses, 'TIMESTAMP')
  const pending = ctx.challenges.get(secretBlock)
  if (pending === 'expired') {
    throw notAuthorized('Invalid session for the user, session is expired.')
  }
  if (pending?.kind !== 'PASSWORD_VERIFIER' || pending.clientId !== client.ClientId) {
    throw incorrectCredentials()
  }
  const user = await findPoolUser(ctx, responses.USERNAME)
  const userId = pending.username
  if (!user || user.Username !== userId) {
    ctx.challenges.delete(secretBlock)
    throw incorrectCredentials()
  }
  // Checked before the proof, so a locked-out user is refused even with the right password.
  try {
    ctx.lockout.assertOpen(user.Username)
  } catch (error) {
    ctx.challenges.delete(secretBlock)
    throw error
  }
  const key = sharedKey(pending.A, pending.verifier, pending.ephemeral)
  const expected = key && claimSignature(key, LOCAL_POOL_NAME, userId, secretBlock, timestamp)
  if (!expected || !signatureMatches(expected, responses.PASSWORD_CLAIM_SIGNATURE)) {
    ctx.challenges.delete(secretBlock)
    ctx.lockout.failed(user.Username)
    throw incorrectCredentials()
  }
  ctx.lockout.succeeded(user.Username)
  // On "Device does not exist." Amplify drops its stored key and answers this same challenge
  // again without it, so the challenge stays open for that one case.
  const deviceKey = responses.DEVICE_KEY
  if (typeof deviceKey === 'string' && deviceKey) {
    if (!ctx.devices.get(user.Username, deviceKey)?.confirmed) throw deviceNotFound()
  }
  ctx.challenges.delete(secretBlock)
  return afterPasswordVerified(ctx, user, client.ClientId, deviceKey, sourceIp)
}

export async function userPasswordAuth(
  ctx: LayerContext,
  client: AppClient,
  parameters: unknown,
  sourceIp: string | undefined,
): Promise<ChallengeResult> {
  const username = stringParameter(parameters, 'USERNAME')
  const password = stringParameter(parameters, 'PASSWORD')
  const user = await findPoolUser(ctx, username)
  if (!user) {
    throw client.PreventUserExistenceErrors === 'ENABLED' ? incorrectCredentials() : userNotFound()
  }
  if (user.Enabled === false) throw notAuthorized('User is disabled.')
  ctx.lockout.assertOpen(user.Username)
  if (user.Password !== password) {
    ctx.lockout.failed(user.Username)
    throw incorrectCredentials()
  }
  ctx.lockout.succeeded(user.Username)
  const deviceKey = (parameters as Record<string, unknown>).DEVICE_KEY
  return afterPasswordVerified(ctx, user, client.ClientId, deviceKey, sourceIp)
}

async function afterPasswordVerified(
  ctx: LayerContext,
  user: EmulatorUser,
  clientId: string,
  deviceKey: unknown,
  sourceIp: string | undefined,
): Promise<ChallengeResult> {
  if (user.Enabled === false) throw notAuthorized('User is disabled.')
  if (user.UserStatus === 'FORCE_CHANGE_PASSWORD') return newPasswordChallenge(ctx, user, clientId)
  if (user.UserStatus === 'RESET_REQUIRED' || ctx.passwordResets.isRequired(user.Username)) {
    throw new CognitoError('PasswordResetRequiredException', 'Password reset required for the user')
  }
  if (user.UserStatus === 'UNCONFIRMED') {
    throw new CognitoError('UserNotConfirmedException', 'User is not confirmed.')
  }
  if (typeof deviceKey === 'string' && deviceKey) {
    // A device this user confirmed earlier proves itself with its own SRP round (DEVICE_SRP_AUTH);
    // an unknown one makes Amplify forget its stored key and sign in again without it.
    if (!ctx.devices.get(user.Username, deviceKey)?.confirmed) throw deviceNotFound()
    const session = randomToken()
    ctx.challenges.put(session, {
      kind: 'DEVICE_SRP_AUTH',
      clientId,
      username: user.Username,
      deviceKey,
    })
    return { ChallengeName: 'DEVICE_SRP_AUTH', Session: session, ChallengeParameters: {} }
  }
  return signedIn(await issueTokens(ctx, user, clientId, { newDevice: true, sourceIp }))
}

function newPasswordChallenge(
  ctx: LayerContext,
  user: EmulatorUser,
  clientId: string,
): ChallengeResult {
  const session = randomToken()
  ctx.challenges.put(session, { kind: 'NEW_PASSWORD_REQUIRED', clientId, username: user.Username })
  const attributes = Object.fromEntries(
    (user.Attributes ?? [])
      .filter((attribute) => attribute.Name !== 'sub')
      .map((attribute) => [attribute.Name, attribute.Value ?? '']),
  )
  return {
    ChallengeName: 'NEW_PASSWORD_REQUIRED',
    Session: session,
    ChallengeParameters: {
      USER_ID_FOR_SRP: user.Username,
      requiredAttributes: '[]',
      userAttributes: JSON.stringify(attributes),
    },
  }
}

/** Amplify's confirmSignIn with the new password (and any `userAttributes.*` it was asked for). */
export async function completeNewPassword(
  ctx: LayerContext,
  client: AppClient,
  session: unknown,
  responses: Record<string, unknown>,
  sourceIp: string | undefined,
): Promise<ChallengeResult> {
  const pending = expectChallenge(
    ctx.challenges.get(session),
    'NEW_PASSWORD_REQUIRED',
    client.ClientId,
  )
  const user = await findPoolUser(ctx, responses.USERNAME)
  if (user?.Username !== pending.username) throw notAuthorized('Invalid session for the user.')
  const password = stringParameter(responses, 'NEW_PASSWORD')
  const pool = await readPool(ctx)
  // A refused password leaves the session open, so the user can try another one.
  assertPasswordConforms(password, pool.Options.Policies?.PasswordPolicy)
  ctx.challenges.delete(session as string)
  const attributes = Object.entries(responses)
    .filter(([name]) => name.startsWith('userAttributes.'))
    .map(([name, value]) => ({ Name: name.slice('userAttributes.'.length), Value: String(value) }))
  const target = { UserPoolId: LOCAL_USER_POOL.userPoolId, Username: user.Username }
  if (attributes.length) {
    await ctx.emulator.call('AdminUpdateUserAttributes', { ...target, UserAttributes: attributes })
  }
  await ctx.emulator.call('AdminSetUserPassword', {
    ...target,
    Password: password,
    Permanent: true,
  })
  const updated = (await findPoolUser(ctx, user.Username)) ?? user
  return signedIn(await issueTokens(ctx, updated, client.ClientId, { newDevice: true, sourceIp }))
}
