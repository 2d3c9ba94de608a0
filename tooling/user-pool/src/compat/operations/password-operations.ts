// Every way a password is set, checked against the pool's policy first (the emulator applies none),
// and ChangePassword answering a wrong old password the way Cognito does.
import { LOCAL_USER_POOL } from '../../local-user-pool.ts'
import { authenticate } from '../access-token.ts'
import { CognitoError, incorrectCredentials, notAuthorized } from '../cognito-error.ts'
import {
  findPoolUser,
  type LayerContext,
  type Operation,
  readPool,
  requireClient,
} from '../layer-context.ts'
import { assertPasswordConforms, generatedTemporaryPassword } from '../password-policy.ts'
import { requireExistingUser } from './user-admin-operations.ts'

const invalidCode = () =>
  new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.')

async function assertPolicy(ctx: LayerContext, password: unknown): Promise<void> {
  assertPasswordConforms(password, (await readPool(ctx)).Options.Policies?.PasswordPolicy)
}

export const changePassword: Operation = async (ctx, request) => {
  const { user } = await authenticate(ctx, request.body.AccessToken)
  if (request.body.PreviousPassword !== user.Password) throw incorrectCredentials()
  await assertPolicy(ctx, request.body.ProposedPassword)
  return request.forward()
}

/** Masks a destination the way Cognito shows it (a***@c***). */
function masked(email: string): string {
  const [local = '', domain = ''] = email.split('@')
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`
}

export const forgotPassword: Operation = async (ctx, request) => {
  const client = await requireClient(ctx, request.body.ClientId)
  const user = await findPoolUser(ctx, request.body.Username)
  // With PreventUserExistenceErrors on, an unknown user seems to get a code like anyone else.
  const email =
    user || client.PreventUserExistenceErrors !== 'ENABLED'
      ? undefined
      : String(request.body.Username ?? '')
  const exact = user ? { ...request.body, Username: user.Username } : request.body
  const answer = (email === undefined ? await request.forward(exact) : {}) as {
    CodeDeliveryDetails?: { Destination?: string }
  }
  const destination = answer.CodeDeliveryDetails?.Destination ?? email ?? ''
  return {
    CodeDeliveryDetails: {
      AttributeName: 'email',
      DeliveryMedium: 'EMAIL',
      ...answer.CodeDeliveryDetails,
      Destination: masked(destination),
    },
  }
}

export const confirmForgotPassword: Operation = async (ctx, request) => {
  await assertPolicy(ctx, request.body.Password)
  const client = await requireClient(ctx, request.body.ClientId)
  const user = await findPoolUser(ctx, request.body.Username)
  if (!user && client.PreventUserExistenceErrors === 'ENABLED') throw invalidCode()
  try {
    const answer = await request.forward(
      user ? { ...request.body, Username: user.Username } : undefined,
    )
    // The code set a new password: a user an administrator reset may sign in again.
    if (user) await ctx.passwordResets.clear(user.Username)
    return answer
  } catch (error) {
    if (error instanceof CognitoError && error.type === 'CodeMismatchException') throw invalidCode()
    throw error
  }
}

export const adminSetUserPassword: Operation = async (ctx, request) => {
  const body = await requireExistingUser(ctx, request.body)
  await assertPolicy(ctx, request.body.Password)
  const answer = await request.forward(body)
  await ctx.passwordResets.clear(String(body.Username))
  return answer
}

/**
 * Cognito's AdminResetUserPassword: the user's password stops working (RESET_REQUIRED: sign-in
 * answers PasswordResetRequiredException) and a code goes to the verified e-mail, which
 * ConfirmForgotPassword takes with the new password. The emulator lacks the operation: its
 * ForgotPassword sends and stores the code (shown in its log, read by readConfirmationCode) and
 * the layer keeps the status.
 */
export const adminResetUserPassword: Operation = async (ctx, request) => {
  const body = await requireExistingUser(ctx, request.body)
  const user = await findPoolUser(ctx, body.Username)
  if (!user) throw new CognitoError('UserNotFoundException', 'User does not exist.')
  if (user.UserStatus === 'FORCE_CHANGE_PASSWORD' || user.UserStatus === 'UNCONFIRMED') {
    throw notAuthorized('User password cannot be reset in the current state.')
  }
  const verifiedEmail = user.Attributes?.some(
    (attribute) => attribute.Name === 'email_verified' && attribute.Value === 'true',
  )
  if (!verifiedEmail) {
    throw new CognitoError(
      'InvalidParameterException',
      'Cannot reset password for the user as there is no registered/verified email or phone_number',
    )
  }
  await ctx.emulator.call('ForgotPassword', {
    ClientId: LOCAL_USER_POOL.clientId,
    Username: user.Username,
    ...(request.body.ClientMetadata ? { ClientMetadata: request.body.ClientMetadata } : {}),
  })
  await ctx.passwordResets.require(user.Username)
  return {}
}

export const adminCreateUser: Operation = async (ctx, request) => {
  // Usernames and email aliases are case-insensitive in Cognito, exact in the emulator.
  const attributes = (request.body.UserAttributes ?? []) as { Name?: string; Value?: string }[]
  const email = attributes.find((attribute) => attribute.Name === 'email')?.Value
  for (const name of [request.body.Username, email]) {
    if (request.body.UserPoolId === LOCAL_USER_POOL.userPoolId && (await findPoolUser(ctx, name))) {
      throw new CognitoError(
        'UsernameExistsException',
        'An account with the given email already exists.',
      )
    }
  }
  if (request.body.TemporaryPassword !== undefined) {
    await assertPolicy(ctx, request.body.TemporaryPassword)
    return request.forward()
  }
  // The emulator would make up six characters no policy accepts; Cognito's conform to it.
  const policy = (await readPool(ctx)).Options.Policies?.PasswordPolicy
  return request.forward({
    ...request.body,
    TemporaryPassword: generatedTemporaryPassword(policy),
  })
}

export const signUp: Operation = async (ctx, request) => {
  const pool = await readPool(ctx)
  if (pool.Options.AdminCreateUserConfig?.AllowAdminCreateUserOnly) {
    throw notAuthorized('SignUp is not permitted for this user pool')
  }
  await assertPolicy(ctx, request.body.Password)
  return request.forward()
}
