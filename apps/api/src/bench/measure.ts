// Timing for the benchmarks. The ways of making the same call (raw SQL, in-process, HTTP) are
// measured interleaved, one of each per round, so a burst of load on a shared machine falls on
// all of them alike and their ratio stays meaningful; p50, p95 and p99 are kept per way. Each call's
// CPU time (this process's, every thread) is kept too: on a machine shared with other work a
// call waits for a core and its wall time grows, its CPU time barely does, so the CPU p50 is the
// figure to compare between runs on a busy machine. PGlite runs on the calling thread, so on an
// idle machine the two agree.

export type Timing = { p50: number; p95: number; p99: number; cpuP50: number }

const cpuMs = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

export function percentile(sorted: readonly number[], fraction: number): number {
  return (
    sorted[Math.min(sorted.length - 1, Math.floor(fraction * (sorted.length - 1)))] ?? Number.NaN
  )
}

export async function measureInterleaved<K extends string>(
  calls: Record<K, () => Promise<unknown>>,
  rounds: number,
  warmup = Math.max(5, Math.floor(rounds / 10)),
): Promise<Record<K, Timing>> {
  const names = Object.keys(calls) as K[]
  const times = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<
    K,
    number[]
  >
  const cpuTimes = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<
    K,
    number[]
  >
  for (let round = -warmup; round < rounds; round++) {
    for (const name of names) {
      const cpuStart = cpuMs()
      const start = performance.now()
      await calls[name]()
      const wall = performance.now() - start
      const cpu = cpuMs() - cpuStart
      if (round >= 0) {
        times[name].push(wall)
        cpuTimes[name].push(cpu)
      }
    }
  }
  const timings = {} as Record<K, Timing>
  for (const name of names) {
    const sorted = times[name].sort((a, b) => a - b)
    const cpuSorted = cpuTimes[name].sort((a, b) => a - b)
    timings[name] = {
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
      cpuP50: percentile(cpuSorted, 0.5),
    }
  }
  return timings
}
