// The fuzz suite: every registered route (read from the route registry, so a route added later
// is fuzzed without touching this file) is called with input generated from its contract's zod
// schemas (testing/fuzz/): valid-looking, near misses and hostile values, as su and as a user of
// each other audience it opens to. Properties: no answer is 5xx; every 4xx says what is wrong in
// Spanish; a write answered 4xx changed nothing in the database.
//
// Fixed seed and a bounded number of runs (and time) per route, so it stays part of `npm test`.
// A failure prints the route, the caller, the request as sent, the answer, the server's log line
// and how to replay it:
//   FUZZ_ROUTE='POST /v1/obras' FUZZ_CALLER=su FUZZ_PATH=17 npx vitest run src/http/fuzz.test.ts
// FUZZ_SEED changes the seed of the whole run, FUZZ_RUNS the runs per route, FUZZ_TRACE=1 prints
// every case.
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import type { Database } from '../db/database.ts'
import { DEMO_USERS } from '../seed/demo-users.ts'
import {
  type Answer,
  answerProblem,
  CALLERS,
  type Caller,
  callersOf as callersOfRoute,
  contextFor,
  databaseWatch,
  exploreWorld,
  send,
} from '../testing/fuzz/fuzz-run.ts'
import { bodyBytes, casesOf, type FuzzCase } from '../testing/fuzz/route-cases.ts'
import { routeName } from '../testing/route-walk.ts'
import { startTestApp, type TestApp } from '../testing/test-app.ts'
import { silentLogger, testDeps } from '../testing/test-deps.ts'
import { listRegisteredRoutes, type RegisteredRoute } from './route-registry.ts'

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_518)
/** Cases per route and caller; writes get more, their bodies have more to get wrong. */
const RUNS = {
  read: Number(process.env.FUZZ_RUNS ?? 30),
  write: Number(process.env.FUZZ_RUNS ?? 50),
}
/**
 * The time the cases of all routes may take together (FUZZ_BUDGET_S): each route × caller gets
 * twice its share of what is left, at least half a second, and stops early past it (and says
 * so), so the suite stays within minutes on a loaded machine: the same cases, fewer of them.
 */
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_S ?? 110) * 1000
const MIN_TIME_PER_ROUTE_MS = 500
/** Cases every route × caller runs, whatever the time. */
const MIN_CASES = 5
/** FUZZ_ROUTE='POST /v1/obras' (or several, comma-separated) runs only those routes. */
const ONLY_ROUTE = process.env.FUZZ_ROUTE
const ONLY_CALLER = process.env.FUZZ_CALLER
const REPLAY_PATH = process.env.FUZZ_PATH
/** FUZZ_TRACE=1 prints every case and its answer. */
const TRACE = Boolean(process.env.FUZZ_TRACE)
/** At most this many problems printed per route and caller (the rest are counted). */
const SHOWN_PER_ROUTE = 3

// The routes are read from an app built without a database: the same registerRoute calls.
const catalogue = listRegisteredRoutes(createApp(testDeps({ db: {} } as unknown as Database)))
const isWrite = (route: RegisteredRoute) => route.method !== 'get'
const keysOf = (email: string | null): readonly string[] =>
  DEMO_USERS.find((user) => user.email === email)?.permisos ?? []
const callersOf = (route: RegisteredRoute) => callersOfRoute(route, keysOf)

let t: TestApp
let world: Awaited<ReturnType<typeof exploreWorld>>
let database: Awaited<ReturnType<typeof databaseWatch>>
/** The server's log of each 500 by its error id, to show the cause beside the answer. */
const serverErrors = new Map<string, string>()
const started = Date.now()
const tally = {
  routes: new Set<string>(),
  cases: 0,
  /** Refused writes that used a transaction id, so every table was scanned for their rows. */
  scans: 0,
  byMethod: {} as Record<string, number>,
  byCaller: {} as Record<string, number>,
  byStatus: {} as Record<string, number>,
  byLeaning: {} as Record<string, number>,
  cut: [] as string[],
  /** Route × caller pairs none of whose cases got a 2xx: fuzzed only up to validation. */
  never2xx: [] as string[],
  /** Answers 401/403 to a caller the route lets through: an ownership rule, or a wrong plan. */
  refusedCaller: {} as Record<string, number>,
}
const bump = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1
}

beforeAll(async () => {
  t = await startTestApp()
  // The app logs a 500's cause under its error id; the test app's logger is silent, so its error
  // method is replaced here (this file's module instance only) to keep what it would have said.
  silentLogger.error = ((entry: { err?: unknown; errorId?: string }) => {
    if (entry?.errorId) serverErrors.set(entry.errorId, causeOf(entry.err))
  }) as typeof silentLogger.error
  world = await exploreWorld(t, listRegisteredRoutes(t.app), keysOf)
  database = await databaseWatch(t)
}, 180_000)

