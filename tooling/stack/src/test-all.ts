// `npm test`: lint, typecheck and unit/integration tests of every workspace (in parallel, cached
// by turbo; the API's suite runs on PGlite and again on a throwaway PostgreSQL server, each
// leaving its own report), then the e2e suites (every portal's, against one stack on the fixed
// ports: tooling/playwright), then each stage's wall time (with the install's, when .ci/run passes
// it) and each e2e suite's, and one summary of what every runner counted.
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { e2eSuiteTimes, formatE2eSuites } from './e2e-times.ts'
import { repoRoot } from './paths.ts'
import { findReports, formatStages, formatSummary, type Stage, summarise } from './test-summary.ts'

const turbo = join(repoRoot, 'node_modules/turbo/bin/turbo')
const run = (args: string[]): number =>
  spawnSync(process.execPath, [turbo, ...args], { cwd: repoRoot, stdio: 'inherit' }).status ?? 1

for (const report of findReports(repoRoot)) rmSync(report, { force: true })

const stages: Stage[] = []
const installSeconds = Number(process.env.CORDILLERA_INSTALL_SECONDS)
if (Number.isFinite(installSeconds) && installSeconds >= 0) {
  stages.push({ name: 'npm ci', ms: installSeconds * 1000 })
}
const timed = (name: string, args: string[]): number => {
  const started = performance.now()
  const status = run(args)
  stages.push({ name, ms: performance.now() - started })
  return status
}

let status = timed('lint, typecheck, unit and integration tests (Vitest)', [
  'run',
  'lint',
  'lint:root',
  'typecheck',
  'test',
  '--output-logs=new-only',
])
if (status === 0) {
  status = timed('e2e (Playwright)', ['run', 'e2e', '--output-logs=new-only'])
}

const summary = summarise(findReports(repoRoot))
process.stdout.write(`\n${formatStages(stages)}\n`)
const suites = e2eSuiteTimes(join(repoRoot, 'tooling/playwright/.reports/playwright.json'))
if (suites.length > 0) process.stdout.write(`${formatE2eSuites(suites)}\n`)
process.stdout.write(`\n${formatSummary(summary)}\n`)
if (status === 0 && summary.failed > 0) status = 1
process.exit(status)
