// `npm run bench:bundles`: builds the three portals and the bare React Router SPA in baseline/,
// then prints what the browser downloads to open every route of every portal (raw, gzip, brotli),
// its ratio to the baseline (gzip) and its budget (src/budgets.ts). Exits 1 when a route is over
// its budget or a file of /login has no precompressed copy. Method: src/first-load.ts and
// docs/benchmarks/bundles.md.
//   --no-build      measure the builds already on disk
//   --write-doc     also replace the generated tables in docs/benchmarks/bundles.md
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { budgetOf, LOGIN_BUDGET } from './budgets.ts'
import { compressedSizes, measureBuild, type RouteLoad, type Sizes } from './first-load.ts'

const repoRoot = join(import.meta.dirname, '../../..')
const baselineDir = join(import.meta.dirname, '../baseline')
const docFile = join(repoRoot, 'docs/benchmarks/bundles.md')
const portals = ['backoffice', 'arrendador', 'operador'] as const

const { values } = parseArgs({
  options: { 'no-build': { type: 'boolean' }, 'write-doc': { type: 'boolean' } },
})

/** Runs a node script; its output is shown only when it fails. */
function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(process.execPath, [command, ...args], { cwd, encoding: 'utf8' })
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout}${result.stderr}`)
    console.error(`Failed: ${args.join(' ')} (in ${cwd})`)
    process.exit(result.status ?? 1)
  }
}

if (!values['no-build']) {
  process.stdout.write('Building the portals (turbo) and the bare SPA…\n')
  run(
    join(repoRoot, 'node_modules/turbo/bin/turbo'),
    [
      'run',
      'build',
      ...portals.map((p) => `--filter=@cordillera/${p}`),
      '--output-logs=errors-only',
    ],
    repoRoot,
  )
  run(join(repoRoot, 'node_modules/@react-router/dev/bin.cjs'), ['build'], baselineDir)
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const sizes = (s: Sizes) => `${kb(s.raw)} / ${kb(s.gzip)} / ${kb(s.brotli)}`

const [baseline] = measureBuild(join(baselineDir, 'build/client'))
if (!baseline) throw new Error('The bare SPA has no route')
const baselineGzip = baseline.js.gzip

type Measured = RouteLoad & { ratio: number; budget: number | undefined }

type PortalResult = {
  portal: string
  routes: Measured[]
  login: Measured
  heaviest: Measured
  ratio: number
  uncompressed: string[]
}

const results: PortalResult[] = portals.map((portal) => {
  const client = join(repoRoot, 'apps', portal, 'build/client')
  if (!existsSync(join(client, 'index.html'))) {
    console.error(`${portal} is not built (${client}): run without --no-build`)
    process.exit(1)
  }
  const routes = measureBuild(client).map((route) => ({
    ...route,
    ratio: route.js.gzip / baselineGzip,
    budget: budgetOf(portal, route.chain),
  }))
  const login = routes.find((route) => route.id === 'login')
  if (!login) throw new Error(`${portal} has no login route`)
  const heaviest = routes.reduce((a, b) => (b.js.gzip > a.js.gzip ? b : a))
  // The build skips a copy that would not be smaller (a 100-byte file): those go as they are.
  const uncompressed = login.files.filter((file) => {
    const { raw, gzip, brotli } = compressedSizes(readFileSync(join(client, file)))
    return (
      (brotli < raw && !existsSync(join(client, `${file}.br`))) ||
      (gzip < raw && !existsSync(join(client, `${file}.gz`)))
    )
  })
  return { portal, routes, login, heaviest, ratio: login.js.gzip / baseline.js.gzip, uncompressed }
})

const summary = [
  `First-load JS, KB raw / gzip / brotli. Bare React Router SPA: ${sizes(baseline.js)} in ${baseline.files.length} files.`,
  '',
  '| portal | /login | files | /login ÷ bare (gzip) | heaviest screen | its first load | ÷ bare | screens over budget |',
  '|---|---:|---:|---:|---|---:|---:|---:|',
  ...results.map(
    (r) =>
      `| ${r.portal} | ${sizes(r.login.js)} | ${r.login.files.length} | ${r.ratio.toFixed(2)}× | \`${r.heaviest.path}\` | ${sizes(r.heaviest.js)} | ${r.heaviest.ratio.toFixed(2)}× | ${overBudget(r).length} of ${r.routes.length} |`,
  ),
].join('\n')

function overBudget(result: PortalResult): Measured[] {
  return result.routes.filter((route) => route.budget !== undefined && route.ratio > route.budget)
}

/** Every route of the portal, heaviest first, with its budget and whether it is within it. */
function routeTable(result: PortalResult): string {
  const rows = [...result.routes]
    .sort((a, b) => b.js.gzip - a.js.gzip || a.path.localeCompare(b.path))
    .map((route) => {
      const budget =
        route.budget === undefined
          ? '—'
          : `≤ ${route.budget.toFixed(1)}× ${route.ratio > route.budget ? '**over**' : 'ok'}`
      return `| \`${route.path}\` | ${route.files.length} | ${sizes(route.js)} | ${route.ratio.toFixed(2)}× | ${budget} |`
    })
  return [
    `### ${result.portal}`,
    '',
    '| route | files | KB raw / gzip / brotli | ÷ bare (gzip) | budget |',
    '|---|---:|---:|---:|---|',
    ...rows,
  ].join('\n')
}

process.stdout.write(`\n${summary}\n\n`)
for (const result of results) process.stdout.write(`${routeTable(result)}\n\n`)

if (values['write-doc']) {
  const start = '<!-- bench:bundles:start -->'
  const end = '<!-- bench:bundles:end -->'
  const doc = readFileSync(docFile, 'utf8')
  const from = doc.indexOf(start)
  const to = doc.indexOf(end)
  if (from < 0 || to < from) throw new Error(`${docFile} lacks the markers ${start} / ${end}`)
  const generated = [summary, '', ...results.map(routeTable).flatMap((t) => [t, ''])].join('\n')
  writeFileSync(docFile, `${doc.slice(0, from + start.length)}\n${generated}\n${doc.slice(to)}`)
  process.stdout.write(`Tables written to ${docFile}\n`)
}

let failed = false
for (const result of results) {
  for (const route of overBudget(result)) {
    console.error(
      `${result.portal}: ${route.path} is ${route.ratio.toFixed(2)}× the bare SPA (budget ${route.budget}×)`,
    )
    failed = true
  }
  if (result.uncompressed.length > 0) {
    console.error(`${result.portal}: no .br/.gz copy of ${result.uncompressed.join(', ')}`)
    failed = true
  }
}
if (!failed) {
  process.stdout.write(
    `Every route within its budget (/login ≤ ${LOGIN_BUDGET}×, signed-in operador and arrendador screens ≤ 2.0×, backoffice screens but /kit ≤ 3.0×).\n`,
  )
}
process.exit(failed ? 1 : 0)