afterAll(async () => {
  await t?.close()
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  // biome-ignore lint/suspicious/noConsole: the counts are the suite's report, printed with the run.
  console.log(
    [
      `fuzz (${process.env.TEST_DATABASE ?? 'pglite'}, seed ${SEED}): ${tally.routes.size} routes × callers, ${tally.cases} cases in ${seconds} s`,
      `  by method: ${JSON.stringify(tally.byMethod)}`,
      `  by caller: ${JSON.stringify(tally.byCaller)}`,
      `  by leaning: ${JSON.stringify(tally.byLeaning)}`,
      `  by status: ${JSON.stringify(tally.byStatus)}`,
      `  refused writes that took a transaction id (so all ${database?.tables} tables were scanned for their rows): ${tally.scans}`,
      `  world: ${JSON.stringify(world?.counts())}`,
      `  route × caller pairs with no 2xx answer (${tally.never2xx.length}): ${tally.never2xx.join(', ')}`,
      `  401/403 to a caller the route's audience lets through: ${JSON.stringify(tally.refusedCaller)}`,
      ...(tally.cut.length > 0 ? [`  cut short by time: ${tally.cut.join(', ')}`] : []),
    ].join('\n'),
  )
})

function causeOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause = error.cause instanceof Error ? ` (cause: ${error.cause.message})` : ''
  const frame = error.stack
    ?.split('\n')
    .find((line) => line.includes('/apps/api/src/'))
    ?.trim()
  return `${error.name}: ${error.message}${cause}${frame ? ` ${frame}` : ''}`
}

const clip = (text: string, max = 400) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text

