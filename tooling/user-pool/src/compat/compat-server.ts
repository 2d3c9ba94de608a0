// The compatibility layer's HTTP server, the pool's public endpoint: Cognito's JSON protocol
// (POST / with X-Amz-Target) answered by the layer where it implements the operation, everything
// else (other operations, JWKS, health, OAuth routes) relayed to cognito-local as it is.
import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { DataDirPaths } from '../data-dir-paths.ts'
import { LOCAL_USER_POOL } from '../local-user-pool.ts'
import type { UserPoolLogger } from '../logger.ts'
import { CognitoError } from './cognito-error.ts'
import { answerPreflight, setCorsHeaders } from './cors.ts'
import { Devices } from './devices.ts'
import { emulatorClient } from './emulator-client.ts'
import type { LayerContext } from './layer-context.ts'
import { operations } from './operation-table.ts'
import { type LockoutPolicy, PasswordLockout } from './password-lockout.ts'
import { PasswordResets } from './password-resets.ts'
import { PendingChallenges } from './pending-challenges.ts'
import { Revocations } from './revocations.ts'
import { type AdminCredentials, assertSignedBy, isUnsignedOperation } from './signed-calls.ts'

export type CompatServerOptions = {
  host: string
  port: number
  emulatorUrl: string
  paths: DataDirPaths
  adminCredentials: AdminCredentials
  lockout: { policy?: Partial<LockoutPolicy>; now?: () => number }
  logger: UserPoolLogger
}

export type CompatServer = { endpoint: string; close: () => Promise<void> }

const maxBodyBytes = 1024 * 1024
const openIdPath = `/${LOCAL_USER_POOL.userPoolId}/.well-known/openid-configuration`

export async function startCompatServer(options: CompatServerOptions): Promise<CompatServer> {
  const ctx: LayerContext = {
    emulator: emulatorClient(options.emulatorUrl),
    paths: options.paths,
    challenges: new PendingChallenges(),
    revocations: await Revocations.open(options.paths.revocationsFile),
    devices: await Devices.open(options.paths.devicesFile),
    passwordResets: await PasswordResets.open(options.paths.passwordResetsFile),
    lockout: new PasswordLockout(options.lockout.policy, options.lockout.now),
    adminCredentials: options.adminCredentials,
    logger: options.logger,
  }
  const server = createServer((request, response) => void handle(ctx, request, response))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => resolve())
  })
  const { port } = server.address() as AddressInfo
  const host = options.host.includes(':') ? `[${options.host}]` : options.host
  return { endpoint: `http://${host}:${port}`, close: () => close(server) }
}

async function handle(ctx: LayerContext, request: IncomingMessage, response: ServerResponse) {
  try {
    setCorsHeaders(response)
    if (request.method === 'OPTIONS') return answerPreflight(response)
    const raw = await readBody(request)
    const path = new URL(request.url ?? '/', 'http://layer').pathname
    if (request.method === 'GET' && path === openIdPath) {
      return sendJson(response, 200, openIdConfiguration(request), 'application/json')
    }
    const target = request.headers['x-amz-target']
    const name = typeof target === 'string' ? target.split('.').pop() : undefined
    if (request.method === 'POST' && path === '/' && name && !isUnsignedOperation(name)) {
      assertSignedBy(
        { method: 'POST', url: request.url ?? '/', headers: request.headers, body: raw },
        ctx.adminCredentials,
        LOCAL_USER_POOL.region,
      )
    }
    const operation =
      request.method === 'POST' && path === '/' && name ? operations[name] : undefined
    if (!operation || !name) return await relay(ctx, request, response, raw)
    const body = parseBody(raw)
    const result = await operation(ctx, {
      body,
      sourceIp: request.socket.remoteAddress,
      forward: (replacement) => ctx.emulator.call(name, replacement ?? body),
    })
    sendJson(response, 200, result)
  } catch (error) {
    if (error instanceof CognitoError) return sendError(response, error)
    ctx.logger.error(`user-pool layer: ${(error as Error).stack ?? String(error)}`)
    sendError(response, new CognitoError('InternalErrorException', (error as Error).message, 500))
  }
}

function parseBody(raw: Buffer): Record<string, unknown> {
  try {
    const body = raw.length ? JSON.parse(raw.toString('utf8')) : {}
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body
  } catch {
    // answered below
  }
  throw new CognitoError('SerializationException', 'The request body is not a JSON object')
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > maxBodyBytes) throw new CognitoError('SerializationException', 'Request too large')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

async function relay(
  ctx: LayerContext,
  request: IncomingMessage,
  response: ServerResponse,
  body: Buffer,
): Promise<void> {
  const headers: Record<string, string> = {}
  for (const name of ['content-type', 'x-amz-target', 'authorization', 'accept']) {
    const value = request.headers[name]
    if (typeof value === 'string') headers[name] = value
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  const answer = await fetch(`${ctx.emulator.url}${request.url ?? '/'}`, {
    method: request.method ?? 'GET',
    headers,
    body: hasBody ? new Uint8Array(body) : undefined,
    redirect: 'manual',
  })
  const passed: Record<string, string> = {}
  for (const name of ['content-type', 'location', 'cache-control']) {
    const value = answer.headers.get(name)
    if (value) passed[name] = value
  }
  response.writeHead(answer.status, passed)
  response.end(Buffer.from(await answer.arrayBuffer()))
}

function openIdConfiguration(request: IncomingMessage) {
  const base = `http://${request.headers.host ?? 'localhost'}/${LOCAL_USER_POOL.userPoolId}`
  return {
    issuer: LOCAL_USER_POOL.issuer,
    jwks_uri: `${base}/.well-known/jwks.json`,
    id_token_signing_alg_values_supported: ['RS256'],
    subject_types_supported: ['public'],
    response_types_supported: ['code', 'token'],
  }
}

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  contentType = 'application/x-amz-json-1.1',
): void {
  response.writeHead(status, { 'content-type': contentType, 'x-amzn-requestid': randomUUID() })
  response.end(JSON.stringify(body))
}

function sendError(response: ServerResponse, error: CognitoError): void {
  if (response.headersSent) return void response.end()
  response.setHeader('x-amzn-errortype', error.type)
  sendJson(response, error.status, { __type: error.type, message: error.message })
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve())
    server.closeAllConnections()
  })
}
