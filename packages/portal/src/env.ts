// A portal's settings, read from its build's environment (VITE_*, decision 004). Each app's
// app/env.ts passes its own `import.meta.env` (Vite fills it per build) and reads them nowhere
// else. The defaults are the local stack's (user pool on 9229, API on 3000), so a plain build runs
// against it.

declare global {
  interface ImportMetaEnv {
    readonly VITE_API_URL?: string
    readonly VITE_COGNITO_REGION?: string
    readonly VITE_COGNITO_USER_POOL_ID?: string
    readonly VITE_COGNITO_CLIENT_ID?: string
    /** The local user pool's URL; an empty string means the real AWS Cognito. */
    readonly VITE_COGNITO_ENDPOINT?: string
    /**
     * The documents' bucket when the API runs with `STORAGE=s3`, e.g.
     * `https://<bucket>.s3.<region>.amazonaws.com`: browsers PUT and GET files there by signed
     * URL, so the Content-Security-Policy must allow it. Unset: the API's own files (`disco`).
     */
    readonly VITE_STORAGE_ORIGIN?: string
  }
}

export type PortalEnvVars = Pick<
  ImportMetaEnv,
  | 'VITE_API_URL'
  | 'VITE_COGNITO_REGION'
  | 'VITE_COGNITO_USER_POOL_ID'
  | 'VITE_COGNITO_CLIENT_ID'
  | 'VITE_COGNITO_ENDPOINT'
  | 'VITE_STORAGE_ORIGIN'
>

/** The API, the user pool and the documents' bucket a portal's build was given. */
export function readPortalEnv(vars: PortalEnvVars) {
  const endpoint = vars.VITE_COGNITO_ENDPOINT ?? 'http://localhost:9229'
  return {
    apiUrl: vars.VITE_API_URL || 'http://localhost:3000',
    cognito: {
      region: vars.VITE_COGNITO_REGION || 'us-east-2',
      userPoolId: vars.VITE_COGNITO_USER_POOL_ID || 'us-east-2_CordiLocal',
      userPoolClientId: vars.VITE_COGNITO_CLIENT_ID || 'cordilleralocalwebclient01',
      userPoolEndpoint: endpoint === '' ? undefined : endpoint,
    },
    storageOrigin: vars.VITE_STORAGE_ORIGIN || undefined,
  }
}

export type PortalEnv = ReturnType<typeof readPortalEnv>