/** Hostile ingredients seen in the request as sent, for the report. */
function ingredientsOf(fuzzCase: FuzzCase): string[] {
  const sent = `${fuzzCase.path}?${fuzzCase.query} ${fuzzCase.body?.text ?? ''}`
  const found = [...fuzzCase.ingredients]
  if (/(^|[^\d])(0000|0001|9999|[+-]\d{6})-\d\d/.test(decodeSafely(sent)))
    found.push('extreme-date')
  if (sent.includes('\u0000') || /\\u0000|%00/.test(sent)) found.push('nul')
  if (/[\uD800-\uDFFF]|\\ud[89a-f]|%ED%[AB]/i.test(sent)) found.push('surrogate')
  if (sent.length > 100_000) found.push('long-text')
  return [...new Set(found)]
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

function describeCase(route: RegisteredRoute, fuzzCase: FuzzCase): string {
  const url = fuzzCase.query ? `${fuzzCase.path}?${fuzzCase.query}` : fuzzCase.path
  const lines = [`request: ${route.method.toUpperCase()} ${clip(url)}`]
  const { body } = fuzzCase
  if (body) {
    const bytes = bodyBytes(body)
    const shown = body.invalidUtf8
      ? `${clip(body.text)} with the '@' as bytes ${Buffer.from(body.invalidUtf8).toString('hex')}`
      : clip(body.text)
    lines.push(`body (${body.contentType ?? 'no content-type'}, ${bytes.length} bytes): ${shown}`)
  }
  return lines.join('\n    ')
}

function describeAnswer(answer: Answer): string {
  const errorId = (answer.body as { error?: { id?: string } } | undefined)?.error?.id
  const logged = errorId ? serverErrors.get(errorId) : undefined
  return `answer: ${answer.status} ${clip(answer.text, 300)}${logged ? `\n    server log: ${clip(logged, 600)}` : ''}`
}

let fuzzStarted: number | undefined
let routesLeft = 0

/** How long the next route × caller may take: twice its share of the budget left. */
function timeLimit(): number {
  fuzzStarted ??= Date.now()
  const left = BUDGET_MS - (Date.now() - fuzzStarted)
  const share = (2 * left) / Math.max(1, routesLeft--)
  return Math.max(MIN_TIME_PER_ROUTE_MS, Math.round(share))
}

/** A seed of its own per route and caller: adding a route does not change the others' cases. */
function seedOf(route: RegisteredRoute, caller: Caller): number {
  let hash = SEED >>> 0
  for (const char of `${routeName(route)} ${caller}`)
    hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0
  return hash
}

/** Runs one route as one caller; answers the problems found, described for a developer. */
async function fuzzRoute(route: RegisteredRoute, caller: Caller): Promise<string[]> {
  const seed = seedOf(route, caller)
  const context = contextFor(world, route, seed)
  const problems: string[] = []
  let hidden = 0
  let index = 0
  let succeeded = false
  const name = `${routeName(route)} as ${caller}`
  const replay = (runIndex: number) =>
    `replay: FUZZ_ROUTE='${routeName(route)}' FUZZ_CALLER=${caller} FUZZ_SEED=${SEED} FUZZ_PATH=${runIndex} npx vitest run src/http/fuzz.test.ts`

  const report = (
    runIndex: number,
    fuzzCase: FuzzCase,
    what: string,
    answer: Answer,
    extra: string[] = [],
  ) => {
    if (problems.length >= SHOWN_PER_ROUTE) {
      hidden++
      return
    }
    const ingredients = ingredientsOf(fuzzCase)
    problems.push(
      [
        `${name}: ${what} (fast-check seed ${seed}, path ${runIndex}; ${fuzzCase.leaning}${ingredients.length > 0 ? `; ${ingredients.join(', ')}` : ''})`,
        describeCase(route, fuzzCase),
        describeAnswer(answer),
        ...extra,
        replay(runIndex),
      ].join('\n    '),
    )
  }

  // Checked before each case, never by interrupting one: a request left running would write
  // while the next route's cases are being checked.
  const limit = timeLimit()
  let deadline: number | undefined
  let skipped = 0
  const property = fc.asyncProperty(casesOf(route, context), async (fuzzCase) => {
    const runIndex = REPLAY_PATH ? Number(REPLAY_PATH) : index++
    // From the first case on (building the pools of a route takes time of its own), and never
    // before a few cases ran.
    deadline ??= Date.now() + limit
    if (!REPLAY_PATH && runIndex >= MIN_CASES && Date.now() > deadline) {
      skipped++
      return true
    }
    const watermark = isWrite(route) ? await database.watermark() : undefined
    const answer = await send(t, route, caller, fuzzCase)
    tally.cases++
    bump(tally.byMethod, route.method.toUpperCase())
    bump(tally.byCaller, caller)
    bump(tally.byStatus, String(answer.status))
    bump(tally.byLeaning, fuzzCase.leaning)
    if (TRACE) {
      // biome-ignore lint/suspicious/noConsole: FUZZ_TRACE asks for every case.
      console.log(
        `${runIndex} ${fuzzCase.leaning} ${describeCase(route, fuzzCase)}\n    ${describeAnswer(answer)}`,
      )
    }
    if (answer.status < 300) succeeded = true
    if (answer.status === 401 || answer.status === 403)
      bump(tally.refusedCaller, `${name} ${answer.status}`)
    const problem = answerProblem(answer)
    if (problem) report(runIndex, fuzzCase, problem, answer)
    // A refused write: no transaction id handed out since means nothing written, not even
    // rolled back; otherwise no row may carry a transaction id from since then.
    if (watermark !== undefined && answer.status >= 400 && answer.status < 500) {
      if ((await database.watermark()) !== watermark) {
        tally.scans++
        const written = await database.writtenSince(watermark)
        if (written.length > 0) {
          report(runIndex, fuzzCase, `answered ${answer.status} but changed the database`, answer, [
            `written: ${written.join('; ')}`,
          ])
        }
      }
    }
    // Problems are collected, not thrown: one route's known failure must not hide the others'.
    return true
  })
  const runs = isWrite(route) ? RUNS.write : RUNS.read
  const details = await fc.check(property, {
    seed,
    numRuns: REPLAY_PATH ? 1 : runs,
    ...(REPLAY_PATH && { path: REPLAY_PATH }),
  })
  if (!succeeded) tally.never2xx.push(name)
  if (skipped > 0) tally.cut.push(`${name} (${runs - skipped} of ${runs})`)
  if (details.failed && details.errorInstance)
    problems.push(`${name}: the run itself failed: ${String(details.errorInstance)}`)
  if (hidden > 0) problems.push(`${name}: ${hidden} more problems like the above`)
  return problems
}

const plan = catalogue.flatMap((route) =>
  callersOf(route)
    .filter(() => ONLY_ROUTE === undefined || ONLY_ROUTE.split(',').includes(routeName(route)))
    .filter((caller) => ONLY_CALLER === undefined || caller === ONLY_CALLER)
    .map((caller) => ({ route, caller })),
)

routesLeft = plan.length

describe('every route, fuzzed from its contract', () => {
  it('finds every route and who to call it as', () => {
    expect(catalogue.length).toBeGreaterThan(100)
    // Every route is called by someone it lets through (su, or a user of its audience).
    expect(catalogue.filter((route) => callersOf(route).length === 0).map(routeName)).toEqual([])
    // Each audience the contracts know is reached: su, the operator, the site client, the public.
    const callers = new Set(catalogue.flatMap(callersOf))
    expect([...callers].sort()).toEqual(Object.keys(CALLERS).sort())
  })

  it('sees a write that committed, and not one that was rolled back', async () => {
    const touch = sql`update marcas set nombre = nombre where id = (select min(id::text)::uuid from marcas)`
    const mark = await database.watermark()
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(touch)
        tx.rollback()
      })
      .catch(() => undefined)
    expect(await database.watermark()).not.toBe(mark)
    expect(await database.writtenSince(mark)).toEqual([])
    await t.database.db.execute(touch)
    expect(await database.writtenSince(mark)).toEqual(['public.marcas: 1 rows'])
  })

  for (const { route, caller } of plan) {
    it(`${routeName(route)} as ${caller}: never 5xx, refusals in Spanish, a refused write changes nothing`, async () => {
      tally.routes.add(`${routeName(route)} ${caller}`)
      const problems = await fuzzRoute(route, caller)
      if (problems.length > 0) expect.fail(`\n${problems.join('\n\n')}`)
    }, 60_000)
  }
})
