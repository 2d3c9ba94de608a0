// Connects the shared sign-in to this portal: the user pool of env.ts, and the API client that
// tells who the signed-in user is (and that every data call goes through).
import { configureAuth, createLoginSteps, getIdToken } from '@cordillera/auth'
import { createApiClient } from '@cordillera/data-client'
import { env } from './env.ts'

configureAuth(env.cognito)

export const api = createApiClient({ baseUrl: env.apiUrl, getToken: getIdToken })
export const loginSteps = createLoginSteps(api)
