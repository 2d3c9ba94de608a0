import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, deploymentRefusals, missingDeploymentSettings, parseConfig } from './env.ts'
import { findWorkspaceRoot } from './workspace-root.ts'

const cwd = process.cwd()

describe('parseConfig', () => {
  it('has safe local defaults, with the local JWKS not trusted', () => {
    const config = parseConfig({}, cwd)
    expect(config.cognito.trustLocalJwks).toBe(false)
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      // A process never seeds the demo data unless asked (decision 046).
      seedDemo: false,
      log: { level: 'info', pretty: false },
      // A portal opened at 127.0.0.1 is another origin: development accepts both names.
      corsOrigins: [
        'http://localhost:3001',
        'http://localhost:3002',
        'http://localhost:3003',
        'http://127.0.0.1:3001',
        'http://127.0.0.1:3002',
        'http://127.0.0.1:3003',
      ],
      cognito: {
        region: 'us-east-2',
        userPoolId: 'us-east-2_CordiLocal',
        clientId: 'cordilleralocalwebclient01',
        endpoint: undefined,
      },
    })
  })

  it('puts data under <workspace root>/.data from any folder of the repo', () => {
    const root = findWorkspaceRoot(cwd)
    expect(root).not.toBeNull()
    expect(parseConfig({}, join(String(root), 'apps', 'api', 'src')).dataDir).toBe(
      join(String(root), '.data'),
    )
    // Outside any workspace: next to where it was started.
    expect(parseConfig({}, '/').dataDir).toBe('/.data')
  })

  it('trusts the local JWKS only when told exactly "true", and then needs the endpoint', () => {
    const local = { COGNITO_ENDPOINT: 'http://localhost:9229/' }
    expect(parseConfig({ ...local, AUTH_TRUST_LOCAL_JWKS: 'true' }, cwd).cognito).toMatchObject({
      trustLocalJwks: true,
      endpoint: 'http://localhost:9229',
    })
    expect(
      parseConfig({ ...local, AUTH_TRUST_LOCAL_JWKS: 'false' }, cwd).cognito.trustLocalJwks,
    ).toBe(false)
    expect(() => parseConfig({ ...local, AUTH_TRUST_LOCAL_JWKS: 'yes' }, cwd)).toThrow(ConfigError)
    expect(() => parseConfig({ AUTH_TRUST_LOCAL_JWKS: 'true' }, cwd)).toThrow(/COGNITO_ENDPOINT/)
  })

  it('reads the other keys and rejects nonsense', () => {
    const config = parseConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: '/srv/cordillera',
        DATABASE_URL: 'postgres://api@db:5432/cordillera',
        CORS_ORIGINS: 'https://backoffice.cordillera.cl, https://arrendador.cordillera.cl',
        LOG_LEVEL: 'warn',
        LOG_PRETTY: 'true',
        SEED_DEMO: 'false',
      },
      cwd,
    )
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/cordillera',
      databaseUrl: 'postgres://api@db:5432/cordillera',
      corsOrigins: ['https://backoffice.cordillera.cl', 'https://arrendador.cordillera.cl'],
      log: { level: 'warn', pretty: true },
      seedDemo: false,
    })
    expect(() => parseConfig({ PORT: 'abc' }, cwd)).toThrow(/PORT/)
    expect(() => parseConfig({ DATABASE_URL: 'mysql://x' }, cwd)).toThrow(/DATABASE_URL/)
    expect(() => parseConfig({ LOG_LEVEL: 'verbose' }, cwd)).toThrow(/LOG_LEVEL/)
    expect(() => parseConfig({ COGNITO_USER_POOL_ID: 'us-west-1_X' }, cwd)).toThrow(
      /COGNITO_USER_POOL_ID/,
    )
  })

  it('keeps unattached uploads 24 hours unless told otherwise, in whole hours', () => {
    expect(parseConfig({}, cwd).uploadsKeptHours).toBe(24)
    expect(parseConfig({ STORAGE_UPLOADS_KEPT_HOURS: '72' }, cwd).uploadsKeptHours).toBe(72)
    for (const value of ['0', '1.5', 'un día', '721']) {
      expect(() => parseConfig({ STORAGE_UPLOADS_KEPT_HOURS: value }, cwd), value).toThrow(
        /STORAGE_UPLOADS_KEPT_HOURS/,
      )
    }
  })

  it("keeps documents' files under the data dir unless told to use S3", () => {
    expect(parseConfig({ DATA_DIR: '/srv/cordillera' }, cwd).storage).toEqual({
      kind: 'disco',
      dir: '/srv/cordillera/archivos',
      signingSecret: undefined,
    })
    const secret = 'x'.repeat(32)
    expect(parseConfig({ STORAGE_SIGNING_SECRET: secret }, cwd).storage).toMatchObject({
      kind: 'disco',
      signingSecret: secret,
    })
    // A short secret could be guessed: refused rather than used.
    expect(() => parseConfig({ STORAGE_SIGNING_SECRET: 'corto' }, cwd)).toThrow(
      /STORAGE_SIGNING_SECRET/,
    )
    expect(() => parseConfig({ STORAGE: 'nube' }, cwd)).toThrow(/STORAGE/)
  })

  it('signs list cursors with CURSOR_SECRET, else a key derived from STORAGE_SIGNING_SECRET', () => {
    const secret = 'c'.repeat(32)
    const storage = 's'.repeat(32)
    expect(parseConfig({}, cwd).cursorSecret).toBeUndefined()
    expect(parseConfig({ CURSOR_SECRET: secret }, cwd).cursorSecret).toBe(secret)
    expect(
      parseConfig({ CURSOR_SECRET: secret, STORAGE_SIGNING_SECRET: storage }, cwd).cursorSecret,
    ).toBe(secret)
    // Instances sharing the storage secret share the derived key, which is not that secret.
    const derived = parseConfig({ STORAGE_SIGNING_SECRET: storage }, cwd).cursorSecret
    expect(derived).toEqual(expect.any(String))
    expect(derived).not.toBe(storage)
    expect(parseConfig({ STORAGE_SIGNING_SECRET: storage }, '/').cursorSecret).toBe(derived)
    expect(() => parseConfig({ CURSOR_SECRET: 'corto' }, cwd)).toThrow(/CURSOR_SECRET/)
  })

  it('lets a deployment (AWS Cognito) start only with a shared cursor key and the SII key', () => {
    const aws = parseConfig({}, cwd)
    expect(missingDeploymentSettings(aws)).toEqual([
      'CURSOR_SECRET (or STORAGE_SIGNING_SECRET): the key every instance signs list cursors with',
      'SII_CERT_KEY: the key the SII certificate and CAFs are encrypted with (openssl rand -base64 32)',
    ])
    const secret = 'c'.repeat(32)
    const SII_CERT_KEY = Buffer.alloc(32, 7).toString('base64')
    expect(missingDeploymentSettings(parseConfig({ CURSOR_SECRET: secret }, cwd))).toEqual([
      expect.stringMatching(/^SII_CERT_KEY/),
    ])
    expect(
      missingDeploymentSettings(parseConfig({ CURSOR_SECRET: secret, SII_CERT_KEY }, cwd)),
    ).toEqual([])
    expect(
      missingDeploymentSettings(parseConfig({ STORAGE_SIGNING_SECRET: secret, SII_CERT_KEY }, cwd)),
    ).toEqual([])
    // Development, on the local user pool: a random key per process will do.
    const local = parseConfig({ COGNITO_ENDPOINT: 'http://localhost:9229' }, cwd)
    expect(missingDeploymentSettings(local)).toEqual([])
  })

  it('seeds the demo data only when asked, and never in a deployment', () => {
    const local = { COGNITO_ENDPOINT: 'http://localhost:9229' }
    expect(parseConfig(local, cwd)).toMatchObject({ seedDemo: false, deployment: false })
    expect(parseConfig({ ...local, SEED_DEMO: '' }, cwd).seedDemo).toBe(false)
    const asked = parseConfig({ ...local, SEED_DEMO: 'true' }, cwd)
    expect(asked.seedDemo).toBe(true)
    expect(deploymentRefusals(asked)).toEqual([])
    // A typo fails rather than meaning either.
    expect(() => parseConfig({ ...local, SEED_DEMO: 'si' }, cwd)).toThrow(/SEED_DEMO/)

    // NODE_ENV=production, or AWS Cognito (no COGNITO_ENDPOINT), is a deployment: refused.
    const production = parseConfig({ ...local, NODE_ENV: 'production', SEED_DEMO: 'true' }, cwd)
    const aws = parseConfig({ SEED_DEMO: 'true' }, cwd)
    for (const config of [production, aws]) {
      expect(config.deployment).toBe(true)
      expect(deploymentRefusals(config)).toEqual([
        expect.stringMatching(
          /^SEED_DEMO=true no se permite en producción.*\/ SEED_DEMO=true is refused/,
        ),
      ])
    }
    // A deployment without the flag starts.
    expect(deploymentRefusals(parseConfig({ NODE_ENV: 'production' }, cwd))).toEqual([])
    expect(deploymentRefusals(parseConfig({ ...local, SEED_DEMO: 'false' }, cwd))).toEqual([])
  })

  it('reads the S3 settings, and says which one STORAGE=s3 lacks', () => {
    const s3 = { STORAGE: 's3', S3_BUCKET: 'cordillera-archivos', S3_REGION: 'sa-east-1' }
    expect(parseConfig(s3, cwd).storage).toEqual({
      kind: 's3',
      bucket: 'cordillera-archivos',
      region: 'sa-east-1',
      endpoint: undefined,
      credentials: undefined,
    })
    expect(
      parseConfig(
        {
          ...s3,
          S3_ENDPOINT: 'http://127.0.0.1:4568/',
          S3_ACCESS_KEY_ID: 'clave',
          S3_SECRET_ACCESS_KEY: 'secreto',
        },
        cwd,
      ).storage,
    ).toMatchObject({
      endpoint: 'http://127.0.0.1:4568',
      credentials: { accessKeyId: 'clave', secretAccessKey: 'secreto' },
    })
    expect(() => parseConfig({ STORAGE: 's3', S3_REGION: 'sa-east-1' }, cwd)).toThrow(
      /S3_BUCKET: STORAGE=s3 needs S3_BUCKET/,
    )
    expect(() => parseConfig({ STORAGE: 's3', S3_BUCKET: 'b' }, cwd)).toThrow(/S3_REGION/)
    expect(() => parseConfig({ ...s3, S3_ACCESS_KEY_ID: 'clave' }, cwd)).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    )
    expect(() => parseConfig({ ...s3, S3_ENDPOINT: 'no es url' }, cwd)).toThrow(/S3_ENDPOINT/)
    // S3 settings alone do not switch the storage.
    expect(parseConfig({ S3_BUCKET: 'b', S3_REGION: 'sa-east-1' }, cwd).storage.kind).toBe('disco')
  })
})
