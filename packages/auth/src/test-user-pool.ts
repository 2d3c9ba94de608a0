// Integration tests only (never exported): a throwaway local user pool (tooling/user-pool) on a
// free port with a temporary data dir, one confirmed user created the way the API creates users,
// and this package configured against it. Amplify keeps module state, so each test file starts
// its own pool and configuration (Vitest gives each file its own module graph).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider'
import { type RunningUserPool, startUserPool } from '@cordillera/user-pool'
import { defaultStorage } from 'aws-amplify/utils'
import { configureAuth } from './configure-auth.ts'

export type TestUserPool = RunningUserPool & {
  email: string
  password: string
  admin: CognitoIdentityProviderClient
  cleanUp: () => Promise<void>
}

export async function startTestUserPool(email: string, password: string): Promise<TestUserPool> {
  const dataDir = await mkdtemp(join(tmpdir(), 'cordillera-auth-'))
  const pool = await startUserPool({ port: 0, dataDir })
  const admin = new CognitoIdentityProviderClient({
    endpoint: pool.endpoint,
    region: pool.region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  })
  await admin.send(
    new AdminCreateUserCommand({
      UserPoolId: pool.userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: 'Usuaria de Prueba' },
      ],
    }),
  )
  await admin.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: pool.userPoolId,
      Username: email,
      Password: password,
      Permanent: true,
    }),
  )
  configureAuth({
    region: pool.region,
    userPoolId: pool.userPoolId,
    userPoolClientId: pool.clientId,
    userPoolEndpoint: pool.endpoint,
  })
  return {
    ...pool,
    email,
    password,
    admin,
    cleanUp: async () => {
      admin.destroy()
      await pool.stop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

export type CognitoAnswer = { status: number; body: Record<string, unknown> }

/** One raw request of Cognito's JSON protocol, to use tokens Amplify no longer admits holding. */
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

/**
 * Reads or writes one item Amplify keeps for the signed-in user in its default storage (in memory
 * under Node), under Amplify's documented keys `CognitoIdentityServiceProvider.<client>.<user>.<item>`.
 */
export async function amplifyUserItemKey(clientId: string, item: string): Promise<string> {
  const prefix = `CognitoIdentityServiceProvider.${clientId}`
  const user = await defaultStorage.getItem(`${prefix}.LastAuthUser`)
  if (!user) throw new Error('Amplify holds no signed-in user')
  return `${prefix}.${user}.${item}`
}

export { defaultStorage as amplifyStorage }
