// The portal's settings, read from the build's environment (VITE_*) here and nowhere else. The
// defaults are the local stack's (user pool on 9229, API on 3000), so a plain build runs against it.

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

const vars = import.meta.env
const endpoint = vars.VITE_COGNITO_ENDPOINT ?? 'http://localhost:9229'

export const env = {
  apiUrl: vars.VITE_API_URL || 'http://localhost:3000',
  cognito: {
    region: vars.VITE_COGNITO_REGION || 'us-east-2',
    userPoolId: vars.VITE_COGNITO_USER_POOL_ID || 'us-east-2_CordiLocal',
    userPoolClientId: vars.VITE_COGNITO_CLIENT_ID || 'cordilleralocalwebclient01',
    userPoolEndpoint: endpoint === '' ? undefined : endpoint,
  },
  storageOrigin: vars.VITE_STORAGE_ORIGIN || undefined,
}
