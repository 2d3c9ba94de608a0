// Cognito serves its sign-in and self-service operations to anyone, but every other call (the
// admin API: AdminCreateUser, AdminGetUser, ListUsers, …) must carry an AWS Signature Version 4
// made with credentials it recognises. The layer checks the same, against the one development key
// pair the pool is started with, so a caller that forgot its credentials fails here as it would
// against AWS.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import { CognitoError } from './cognito-error.ts'

export type AdminCredentials = { accessKeyId: string; secretAccessKey: string }

/** Operations Cognito answers without AWS credentials (they carry a client id or a token). */
const unsignedOperations = new Set([
  'InitiateAuth',
  'RespondToAuthChallenge',
  'GetTokensFromRefreshToken',
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'ChangePassword',
  'GetUser',
  'UpdateUserAttributes',
  'DeleteUser',
  'DeleteUserAttributes',
  'VerifyUserAttribute',
  'GetUserAttributeVerificationCode',
  'SetUserMFAPreference',
  'SetUserSettings',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'GlobalSignOut',
  'RevokeToken',
  'ConfirmDevice',
  'UpdateDeviceStatus',
  'ListDevices',
  'GetDevice',
  'ForgetDevice',
  'GetUserAuthFactors',
])

export const isUnsignedOperation = (operation: string) => unsignedOperations.has(operation)

export type SignedRequest = {
  method: string
  /** Path and query as received. */
  url: string
  headers: IncomingHttpHeaders
  body: Buffer
}

const algorithm = 'AWS4-HMAC-SHA256'
const service = 'cognito-idp'
/** AWS refuses a signature dated more than five minutes from its clock. */
const maxSkewMs = 5 * 60_000

const missingToken = () =>
  new CognitoError('MissingAuthenticationTokenException', 'Missing Authentication Token')
const unrecognizedClient = () =>
  new CognitoError(
    'UnrecognizedClientException',
    'The security token included in the request is invalid.',
  )
const badSignature = () =>
  new CognitoError(
    'InvalidSignatureException',
    'The request signature we calculated does not match the signature you provided. ' +
      'Check your AWS Secret Access Key and signing method. Consult the service documentation for details.',
  )
const incomplete = (message: string) => new CognitoError('IncompleteSignatureException', message)

/** Throws Cognito's error for a request that is not signed with `credentials` for this region. */
export function assertSignedBy(
  request: SignedRequest,
  credentials: AdminCredentials,
  region: string,
  now = Date.now(),
): void {
  const authorization = headerValue(request.headers, 'authorization')
  if (!authorization) throw missingToken()
  const parsed = parseAuthorization(authorization)
  if (parsed.accessKeyId !== credentials.accessKeyId) throw unrecognizedClient()

  const amzDate = headerValue(request.headers, 'x-amz-date')
  const signedAt = amzDate ? parseAmzDate(amzDate) : undefined
  if (!amzDate || signedAt === undefined) {
    throw incomplete(
      'Authorization header requires existence of either a X-Amz-Date or a Date header.',
    )
  }
  if (Math.abs(now - signedAt) > maxSkewMs) {
    throw new CognitoError(
      'InvalidSignatureException',
      `Signature expired: ${amzDate} is now earlier or later than the server's time ± 5 min.`,
    )
  }
  const [date, scopeRegion, scopeService, terminator] = parsed.scope
  if (
    date !== amzDate.slice(0, 8) ||
    scopeRegion !== region ||
    scopeService !== service ||
    terminator !== 'aws4_request'
  ) {
    throw badSignature()
  }

  const expected = signature(request, parsed.signedHeaders, amzDate, parsed.scope, credentials)
  const given = Buffer.from(parsed.signature, 'hex')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw badSignature()
}

type ParsedAuthorization = {
  accessKeyId: string
  scope: string[]
  signedHeaders: string[]
  signature: string
}

function parseAuthorization(header: string): ParsedAuthorization {
  if (!header.startsWith(`${algorithm} `)) {
    throw incomplete(`Unsupported authorization type; only ${algorithm} is accepted.`)
  }
  const fields = new Map<string, string>()
  for (const part of header.slice(algorithm.length + 1).split(',')) {
    const [name, ...value] = part.trim().split('=')
    if (name) fields.set(name, value.join('='))
  }
  const credential = fields.get('Credential')
  const signedHeaders = fields.get('SignedHeaders')
  const signatureHex = fields.get('Signature')
  if (!credential || !signedHeaders || !signatureHex) {
    throw incomplete(
      "Authorization header requires 'Credential', 'SignedHeaders' and 'Signature' parameters.",
    )
  }
  const [accessKeyId = '', ...scope] = credential.split('/')
  return {
    accessKeyId,
    scope,
    signedHeaders: signedHeaders.split(';'),
    signature: signatureHex,
  }
}

function signature(
  request: SignedRequest,
  signedHeaders: string[],
  amzDate: string,
  scope: string[],
  credentials: AdminCredentials,
): Buffer {
  const url = new URL(request.url, 'http://pool')
  const query = [...url.searchParams]
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .sort()
    .join('&')
  const headers = signedHeaders
    .map(
      (name) =>
        `${name}:${(headerValue(request.headers, name) ?? '').trim().replace(/\s+/g, ' ')}\n`,
    )
    .join('')
  const payloadHash =
    headerValue(request.headers, 'x-amz-content-sha256') ?? sha256Hex(request.body)
  const canonicalRequest = [
    request.method,
    url.pathname || '/',
    query,
    headers,
    signedHeaders.join(';'),
    payloadHash,
  ].join('\n')
  const stringToSign = [algorithm, amzDate, scope.join('/'), sha256Hex(canonicalRequest)].join('\n')
  let key: Buffer = hmac(`AWS4${credentials.secretAccessKey}`, scope[0] ?? '')
  for (const part of scope.slice(1)) key = hmac(key, part)
  return hmac(key, stringToSign)
}

function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name]
  return Array.isArray(value) ? value.join(',') : value
}

/** `20261125T031500Z` → epoch ms. */
function parseAmzDate(value: string): number | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value)
  if (!match) return undefined
  const [, y, mo, d, h, mi, s] = match.map(Number)
  return Date.UTC(y ?? 0, (mo ?? 1) - 1, d, h, mi, s)
}

const encode = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest()
