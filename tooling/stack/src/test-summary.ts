// Adds up the JSON reports Vitest and Playwright leave in each workspace's `.reports/`, so
// `npm test` ends with one line a person (or CI) can read: "N passed, N failed".
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export type Counts = { passed: number; failed: number; skipped: number }
export type Summary = Counts & { runners: Record<string, Counts> }

/**
 * The workspaces' folders as the root's package.json lists them (`apps/*`, `infra`); without a
 * package.json, the three groups every workspace of the repository used to sit in.
 */
function workspaceDirs(root: string): string[] {
  const manifest = join(root, 'package.json')
  const patterns: string[] = existsSync(manifest)
    ? (JSON.parse(readFileSync(manifest, 'utf8')).workspaces ?? [])
    : ['apps/*', 'packages/*', 'tooling/*']
  return patterns.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [join(root, pattern)]
    const group = join(root, pattern.slice(0, -2))
    return existsSync(group) ? readdirSync(group).map((name) => join(group, name)) : []
  })
}

export function findReports(root: string): string[] {
  const reports: string[] = []
  for (const workspace of workspaceDirs(root)) {
    const dir = join(workspace, '.reports')
    if (!existsSync(dir)) continue
    for (const file of readdirSync(dir)) if (file.endsWith('.json')) reports.push(join(dir, file))
  }
  return reports
}

type VitestReport = {
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests?: number
}
type PlaywrightReport = {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
}

export function countsOf(report: unknown): { runner: string; counts: Counts } | null {
  if (typeof report !== 'object' || report === null) return null
  if ('numPassedTests' in report) {
    const r = report as VitestReport
    return {
      runner: 'vitest',
      counts: {
        passed: r.numPassedTests,
        failed: r.numFailedTests,
        skipped: r.numPendingTests + (r.numTodoTests ?? 0),
      },
    }
  }
  if ('stats' in report && typeof (report as PlaywrightReport).stats?.expected === 'number') {
    const { stats } = report as PlaywrightReport
    return {
      runner: 'playwright',
      counts: {
        passed: stats.expected + stats.flaky,
        failed: stats.unexpected,
        skipped: stats.skipped,
      },
    }
  }
  return null
}

export function summarise(files: string[]): Summary {
  const summary: Summary = { passed: 0, failed: 0, skipped: 0, runners: {} }
  for (const file of files) {
    let parsed: unknown
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'))
    } catch {
      continue
    }
    const result = countsOf(parsed)
    if (!result) continue
    const runner = summary.runners[result.runner] ?? { passed: 0, failed: 0, skipped: 0 }
    summary.runners[result.runner] = runner
    for (const key of ['passed', 'failed', 'skipped'] as const) {
      runner[key] += result.counts[key]
      summary[key] += result.counts[key]
    }
  }
  return summary
}

const line = ({ passed, failed, skipped }: Counts) =>
  `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`

export function formatSummary(summary: Summary): string {
  const perRunner = Object.entries(summary.runners).map(
    ([name, counts]) => `  ${name}: ${line(counts)}`,
  )
  return ['Resumen de pruebas:', ...perRunner, `Total: ${line(summary)}`].join('\n')
}

/** A stage of `npm test` (or of CI around it) and its wall time. */
export type Stage = { name: string; ms: number }

/** `12m05s`: minutes and seconds, as a person reads a CI log. */
export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000)
  return `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`
}

/** One line per stage and the total, aligned. */
export function formatStages(stages: readonly Stage[]): string {
  const total = stages.reduce((sum, stage) => sum + stage.ms, 0)
  const rows = [...stages, { name: 'total', ms: total }]
  const width = Math.max(...rows.map((row) => row.name.length))
  return [
    'Stage times:',
    ...rows.map((row) => `  ${row.name.padEnd(width)}  ${formatDuration(row.ms).padStart(7)}`),
  ].join('\n')
}
