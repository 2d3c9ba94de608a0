// What the list benchmarks (activos, contratos, solicitudes) share: each scenario's endpoint call
// measured against the same SQL replayed raw on the driver, interleaved round by round, and the
// table of ratios printed for docs/benchmarks/. Only the scenarios are a benchmark's own.
import type { openBenchDatabase } from './bench-database.ts'
import { measureInterleaved, type Timing } from './measure.ts'

type BenchDatabase = Awaited<ReturnType<typeof openBenchDatabase>>

/** A scenario: its name in the table and the endpoint call it makes (in-process). */
export type ListScenario = { name: string; call: () => Promise<unknown> }

export type ScenarioResult = { name: string; raw: Timing; inProcess: Timing; statements: number }

/** Records each scenario's SQL once, then times it raw and through the endpoint. */
export async function measureListScenarios(
  { database, statementsOf }: BenchDatabase,
  scenarios: readonly ListScenario[],
  iterations: number,
): Promise<ScenarioResult[]> {
  const results: ScenarioResult[] = []
  for (const { name, call } of scenarios) {
    const statements = await statementsOf(call)
    const timings = await measureInterleaved(
      {
        raw: async () => {
          for (const statement of statements)
            await database.rawQuery(statement.text, statement.params)
        },
        inProcess: call,
      },
      iterations,
    )
    results.push({ name, ...timings, statements: statements.length })
  }
  return results
}

const ms = (value: number) => value.toFixed(2).padStart(7)

/** The markdown table docs/benchmarks/ keeps: wall-clock and CPU ratios to the raw SQL. */
export function printListScenarios(
  results: readonly ScenarioResult[],
  log: (line?: string) => void,
): void {
  log()
  log(
    '| scenario | SQL stmts | raw SQL p50 / p95 | in-process p50 / p95 | ratio p50 | CPU ratio p50 |',
  )
  log('|---|---:|---:|---:|---:|---:|')
  for (const r of results) {
    log(
      `| ${r.name} | ${r.statements} | ${ms(r.raw.p50)} / ${ms(r.raw.p95)} | ` +
        `${ms(r.inProcess.p50)} / ${ms(r.inProcess.p95)} | ${(r.inProcess.p50 / r.raw.p50).toFixed(2)} | ` +
        `${(r.inProcess.cpuP50 / r.raw.cpuP50).toFixed(2)} |`,
    )
  }
  log()
  log('times in ms; ratio = endpoint p50 / raw SQL p50 (target ≤ 1.5)')
}
