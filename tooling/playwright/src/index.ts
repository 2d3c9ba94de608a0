// One Playwright configuration for every portal's e2e suite (apps/<portal>/e2e): the browser, the
// reporters, and the stack the suite runs against (user pool, API and that portal, fresh data).
import { join } from 'node:path'
import { httpsUrlOf, type PortalName, repoRoot, urlOf } from '@cordillera/stack'
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test'
import { chromiumArgs, resolveChromium } from './chromium.ts'

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

export function definePortalConfig({
  portal,
  alsoServe = [],
  https = false,
}: PortalConfigOptions): PlaywrightTestConfig {
  const portalUrl = https ? httpsUrlOf(portal) : urlOf(portal)
  const { executablePath } = resolveChromium()
  const isCI = Boolean(process.env.CI)
  // The operador portal is used on phones at the site: its suite runs on a phone-sized screen.
  const device = portal === 'operador' ? devices['Pixel 7'] : devices['Desktop Chrome']
  return defineConfig({
    testDir: './e2e',
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
    use: {
      baseURL: portalUrl,
      ignoreHTTPSErrors: https,
      locale: 'es-CL',
      timezoneId: 'America/Santiago',
      trace: 'retain-on-failure',
      screenshot: 'only-on-failure',
    },
    projects: [
      {
        name: `${portal}-chromium`,
        use: {
          ...device,
          browserName: 'chromium',
          launchOptions: { executablePath, args: chromiumArgs },
        },
      },
    ],
    webServer: {
      command: `"${process.execPath}" "${join(repoRoot, 'tooling/stack/src/cli.ts')}" e2e ${[portal, ...alsoServe].map((name) => `--portal ${name}`).join(' ')}${https ? ' --https' : ''}`,
      url: `${portalUrl}/login`,
      ignoreHTTPSErrors: https,
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
  })
}

export {
  confirmationCodeOf,
  DEMO_PASSWORD,
  e2eUserPoolDir,
  openUserMenu,
  signIn,
  signOut,
} from './demo.ts'
