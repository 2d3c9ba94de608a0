// Integration tests only (never exported): a throwaway local user pool (tooling/user-pool's test
// support) with one confirmed user created the way the API creates users, and this package
// configured against it. Amplify keeps module state, so each test file starts its own pool and
// configuration (Vitest gives each file its own module graph).
import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider'
import {
  adminClient,
  createUser,
  startTestPool,
  type TestPool,
} from '@cordillera/user-pool/testing'
import { defaultStorage } from 'aws-amplify/utils'
import { configureAuth } from './configure-auth.ts'

export { type CognitoAnswer, callCognito } from '@cordillera/user-pool/testing'

export type TestUserPool = TestPool & {
  email: string
  password: string
  admin: CognitoIdentityProviderClient
}

export async function startTestUserPool(email: string, password: string): Promise<TestUserPool> {
  const pool = await startTestPool()
  const admin = adminClient(pool.endpoint)
  await createUser(admin, email, password)
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
      await pool.cleanUp()
    },
  }
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
