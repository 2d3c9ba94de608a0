// The API's configuration: the only module that reads process.env. Read once, validated with zod,
// turned into a typed `Config` that everything else receives as a dependency.
import { createHmac } from 'node:crypto'
import { join } from 'node:path'
import { z } from 'zod'
import { defaultHeavyRequestsMax } from './http/heavy-requests.ts'
import { findWorkspaceRoot } from './workspace-root.ts'

// Development's portals (ports 3001-3003) under both names a browser may open them by: a page
// at 127.0.0.1 is another origin than the same page at localhost. A deployment lists its own
// origins in CORS_ORIGINS (each one exact: no wildcards).
const DEFAULT_CORS_ORIGINS = ['localhost', '127.0.0.1']
  .flatMap((host) => [3001, 3002, 3003].map((port) => `http://${host}:${port}`))
  .join(',')

/** Unset and '' mean "use the default". */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value))

/** Only the literal words: a typo must fail loudly rather than silently mean false. */
const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', ''])
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : value === 'true'))

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: optionalText.transform((value) => value ?? '127.0.0.1'),
    DATA_DIR: optionalText,
    DATABASE_URL: optionalText.refine(
      (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
      'DATABASE_URL must start with postgres:// or postgresql://',
    ),
    COGNITO_REGION: optionalText.transform((value) => value ?? 'us-east-2'),
    COGNITO_USER_POOL_ID: optionalText.transform((value) => value ?? 'us-east-2_CordiLocal'),
    COGNITO_CLIENT_ID: optionalText.transform((value) => value ?? 'cordilleralocalwebclient01'),
    COGNITO_ENDPOINT: optionalText.pipe(z.url().optional()),
    // Admin calls (seed, CLI) sign with these; unset = the AWS SDK's usual chain (a role, a profile).
    COGNITO_ACCESS_KEY_ID: optionalText,
    COGNITO_SECRET_ACCESS_KEY: optionalText,
    // Trusting the local pool's JWKS means trusting a key anyone can read: never on by default.
    AUTH_TRUST_LOCAL_JWKS: flag(false),
    CORS_ORIGINS: optionalText
      .transform((value) => (value ?? DEFAULT_CORS_ORIGINS).split(','))
      .pipe(z.array(z.string().trim().pipe(z.url()))),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    LOG_PRETTY: flag(false),
    // The demo data and the demo users (one published password): only a development stack asks
    // for them (tooling/stack sets it); a deployment refuses to start with it (decision 046).
    SEED_DEMO: flag(false),
    // 'production' marks a deployment, as AWS Cognito (no COGNITO_ENDPOINT) does.
    NODE_ENV: optionalText,
    // No request runs unbounded: past REQUEST_TIMEOUT_MS it is answered 503; on a PostgreSQL
    // server every statement is cancelled past DB_STATEMENT_TIMEOUT_MS (decision 039).
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
    // Period reports, exports and PDFs at once per process; unset = one per core.
    HEAVY_REQUESTS_MAX: z.coerce.number().int().min(1).max(64).optional(),
    // Documents' files: a directory under DATA_DIR (the default, nothing to set up) or Amazon S3.
    STORAGE: z
      .enum(['disco', 's3', ''])
      .optional()
      .transform((value) => (value === undefined || value === '' ? 'disco' : value)),
    S3_BUCKET: optionalText,
    S3_REGION: optionalText,
    // An S3-compatible server instead of AWS (path-style URLs).
    S3_ENDPOINT: optionalText.pipe(z.url().optional()),
    // Unset = the AWS SDK's usual chain (a role, a profile).
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    // Signs the disk adapter's file URLs; unset = a random secret per process (URLs issued before
    // a restart, or by another instance, stop working).
    STORAGE_SIGNING_SECRET: optionalText.refine(
      (value) => value === undefined || value.length >= 32,
      'STORAGE_SIGNING_SECRET must be at least 32 characters',
    ),
    // An upload no document took is removed once this many hours old (decision 036).
    STORAGE_UPLOADS_KEPT_HOURS: z.coerce.number().int().min(1).max(720).default(24),
    // Signs the lists' page cursors (decision 037); every instance behind one address needs the
    // same. Unset = derived from STORAGE_SIGNING_SECRET when that is set, else a random key per
    // process (development and tests; a deployment on AWS Cognito refuses to start without one).
    CURSOR_SECRET: optionalText.refine(
      (value) => value === undefined || value.length >= 32,
      'CURSOR_SECRET must be at least 32 characters',
    ),
    // The key the SII's signing certificate, its password and the CAFs are encrypted with at rest
    // (decision 087): 32 bytes in base64. Unset = development's fixed key; a deployment on AWS
    // Cognito, or NODE_ENV=production, refuses to start without one.
    SII_CERT_KEY: optionalText,
    // The bearer token GET /metrics asks for; unset = no /metrics (404). Decision 092.
    METRICS_TOKEN: optionalText.refine((value) => value === undefined || value.length >= 16, {
      message: 'METRICS_TOKEN must be at least 16 characters',
    }),
    // E-mail (decision 071): one SMTP server, by URL (`smtp://user:pass@host:587`, `smtps://…:465`)
    // or by parts; unset = no mail is sent (the notifications stay in the portals' bell, their
    // mails wait in the queue until a server is configured). Amazon SES: its SMTP interface.
    SMTP_URL: optionalText.refine(
      (value) => value === undefined || /^smtps?:\/\//.test(value),
      'SMTP_URL must start with smtp:// or smtps://',
    ),
    SMTP_HOST: optionalText,
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
    // true = TLS from the first byte (port 465); false = STARTTLS when the server offers it.
    SMTP_SECURE: flag(false),
    SMTP_USER: optionalText,
    SMTP_PASS: optionalText,
    MAIL_FROM: optionalText.transform(
      (value) => value ?? 'Cordillera <no-responder@cordillera.cl>',
    ),
    // Where each portal is served, for the links in the mails (a notification's path is its
    // recipient's portal's).
    PORTAL_BACKOFFICE_URL: optionalText.pipe(z.url().optional()),
    PORTAL_ARRENDADOR_URL: optionalText.pipe(z.url().optional()),
    PORTAL_OPERADOR_URL: optionalText.pipe(z.url().optional()),
  })
  .refine((env) => env.COGNITO_USER_POOL_ID.startsWith(`${env.COGNITO_REGION}_`), {
    message: 'COGNITO_USER_POOL_ID must start with COGNITO_REGION followed by _',
    path: ['COGNITO_USER_POOL_ID'],
  })
  .refine(
    (env) =>
      (env.COGNITO_ACCESS_KEY_ID === undefined) === (env.COGNITO_SECRET_ACCESS_KEY === undefined),
    {
      message: 'COGNITO_ACCESS_KEY_ID and COGNITO_SECRET_ACCESS_KEY go together',
      path: ['COGNITO_SECRET_ACCESS_KEY'],
    },
  )
  .refine((env) => !env.AUTH_TRUST_LOCAL_JWKS || env.COGNITO_ENDPOINT !== undefined, {
    message: 'AUTH_TRUST_LOCAL_JWKS=true needs COGNITO_ENDPOINT (the local user pool)',
    path: ['AUTH_TRUST_LOCAL_JWKS'],
  })
  .refine((env) => env.STORAGE !== 's3' || env.S3_BUCKET !== undefined, {
    message: 'STORAGE=s3 needs S3_BUCKET',
    path: ['S3_BUCKET'],
  })
  .refine((env) => env.STORAGE !== 's3' || env.S3_REGION !== undefined, {
    message: 'STORAGE=s3 needs S3_REGION',
    path: ['S3_REGION'],
  })
  .refine((env) => env.SMTP_URL === undefined || env.SMTP_HOST === undefined, {
    message: 'SMTP_URL and SMTP_HOST name the same server: set one of them',
    path: ['SMTP_HOST'],
  })
  .refine((env) => env.SMTP_PASS === undefined || env.SMTP_USER !== undefined, {
    message: 'SMTP_PASS needs SMTP_USER',
    path: ['SMTP_USER'],
  })
  .refine(
    (env) => (env.S3_ACCESS_KEY_ID === undefined) === (env.S3_SECRET_ACCESS_KEY === undefined),
    {
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
      path: ['S3_SECRET_ACCESS_KEY'],
    },
  )

