import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  findReports,
  formatDuration,
  formatStages,
  formatSummary,
  summarise,
} from './test-summary.ts'

function workspaceWithReport(root: string, path: string, report: unknown): void {
  mkdirSync(join(root, path, '.reports'), { recursive: true })
  writeFileSync(join(root, path, '.reports', 'report.json'), JSON.stringify(report))
}

describe('test summary', () => {
  it('adds Vitest and Playwright counts into one closing line', () => {
    const root = mkdtempSync(join(tmpdir(), 'summary-'))
    workspaceWithReport(root, 'apps/api', {
      numPassedTests: 10,
      numFailedTests: 1,
      numPendingTests: 2,
    })
    workspaceWithReport(root, 'packages/ui', {
      numPassedTests: 5,
      numFailedTests: 0,
      numPendingTests: 0,
    })
    workspaceWithReport(root, 'apps/backoffice', {
      stats: { expected: 3, unexpected: 0, flaky: 1, skipped: 0 },
    })

    const summary = summarise(findReports(root))

    expect(summary.runners.vitest).toEqual({ passed: 15, failed: 1, skipped: 2 })
    expect(summary.runners.playwright).toEqual({ passed: 4, failed: 0, skipped: 0 })
    expect(formatSummary(summary).split('\n').at(-1)).toBe('Total: 19 passed, 1 failed, 2 skipped')
  })

  it("reads the reports of every workspace the root's package.json lists, one outside the groups too", () => {
    const root = mkdtempSync(join(tmpdir(), 'summary-'))
    writeFileSync(join(root, 'package.json'), JSON.stringify({ workspaces: ['apps/*', 'infra'] }))
    workspaceWithReport(root, 'apps/api', {
      numPassedTests: 2,
      numFailedTests: 0,
      numPendingTests: 0,
    })
    workspaceWithReport(root, 'infra', {
      numPassedTests: 26,
      numFailedTests: 1,
      numPendingTests: 0,
    })
    workspaceWithReport(root, 'elsewhere/x', {
      numPassedTests: 99,
      numFailedTests: 0,
      numPendingTests: 0,
    })
    expect(summarise(findReports(root)).runners.vitest).toEqual({
      passed: 28,
      failed: 1,
      skipped: 0,
    })
  })

  it('ignores files that are not test reports', () => {
    const root = mkdtempSync(join(tmpdir(), 'summary-'))
    workspaceWithReport(root, 'apps/api', { hello: 'world' })
    expect(summarise(findReports(root))).toMatchObject({ passed: 0, failed: 0 })
  })
})

describe('stage times', () => {
  it('prints each stage and the total in minutes and seconds', () => {
    expect(formatDuration(0)).toBe('0m00s')
    expect(formatDuration(61_400)).toBe('1m01s')
    expect(formatDuration(1_799_600)).toBe('30m00s')
    expect(
      formatStages([
        { name: 'npm ci', ms: 90_000 },
        { name: 'e2e (Playwright)', ms: 485_000 },
      ]).split('\n'),
    ).toEqual([
      'Stage times:',
      '  npm ci              1m30s',
      '  e2e (Playwright)    8m05s',
      '  total               9m35s',
    ])
  })
})
