// Shared by the test files: a throwaway pool on a free port, raw Cognito calls (to check the wire
// format and to use tokens Amplify keeps to itself), and the admin SDK pointed at the pool.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider'
import { LOCAL_ADMIN_CREDENTIALS, LOCAL_USER_POOL } from './local-user-pool.ts'
import {
  type RunningUserPool,
  type StartUserPoolOptions,
  startUserPool,
} from './start-user-pool.ts'

export type TestPool = RunningUserPool & { cleanUp: () => Promise<void> }

export async function startTestPool(
  options: Omit<StartUserPoolOptions, 'dataDir' | 'port'> = {},
): Promise<TestPool> {
  const dataDir = await mkdtemp(join(tmpdir(), 'cordillera-user-pool-'))
  const pool = await startUserPool({ ...options, port: 0, dataDir })
  return {
    ...pool,
    cleanUp: async () => {
      await pool.stop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

export type CognitoAnswer = { status: number; body: Record<string, unknown> }

/** One request of Cognito's JSON protocol, answered as it came (errors included). */
export async function callCognito(
  endpoint: string,
  operation: string,
  body: unknown,
): Promise<CognitoAnswer> {
  const response = await fetch(`${endpoint}/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** The admin SDK signing with the pool's development key pair (or the given one). */
export function adminClient(
  endpoint: string,
  credentials: { accessKeyId: string; secretAccessKey: string } = LOCAL_ADMIN_CREDENTIALS,
): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint,
    region: LOCAL_USER_POOL.region,
    credentials,
  })
}

/** Creates a confirmed user the way the API will: admin-created, then a permanent password. */
export async function createUser(
  admin: CognitoIdentityProviderClient,
  email: string,
  password: string,
  name = 'Usuaria de Prueba',
): Promise<string> {
  const created = await admin.send(
    new AdminCreateUserCommand({
      UserPoolId: LOCAL_USER_POOL.userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: name },
      ],
    }),
  )
  await admin.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: LOCAL_USER_POOL.userPoolId,
      Username: email,
      Password: password,
      Permanent: true,
    }),
  )
  return created.User?.Username ?? ''
}

/** An in-memory store for Amplify's tokens, so a test can read the refresh token it keeps. */
export function memoryKeyValueStorage() {
  const items = new Map<string, string>()
  return {
    items,
    setItem: async (key: string, value: string) => {
      items.set(key, value)
    },
    getItem: async (key: string) => items.get(key) ?? null,
    removeItem: async (key: string) => {
      items.delete(key)
    },
    clear: async () => {
      items.clear()
    },
    find: (suffix: string) => [...items].find(([key]) => key.endsWith(suffix))?.[1],
  }
}

export function decodeClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'))
}
