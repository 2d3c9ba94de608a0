// How each of the local processes is started, per mode: `start` runs what `npm run build`
// produced, `dev` runs the hot-reloading dev servers, `e2e` runs the build against a fresh data dir.
import { join } from 'node:path'
import { LOCAL_ADMIN_CREDENTIALS } from '@cordillera/user-pool'
import { repoRoot } from './paths.ts'
import { type PortalName, ports, urlOf } from './ports.ts'
import type { ServiceSpec } from './process-group.ts'

export type Mode = 'start' | 'dev' | 'e2e'

/** The e2e stack's portals over HTTP/2 and TLS (`cli.ts e2e --https`), as a CDN serves them. */
export const httpsUrlOf = (portal: PortalName): string => `https://localhost:${ports[portal]}`

const node = process.execPath

export function userPoolService(dataDir: string, mode: Mode): ServiceSpec {
  return {
    name: 'user-pool',
    command: node,
    args: [
      join(repoRoot, 'tooling/user-pool/src/cli.ts'),
      '--port',
      String(ports.pool),
      '--data-dir',
      join(dataDir, 'user-pool'),
    ],
    cwd: repoRoot,
    readyUrl: `${urlOf('pool')}/health`,
    quiet: mode === 'e2e',
  }
}

/** The local mail catcher (tooling/mail-catcher): the API's SMTP server, its inbox in the browser. */
export function mailCatcherService(mode: Mode): ServiceSpec {
  return {
    name: 'correo',
    command: node,
    args: [
      join(repoRoot, 'tooling/mail-catcher/src/cli.ts'),
      '--smtp-port',
      String(ports.smtp),
      '--web-port',
      String(ports.mail),
    ],
    cwd: repoRoot,
    readyUrl: `${urlOf('mail')}/health`,
    quiet: mode === 'e2e',
  }
}

export function apiService(dataDir: string, mode: Mode, https = false): ServiceSpec {
  const env = {
    // The portals' https origins join the defaults when they are served over TLS.
    ...(https ? { CORS_ORIGINS: corsOrigins() } : {}),
    PORT: String(ports.api),
    DATA_DIR: dataDir,
    COGNITO_ENDPOINT: urlOf('pool'),
    // The local pool's signing key is public: trusting it is a development-only switch.
    AUTH_TRUST_LOCAL_JWKS: 'true',
    // The local pool refuses unsigned admin calls, as Cognito does: the seed signs with its key.
    COGNITO_ACCESS_KEY_ID: LOCAL_ADMIN_CREDENTIALS.accessKeyId,
    COGNITO_SECRET_ACCESS_KEY: LOCAL_ADMIN_CREDENTIALS.secretAccessKey,
    // Every local stack is a demo: the API seeds it on start (idempotent); off by default, and
    // refused by a deployment (decision 046).
    SEED_DEMO: 'true',
    // Every mail goes to the stack's mail catcher (decision 071), never out of the machine.
    SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
    LOG_PRETTY: mode === 'e2e' ? 'false' : 'true',
    LOG_LEVEL: mode === 'e2e' ? 'warn' : 'info',
  }
  const args =
    mode === 'dev'
      ? [
          join(repoRoot, 'node_modules/tsx/dist/cli.mjs'),
          'watch',
          '--clear-screen=false',
          'src/index.ts',
        ]
      : ['dist/index.js']
  return {
    name: 'api',
    command: node,
    args,
    cwd: join(repoRoot, 'apps/api'),
    env,
    readyUrl: `${urlOf('api')}/health`,
    // The first start of the embedded database creates it, migrates and seeds: allow for it.
    readyTimeoutMs: 180_000,
    quiet: mode === 'e2e',
  }
}

function corsOrigins(): string {
  return ['backoffice', 'arrendador', 'operador']
    .flatMap((portal) => {
      const port = ports[portal as PortalName]
      return [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `https://localhost:${port}`]
    })
    .join(',')
}

export function portalService(portal: PortalName, mode: Mode, https = false): ServiceSpec {
  const appDir = join(repoRoot, 'apps', portal)
  const spec =
    mode === 'dev'
      ? { command: node, args: [join(repoRoot, 'node_modules/@react-router/dev/bin.cjs'), 'dev'] }
      : {
          command: node,
          args: [
            join(repoRoot, 'tooling/stack/src/serve-spa-cli.ts'),
            join(appDir, 'build/client'),
            String(ports[portal]),
          ],
        }
  return {
    name: portal,
    ...spec,
    cwd: appDir,
    ...(https && mode !== 'dev' ? { env: { SPA_TLS: '1' } } : {}),
    readyUrl: `${https && mode !== 'dev' ? httpsUrlOf(portal) : urlOf(portal)}/`,
    quiet: mode === 'e2e',
  }
}
