// The API's entry as an operator starts it: a deployment (NODE_ENV=production, or AWS Cognito)
// with SEED_DEMO=true refuses to start, says why naming the variable, and opens nothing
// (decision 046). Started from the sources as the fault suite starts it (node with tsx).
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..')

type Ended = { code: number | null; stdout: string; stderr: string }

/** Runs src/index.ts with only `env` (and PATH/HOME), bounded: a process that starts is a failure. */
function runApi(env: Record<string, string>): Promise<Ended> {
  const base: Record<string, string> = {}
  for (const key of ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ']) {
    const value = process.env[key]
    if (value !== undefined) base[key] = value
  }
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/index.ts'],
      { cwd: apiDir, env: { ...base, ...env }, timeout: 60_000, killSignal: 'SIGKILL' },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : null) : 0
        resolve({ code, stdout, stderr })
      },
    )
  })
}

describe('the API entry with SEED_DEMO=true in a deployment', () => {
  let dir: string

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cordillera-seed-refusal-'))
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  const deployments = {
    'NODE_ENV=production': {
      NODE_ENV: 'production',
      COGNITO_ENDPOINT: 'http://127.0.0.1:9',
    },
    'AWS Cognito (no COGNITO_ENDPOINT)': { CURSOR_SECRET: 'c'.repeat(32) },
  }

  for (const [name, env] of Object.entries(deployments)) {
    it(`exits 1 naming SEED_DEMO, before opening anything: ${name}`, async () => {
      const dataDir = join(dir, name.replace(/\W+/g, '-'))
      const ended = await runApi({
        ...env,
        SEED_DEMO: 'true',
        DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'info',
      })
      expect(ended.code).toBe(1)
      expect(ended.stderr.trim()).toBe(
        'SEED_DEMO=true no se permite en producción (NODE_ENV=production o AWS Cognito, sin COGNITO_ENDPOINT): cargaría los datos de demostración. Quite SEED_DEMO. / SEED_DEMO=true is refused in production (NODE_ENV=production or AWS Cognito, no COGNITO_ENDPOINT): it would load the demo data. Unset SEED_DEMO.',
      )
      // Neither the database nor the files' folder was created.
      expect(existsSync(dataDir)).toBe(false)
      expect(ended.stdout).not.toMatch(/api listening|demo data seeded/)
    }, 90_000)
  }
})
