// InitiateAuth, RespondToAuthChallenge, GetTokensFromRefreshToken and their admin variants: the
// flows the emulator lacks are answered here, the others pass through to it.
import { LOCAL_USER_POOL } from '../../local-user-pool.ts'
import { invalidParameter, resourceNotFound } from '../cognito-error.ts'
import { answerDevicePasswordVerifier, startDeviceSrp } from '../device-sign-in.ts'
import {
  assertFlowAllowed,
  type LayerRequest,
  type Operation,
  requireClient,
} from '../layer-context.ts'
import { refreshSession } from '../refresh-session.ts'
import {
  answerPasswordVerifier,
  completeNewPassword,
  startUserSrp,
  userPasswordAuth,
} from '../user-sign-in.ts'

const refreshFlows = new Set(['REFRESH_TOKEN_AUTH', 'REFRESH_TOKEN'])

const parametersOf = (body: Record<string, unknown>, name: string) =>
  (body[name] ?? {}) as Record<string, unknown>

export const initiateAuth: Operation = async (ctx, request) => {
  const { body } = request
  const flow = String(body.AuthFlow ?? '')
  if (flow !== 'USER_SRP_AUTH' && flow !== 'USER_PASSWORD_AUTH' && !refreshFlows.has(flow)) {
    return request.forward()
  }
  const client = await requireClient(ctx, body.ClientId)
  assertFlowAllowed(client, flow)
  const parameters = parametersOf(body, 'AuthParameters')
  if (flow === 'USER_SRP_AUTH') return startUserSrp(ctx, client, parameters)
  if (flow === 'USER_PASSWORD_AUTH') {
    return userPasswordAuth(ctx, client, parameters, request.sourceIp)
  }
  return {
    ChallengeParameters: {},
    AuthenticationResult: await refreshSession(
      ctx,
      client.ClientId,
      parameters.REFRESH_TOKEN,
      parameters.DEVICE_KEY,
    ),
  }
}

export const respondToAuthChallenge: Operation = async (ctx, request) => {
  const { body, sourceIp } = request
  const name = body.ChallengeName
  const handled = ['PASSWORD_VERIFIER', 'NEW_PASSWORD_REQUIRED', 'DEVICE_SRP_AUTH']
  if (typeof name !== 'string' || ![...handled, 'DEVICE_PASSWORD_VERIFIER'].includes(name)) {
    return request.forward()
  }
  const client = await requireClient(ctx, body.ClientId)
  const responses = parametersOf(body, 'ChallengeResponses')
  if (name === 'PASSWORD_VERIFIER') return answerPasswordVerifier(ctx, client, responses, sourceIp)
  if (name === 'NEW_PASSWORD_REQUIRED') {
    return completeNewPassword(ctx, client, body.Session, responses, sourceIp)
  }
  if (name === 'DEVICE_SRP_AUTH') return startDeviceSrp(ctx, client, body.Session, responses)
  return answerDevicePasswordVerifier(ctx, client, body.Session, responses, sourceIp)
}

export const getTokensFromRefreshToken: Operation = async (ctx, { body }) => {
  const client = await requireClient(ctx, body.ClientId)
  assertFlowAllowed(client, 'REFRESH_TOKEN_AUTH')
  return {
    AuthenticationResult: await refreshSession(
      ctx,
      client.ClientId,
      body.RefreshToken,
      body.DeviceKey,
    ),
  }
}

function assertLocalPool(body: Record<string, unknown>): void {
  if (body.UserPoolId !== LOCAL_USER_POOL.userPoolId) {
    throw resourceNotFound(`User pool ${String(body.UserPoolId)} does not exist.`)
  }
}

export const adminInitiateAuth: Operation = async (ctx, request: LayerRequest) => {
  const { body } = request
  assertLocalPool(body)
  const flow = String(body.AuthFlow ?? '')
  const client = await requireClient(ctx, body.ClientId)
  const parameters = parametersOf(body, 'AuthParameters')
  if (refreshFlows.has(flow)) {
    assertFlowAllowed(client, flow)
    const result = await refreshSession(
      ctx,
      client.ClientId,
      parameters.REFRESH_TOKEN,
      parameters.DEVICE_KEY,
    )
    return { ChallengeParameters: {}, AuthenticationResult: result }
  }
  if (flow === 'ADMIN_USER_PASSWORD_AUTH' || flow === 'ADMIN_NO_SRP_AUTH') {
    assertFlowAllowed(client, 'ADMIN_USER_PASSWORD_AUTH')
    return userPasswordAuth(ctx, client, parameters, request.sourceIp)
  }
  throw invalidParameter(`AuthFlow ${flow} is not supported by the local user pool`)
}

export const adminRespondToAuthChallenge: Operation = async (ctx, request) => {
  const { body } = request
  assertLocalPool(body)
  if (body.ChallengeName !== 'NEW_PASSWORD_REQUIRED') return request.forward()
  const client = await requireClient(ctx, body.ClientId)
  const responses = parametersOf(body, 'ChallengeResponses')
  return completeNewPassword(ctx, client, body.Session, responses, request.sourceIp)
}
