// The Playwright configurations of the portals' e2e suites (apps/<portal>/e2e): the browser, the
// reporters, one project per portal and the stack the suites run against (user pool, API with
// fresh seeded data, the portals). `defineE2eConfig` is the run of `npm run e2e` and `npm test`:
// every portal's suite against one stack started once; `definePortalConfig` runs one portal's suite
// against a stack of its own (`npx playwright test` in its app) and the benchmarks.
import { join } from 'node:path'
import { httpsUrlOf, type PortalName, portalNames, repoRoot, urlOf } from '@cordillera/stack'
import { defineConfig, devices, type PlaywrightTestConfig, type Project } from '@playwright/test'
import { chromiumArgs, resolveChromium } from './chromium.ts'

export { type ApiAnswer, type ApiAsOptions, type ApiUser, apiAs } from './api-as.ts'
export { seriousViolations } from './axe.ts'
export { chromiumArgs, resolveChromium } from './chromium.ts'

export type PortalConfigOptions = {
  portal: PortalName
  /**
   * Other portals the stack serves too, for a suite that crosses portals (a site client's request
   * approved by staff in the backoffice): the spec opens them at `urlOf(name)`.
   */
  alsoServe?: readonly PortalName[]
  /**
   * The portals over HTTP/2 and TLS with a self-signed certificate, as a CDN serves them (the
   * first-load benchmarks): the browser is told to accept the certificate.
   */
  https?: boolean
}

const isCI = Boolean(process.env.CI)
const portalUrlOf = (portal: PortalName, https: boolean) =>
  https ? httpsUrlOf(portal) : urlOf(portal)

/** What every suite shares: timeouts, retries (one, on CI), reports, locale, failure evidence. */
function baseConfig(): PlaywrightTestConfig {
  return {
    fullyParallel: false,
    workers: 1,
    forbidOnly: isCI,
    retries: isCI ? 1 : 0,
    timeout: 60_000,
    expect: { timeout: 15_000 },
    reporter: [
      ['list'],
      ['json', { outputFile: '.reports/playwright.json' }],
      ...(isCI ? ([['html', { open: 'never' }]] as const) : []),
    ],
  }
}

/** A portal's suite: its address and its device (the operador's is a phone). */
function portalProject(portal: PortalName, https: boolean): Project {
  const { executablePath } = resolveChromium()
  // The operador portal is used on phones at the site: its suite runs on a phone-sized screen.
  const device = portal === 'operador' ? devices['Pixel 7'] : devices['Desktop Chrome']
  return {
    name: portal,
    use: {
      ...device,
      baseURL: portalUrlOf(portal, https),
      ignoreHTTPSErrors: https,
      locale: 'es-CL',
      timezoneId: 'America/Santiago',
      // On CI a failure is retried once, with its trace; recording every passing test's trace
      // costs about a tenth of the run. Locally (no retries) the failed run keeps its trace.
      trace: isCI ? 'on-first-retry' : 'retain-on-failure',
      screenshot: 'only-on-failure',
      browserName: 'chromium',
      launchOptions: { executablePath, args: chromiumArgs },
    },
  }
}

/** The e2e stack (tooling/stack `cli.ts e2e`) serving these portals, from fresh data. */
function stackServer(
  portals: readonly PortalName[],
  https: boolean,
): NonNullable<PlaywrightTestConfig['webServer']> {
  const [first = 'backoffice'] = portals
  const flags = portals.map((name) => `--portal ${name}`).join(' ')
  return {
    // --stop-with: the stack stops when this runner is gone, even killed without a chance to stop it.
    command: `"${process.execPath}" "${join(repoRoot, 'tooling/stack/src/cli.ts')}" e2e ${flags}${https ? ' --https' : ''} --stop-with ${process.pid}`,
    url: `${portalUrlOf(first, https)}/login`,
    // Printed once every service answers (the portals start together, after the API).
    wait: { stdout: /Cordillera está en marcha/ },
    ignoreHTTPSErrors: https,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  }
}

/** One portal's suite (its app's `./e2e`) against a stack of its own. */
export function definePortalConfig({
  portal,
  alsoServe = [],
  https = false,
}: PortalConfigOptions): PlaywrightTestConfig {
  return defineConfig({
    ...baseConfig(),
    testDir: './e2e',
    // The configuration's testDir, which the benchmarks' configurations replace with their own.
    projects: [portalProject(portal, https)],
    webServer: stackServer([portal, ...alsoServe], https),
  })
}

/**
 * Every portal's suite, one project each (`--project backoffice` runs one), against one stack that
 * serves all of them, started once for the run. The projects run one after the other, in
 * `portalNames` order; the suites' specs stay beside their apps.
 */
export function defineE2eConfig(): PlaywrightTestConfig {
  return defineConfig({
    ...baseConfig(),
    projects: portalNames.map((portal) => ({
      ...portalProject(portal, false),
      testDir: join(repoRoot, 'apps', portal, 'e2e'),
    })),
    webServer: stackServer(portalNames, false),
  })
}

export {
  confirmationCodeOf,
  DEMO_PASSWORD,
  e2eUserPoolDir,
  openUserMenu,
  signIn,
  signInOnce,
  signOut,
} from './demo.ts'
