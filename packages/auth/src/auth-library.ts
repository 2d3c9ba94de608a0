// Loads the user pool's library once, configured with the settings of `setAuthConfig`
// (auth-config.ts). A failed load (offline with nothing cached, a deploy that replaced the files)
// is tried again on the next call.
import { amplifyConfigured, authConfig } from './auth-config.ts'

export type AuthLibrary = typeof import('./library.ts')

let loading: Promise<AuthLibrary> | undefined

export function loadAuthLibrary(): Promise<AuthLibrary> {
  loading ??= import('./library.ts').catch((error: unknown) => {
    loading = undefined
    throw error
  })
  return loading.then((library) => {
    const config = authConfig()
    // Without settings, whoever uses the library has configured Amplify itself (tests, tools).
    if (config && !amplifyConfigured()) library.configureAuth(config)
    return library
  })
}