export type LogConfig = { level: string; pretty: boolean }

export type CognitoConfig = {
  region: string
  userPoolId: string
  clientId: string
  /** The local user pool; undefined = the real AWS Cognito. */
  endpoint: string | undefined
  trustLocalJwks: boolean
  /** The key pair admin calls sign with; undefined = the AWS SDK's default credential chain. */
  adminCredentials: { accessKeyId: string; secretAccessKey: string } | undefined
}

export type S3Config = {
  bucket: string
  region: string
  /** An S3-compatible server (path-style); undefined = AWS. */
  endpoint: string | undefined
  /** undefined = the AWS SDK's default credential chain. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined
}

export type StorageConfig =
  | {
      kind: 'disco'
      /** `${dataDir}/archivos`. */
      dir: string
      /** undefined = a random secret of the process. */
      signingSecret: string | undefined
    }
  | ({ kind: 's3' } & S3Config)

/** The SMTP server mails go to (mail/smtp-mailer.ts), and who they come from. */
export type SmtpConfig = { from: string } & (
  | { url: string }
  | {
      url?: undefined
      host: string
      port: number
      /** TLS from the start (465); false = STARTTLS when offered. */
      secure: boolean
      user: string | undefined
      pass: string | undefined
    }
)

/** Each portal's address, for the links in mails. */
export type PortalUrls = Record<'backoffice' | 'arrendador' | 'operador', string>

