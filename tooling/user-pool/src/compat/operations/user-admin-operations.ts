// Admin calls on users: the ones where the emulator answers differently from Cognito (unknown
// users, ListUsers without pagination, disabling without ending sessions) are corrected here.
import { LOCAL_USER_POOL } from '../../local-user-pool.ts'
import { invalidParameter, userNotFound } from '../cognito-error.ts'
import { findPoolUser, type LayerContext, type Operation } from '../layer-context.ts'
import { endAllSessions } from '../sessions.ts'

const maxUsersPerPage = 60

/**
 * Cognito answers UserNotFoundException for an unknown Username, where the emulator varies; and it
 * resolves the name case-insensitively, where the emulator does not. Returns the body to forward,
 * naming the user by their exact username.
 */
export async function requireExistingUser(
  ctx: LayerContext,
  body: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if (body.UserPoolId !== LOCAL_USER_POOL.userPoolId) return body
  const user = await findPoolUser(ctx, body.Username)
  if (!user) throw userNotFound()
  return { ...body, Username: user.Username }
}

export const forwardForExistingUser: Operation = async (ctx, request) =>
  request.forward(await requireExistingUser(ctx, request.body))

/** Cognito's AdminDisableUser also revokes the user's tokens. */
export const adminDisableUser: Operation = async (ctx, request) => {
  const body = await requireExistingUser(ctx, request.body)
  const result = await request.forward(body)
  const user =
    body.UserPoolId === LOCAL_USER_POOL.userPoolId && (await findPoolUser(ctx, body.Username))
  if (user) await endAllSessions(ctx, user)
  return result
}

/** The emulator's answer, with the status the layer keeps (RESET_REQUIRED) put in. */
export const adminGetUser: Operation = async (ctx, request) => {
  const body = await requireExistingUser(ctx, request.body)
  const answer = (await request.forward(body)) as { Username?: string; UserStatus?: string }
  return withLayerStatus(ctx, answer)
}

function withLayerStatus<T extends { Username?: string; UserStatus?: string }>(
  ctx: LayerContext,
  user: T,
): T {
  return user.Username && ctx.passwordResets.isRequired(user.Username)
    ? { ...user, UserStatus: 'RESET_REQUIRED' }
    : user
}

type UserEntry = {
  Username?: string
  UserStatus?: string
  Attributes?: { Name: string; Value?: string }[]
}

export const listUsers: Operation = async (ctx, request) => {
  const { body } = request
  const limit = body.Limit === undefined ? maxUsersPerPage : Number(body.Limit)
  if (!Number.isInteger(limit) || limit < 1 || limit > maxUsersPerPage) {
    throw invalidParameter(`Limit must be between 1 and ${maxUsersPerPage}`)
  }
  const start = body.PaginationToken === undefined ? 0 : decodePage(body.PaginationToken)
  const { Users = [] } = (await request.forward()) as { Users?: UserEntry[] }
  const wanted = Array.isArray(body.AttributesToGet) ? new Set(body.AttributesToGet) : undefined
  const page = Users.slice(start, start + limit).map((user) =>
    withLayerStatus(
      ctx,
      wanted ? { ...user, Attributes: user.Attributes?.filter((a) => wanted.has(a.Name)) } : user,
    ),
  )
  const more = start + limit < Users.length
  return { Users: page, ...(more ? { PaginationToken: encodePage(start + limit) } : {}) }
}

const encodePage = (offset: number) => Buffer.from(JSON.stringify({ offset })).toString('base64url')

function decodePage(token: unknown): number {
  try {
    const offset = JSON.parse(Buffer.from(String(token), 'base64url').toString('utf8')).offset
    if (Number.isInteger(offset) && offset >= 0) return offset
  } catch {
    // falls through to the error below
  }
  throw invalidParameter('Invalid pagination token')
}
