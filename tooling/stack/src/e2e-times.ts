// The e2e stage of `npm test` per portal's suite, read from the Playwright report of the run of
// every suite (tooling/playwright/.reports/playwright.json): the sum of each project's tests' run
// times, retries included. The stage's wall time also counts the builds and the stack's start.
import { readFileSync } from 'node:fs'
import { formatDuration, type Stage } from './test-summary.ts'

type ReportSuite = {
  specs?: { tests?: { projectName?: string; results?: { duration?: number }[] }[] }[]
  suites?: ReportSuite[]
}

/** Each project's (portal's) test time, in the report's order; none when there is no report. */
export function e2eSuiteTimes(reportFile: string): Stage[] {
  let report: { suites?: ReportSuite[] }
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8'))
  } catch {
    return []
  }
  const totals = new Map<string, number>()
  const add = (suite: ReportSuite) => {
    for (const test of (suite.specs ?? []).flatMap((spec) => spec.tests ?? [])) {
      const name = test.projectName ?? '?'
      const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0)
      totals.set(name, (totals.get(name) ?? 0) + ms)
    }
    for (const child of suite.suites ?? []) add(child)
  }
  for (const suite of report.suites ?? []) add(suite)
  return [...totals].map(([name, ms]) => ({ name, ms }))
}

/** One line per suite, aligned, under the stages. */
export function formatE2eSuites(suites: readonly Stage[]): string {
  const width = Math.max(...suites.map((suite) => suite.name.length))
  return [
    'E2e suites (their tests; the stage also builds and starts the stack):',
    ...suites.map(
      (suite) => `  ${suite.name.padEnd(width)}  ${formatDuration(suite.ms).padStart(7)}`,
    ),
  ].join('\n')
}
