import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { e2eSuiteTimes, formatE2eSuites } from './e2e-times.ts'

const test = (projectName: string, ...durations: number[]) => ({
  projectName,
  results: durations.map((duration) => ({ duration })),
})

describe('e2e suite times', () => {
  it("adds each project's test times, retries included, across nested suites", () => {
    const file = join(mkdtempSync(join(tmpdir(), 'e2e-times-')), 'playwright.json')
    writeFileSync(
      file,
      JSON.stringify({
        suites: [
          {
            specs: [{ tests: [test('backoffice', 60_000), test('operador', 1_000)] }],
            suites: [{ specs: [{ tests: [test('backoffice', 2_000, 3_000)] }] }],
          },
          { specs: [{ tests: [test('arrendador', 4_000)] }] },
        ],
      }),
    )
    expect(e2eSuiteTimes(file)).toEqual([
      { name: 'backoffice', ms: 65_000 },
      { name: 'operador', ms: 1_000 },
      { name: 'arrendador', ms: 4_000 },
    ])
    expect(formatE2eSuites(e2eSuiteTimes(file))).toBe(
      [
        'E2e suites (their tests; the stage also builds and starts the stack):',
        '  backoffice    1m05s',
        '  operador      0m01s',
        '  arrendador    0m04s',
      ].join('\n'),
    )
  })

  it('has nothing to say without a report', () => {
    expect(e2eSuiteTimes(join(tmpdir(), 'no-such-report.json'))).toEqual([])
  })
})
