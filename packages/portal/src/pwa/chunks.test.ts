// Which modules the build puts in the signed-in file: what the guarded layout needs, never what
// `/login` loads (the bundle bench checks the outcome on real builds: /login ≤ 1.3× the bare SPA).
import { describe, expect, it } from 'vitest'
import {
  FRAMEWORK_MODULES,
  pagesChunkName,
  SHARED_WITH_LOGIN,
  SIGNED_IN_MODULES,
} from './chunks.ts'

const repo = '/work/repo'
const signedIn = [
  `${repo}/packages/auth/src/session.ts`,
  `${repo}/packages/auth/src/session-store.ts`,
  `${repo}/packages/auth/src/stored-tokens.ts`,
  `${repo}/packages/data-client/src/request.ts`,
  `${repo}/packages/portal/src/guard.ts`,
  `${repo}/packages/portal/src/runtime-services.ts`,
  `${repo}/node_modules/@tanstack/query-core/build/modern/queryClient.js`,
  `${repo}/node_modules/@tanstack/react-query/build/modern/QueryClientProvider.js`,
]
const login = [
  `${repo}/packages/auth/src/user-data.ts`,
  `${repo}/packages/auth/src/session-key.ts`,
  `${repo}/packages/auth/src/auth-errors.ts`,
  `${repo}/packages/permissions/src/known-path.ts`,
  '\0vite/preload-helper.js',
]
const elsewhere = [
  // The user pool's library, the sign-in steps and a screen's hooks load when they are needed.
  `${repo}/packages/auth/src/library.ts`,
  `${repo}/packages/auth/src/sign-in.ts`,
  `${repo}/packages/data-client/src/error-body.ts`,
  `${repo}/packages/data-client/src/define-area.ts`,
  `${repo}/node_modules/@tanstack/query-core/build/modern/hydration.js`,
  `${repo}/node_modules/@tanstack/react-query/build/modern/useMutation.js`,
  `${repo}/packages/auth/src/session.test.ts`,
]

describe('the signed-in file', () => {
  it('holds the session, the connection, the guard and the data cache', () => {
    for (const id of signedIn) expect(SIGNED_IN_MODULES.test(id), id).toBe(true)
  })

  it("leaves /login's modules to a file of their own, and React to the framework's", () => {
    for (const id of login) {
      expect(SHARED_WITH_LOGIN.test(id), id).toBe(true)
      expect(SIGNED_IN_MODULES.test(id), id).toBe(false)
    }
    expect(FRAMEWORK_MODULES.test(`${repo}/node_modules/react/jsx-runtime.js`)).toBe(true)
  })

  it('leaves out what loads on demand or with a screen', () => {
    for (const id of elsewhere) expect(SIGNED_IN_MODULES.test(id), id).toBe(false)
  })
})

describe('the files by pages (decision 058)', () => {
  it('names a file by its page, by "pages" when every page needs it, by its set of pages otherwise', () => {
    expect(pagesChunkName(['operador-reports'], 20)).toBe('page-operador-reports')
    expect(pagesChunkName(['a', 'b', 'c'], 3)).toBe('pages')
    const pair = pagesChunkName(['operador-reports', 'operador-reports-crear'], 20)
    expect(pair).toMatch(/^pages-[0-9a-f]{8}$/)
    expect(pagesChunkName(['operador-reports', 'operador-reports-crear'], 20)).toBe(pair)
    expect(pagesChunkName(['operador-reports', 'operador-reports-firmar'], 20)).not.toBe(pair)
  })

  it('keeps the early responses with the connection, not in a file of their own', () => {
    expect(SIGNED_IN_MODULES.test(`${repo}/packages/data-client/src/early-response.ts`)).toBe(true)
  })
})