export type Config = {
  port: number
  host: string
  dataDir: string
  /** postgres://… = a real PostgreSQL server; undefined = PGlite in `${dataDir}/pg`. */
  databaseUrl: string | undefined
  cognito: CognitoConfig
  corsOrigins: string[]
  log: LogConfig
  /** SEED_DEMO: seed the demo data on start (development stacks only, see deploymentRefusals). */
  seedDemo: boolean
  /** A deployment: NODE_ENV=production, or AWS Cognito (no COGNITO_ENDPOINT). */
  deployment: boolean
  storage: StorageConfig
  /** Hours an upload waits for its document before the API's sweep removes it. */
  uploadsKeptHours: number
  /**
   * The key the lists' page cursors are signed with: CURSOR_SECRET, else one derived from
   * STORAGE_SIGNING_SECRET; undefined = a random key of the app (cursors die with the process).
   */
  cursorSecret: string | undefined
  /** SII_CERT_KEY: the SII secrets' key at rest (sii/cifrado.ts); undefined = development's. */
  siiCertKey: string | undefined
  /** METRICS_TOKEN: the bearer token of GET /metrics; undefined = no /metrics (404). */
  metricsToken: string | undefined
  /** A request still unanswered after this long is answered 503. */
  requestTimeoutMs: number
  /** PostgreSQL's statement_timeout for every connection of the API. */
  statementTimeoutMs: number
  /** Heavy requests (http/heavy-requests.ts) running at once; the rest wait their turn. */
  heavyRequestsMax: number
  /** Where mails go; undefined = none is sent (SMTP_URL or SMTP_HOST unset). */
  smtp: SmtpConfig | undefined
  portalUrls: PortalUrls
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Pure: validates a given environment (tests pass their own). */
export function parseConfig(source: Record<string, string | undefined>, cwd: string): Config {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`)
  }
  const env = result.data
  const dataDir = env.DATA_DIR ?? join(findWorkspaceRoot(cwd) ?? cwd, '.data')
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    cognito: {
      region: env.COGNITO_REGION,
      userPoolId: env.COGNITO_USER_POOL_ID,
      clientId: env.COGNITO_CLIENT_ID,
      endpoint: env.COGNITO_ENDPOINT?.replace(/\/+$/, ''),
      trustLocalJwks: env.AUTH_TRUST_LOCAL_JWKS,
      adminCredentials:
        env.COGNITO_ACCESS_KEY_ID && env.COGNITO_SECRET_ACCESS_KEY
          ? {
              accessKeyId: env.COGNITO_ACCESS_KEY_ID,
              secretAccessKey: env.COGNITO_SECRET_ACCESS_KEY,
            }
          : undefined,
    },
    corsOrigins: env.CORS_ORIGINS,
    log: { level: env.LOG_LEVEL, pretty: env.LOG_PRETTY },
    seedDemo: env.SEED_DEMO,
    deployment: env.NODE_ENV === 'production' || env.COGNITO_ENDPOINT === undefined,
    storage: storageConfigOf(env, dataDir),
    uploadsKeptHours: env.STORAGE_UPLOADS_KEPT_HOURS,
    cursorSecret: cursorSecretOf(env),
    siiCertKey: env.SII_CERT_KEY,
    metricsToken: env.METRICS_TOKEN,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
    heavyRequestsMax: env.HEAVY_REQUESTS_MAX ?? defaultHeavyRequestsMax(),
    smtp: smtpConfigOf(env),
    portalUrls: {
      backoffice: (env.PORTAL_BACKOFFICE_URL ?? 'http://localhost:3001').replace(/\/+$/, ''),
      arrendador: (env.PORTAL_ARRENDADOR_URL ?? 'http://localhost:3002').replace(/\/+$/, ''),
      operador: (env.PORTAL_OPERADOR_URL ?? 'http://localhost:3003').replace(/\/+$/, ''),
    },
  }
}

function smtpConfigOf(env: z.infer<typeof envSchema>): SmtpConfig | undefined {
  const from = env.MAIL_FROM
  if (env.SMTP_URL !== undefined) return { url: env.SMTP_URL, from }
  if (env.SMTP_HOST === undefined) return undefined
  return {
    from,
    host: env.SMTP_HOST,
    port: env.SMTP_PORT,
    secure: env.SMTP_SECURE,
    user: env.SMTP_USER,
    pass: env.SMTP_PASS,
  }
}

/**
 * A deployment that already shares STORAGE_SIGNING_SECRET among its instances gets a cursor key
 * from it without a new setting. Derived, not the same key: a file URL's token is never a valid
 * cursor, nor the other way round.
 */
function cursorSecretOf(env: z.infer<typeof envSchema>): string | undefined {
  if (env.CURSOR_SECRET) return env.CURSOR_SECRET
  if (!env.STORAGE_SIGNING_SECRET) return undefined
  return createHmac('sha256', env.STORAGE_SIGNING_SECRET)
    .update('cordillera list cursors')
    .digest('base64url')
}

/**
 * What a deployment must set that development may leave out: with AWS Cognito (no
 * COGNITO_ENDPOINT) the API serves real users, possibly from several instances, which must
 * accept each other's list cursors. Empty = nothing missing.
 */
export function missingDeploymentSettings(config: Config): string[] {
  if (config.cognito.endpoint !== undefined) return []
  const missing: string[] = []
  if (config.cursorSecret === undefined)
    missing.push(
      'CURSOR_SECRET (or STORAGE_SIGNING_SECRET): the key every instance signs list cursors with',
    )
  if (config.siiCertKey === undefined)
    missing.push(
      'SII_CERT_KEY: the key the SII certificate and CAFs are encrypted with (openssl rand -base64 32)',
    )
  return missing
}

/**
 * What a deployment must not be started with, each a message naming the variable (Spanish, then
 * English: an operator reads it in the logs). Empty = nothing refused.
 */
export function deploymentRefusals(config: Config): string[] {
  if (!config.deployment || !config.seedDemo) return []
  return [
    'SEED_DEMO=true no se permite en producción (NODE_ENV=production o AWS Cognito, sin COGNITO_ENDPOINT): cargaría los datos de demostración. Quite SEED_DEMO. / SEED_DEMO=true is refused in production (NODE_ENV=production or AWS Cognito, no COGNITO_ENDPOINT): it would load the demo data. Unset SEED_DEMO.',
  ]
}

function storageConfigOf(env: z.infer<typeof envSchema>, dataDir: string): StorageConfig {
  if (env.STORAGE === 'disco' || !env.S3_BUCKET || !env.S3_REGION) {
    return {
      kind: 'disco',
      dir: join(dataDir, 'archivos'),
      signingSecret: env.STORAGE_SIGNING_SECRET,
    }
  }
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT?.replace(/\/+$/, ''),
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  }
}

let cached: Config | undefined

/** The process configuration, read from process.env the first time. */
export function readConfig(): Config {
  cached ??= parseConfig(process.env, process.cwd())
  return cached
}
