// Test support for the fault suite: what both of its files share. The local user pool and demo
// users signed in with real ID tokens (as a portal gets them), the API's environment, the
// database seeded and planned before the API starts, the retries a phone makes after a fault,
// and the counts the suite prints.
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider'
import { type RunningUserPool, startUserPool } from '@cordillera/user-pool'
import { like, or } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { cotizaciones } from '../db/schema/index.ts'
import { DEMO_PASSWORD } from '../seed/demo-users.ts'
import { seedDemo } from '../seed/seed-demo.ts'
import { httpCall } from '../testing/faults/api-process.ts'
import { silentLogger } from '../testing/test-deps.ts'
import { createUserPoolAdmin } from '../user-pool/user-pool-admin.ts'
import { type FaultPlan, type PlanSize, prepareFaultPlan } from './fault-plan.ts'
import type { InvariantsReport } from './invariants.ts'
import { type Ledger, recordingSender, type Tokens } from './workload.ts'

/** The seed of the run: TEST_FAULT_SEED replays another one. */
export const FAULT_SEED = Number(process.env.TEST_FAULT_SEED ?? 20_261_128)

/** Every request of the suite answers within this, faults or not ("never hangs"). */
export const ANSWER_BOUND_MS = 30_000

export function poolEnv(pool: RunningUserPool): Record<string, string> {
  return {
    COGNITO_ENDPOINT: pool.endpoint,
    // The local pool's signing key is public: trusted only as the stack trusts it, for tests.
    AUTH_TRUST_LOCAL_JWKS: 'true',
    COGNITO_ACCESS_KEY_ID: pool.adminCredentials.accessKeyId,
    COGNITO_SECRET_ACCESS_KEY: pool.adminCredentials.secretAccessKey,
  }
}

/** The user pool (a process of its own) on `port` (0: any free one), its data in `dataDir`. */
export function startPool(dataDir: string, port = 0): Promise<RunningUserPool> {
  return startUserPool({ port, dataDir })
}

/** Migrates and seeds the demo data (users created in the pool too), then writes the plan's rows. */
export async function seedAndPlan(
  database: Database,
  pool: RunningUserPool,
  size: PlanSize,
): Promise<FaultPlan> {
  await database.migrate()
  const report = await seedDemo({
    db: database.db,
    userPool: createUserPoolAdmin(poolConfig(pool)),
    logger: silentLogger,
  })
  if (!report.poolChecked) throw new Error('fault suite: the demo users are not in the user pool')
  return prepareFaultPlan(database.db, size)
}

function poolConfig(pool: RunningUserPool) {
  return {
    region: pool.region,
    userPoolId: pool.userPoolId,
    clientId: pool.clientId,
    endpoint: pool.endpoint,
    trustLocalJwks: true,
    adminCredentials: pool.adminCredentials,
  }
}

/** ID tokens of the demo users the writes are made as. */
export async function signInDemoUsers(pool: RunningUserPool): Promise<Tokens> {
  const client = new CognitoIdentityProviderClient({
    region: pool.region,
    endpoint: pool.endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  })
  const signIn = async (email: string) => {
    const answer = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: pool.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD },
      }),
    )
    const token = answer.AuthenticationResult?.IdToken
    if (!token) throw new Error(`no ID token for ${email}`)
    return token
  }
  try {
    return {
      comercial: await signIn('comercial@cordillera.cl'),
      operaciones: await signIn('operaciones@cordillera.cl'),
      operador: await signIn('operador@cordillera.cl'),
    }
  } finally {
    client.destroy()
  }
}

/**
 * What the operator's phone does once the API is back: sends again every report of `round` it
 * holds no answer for, and the ones answered before (idempotent: the same report, 200). Answers
 * the statuses received.
 */
export async function resyncReports(
  url: string,
  tokens: Tokens,
  plan: FaultPlan,
  round: number,
  ledger: Ledger,
): Promise<number[]> {
  const send = recordingSender(url, round, ledger, ANSWER_BOUND_MS)
  const statuses: number[] = []
  for (const spec of plan.reports.filter((entry) => entry.round === round)) {
    const tries = ledger.all('sync-report', spec.claveSync)
    if (tries.length === 0 || tries.every((entry) => entry.outcome === 'not-sent')) continue
    const answer = await send(
      'sync-report',
      spec.claveSync,
      'POST',
      '/v1/operador/reports',
      tokens.operador,
      {
        ...spec.body,
        claveSync: spec.claveSync,
      },
    )
    statuses.push(answer?.status ?? 0)
  }
  return statuses
}

/** A quotation created right after a restart: its folio must come after every one before. */
export async function probeQuotation(
  url: string,
  tokens: Tokens,
  plan: FaultPlan,
  label: string,
): Promise<{ numero: number; marker: string }> {
  const spec = plan.quotations[0]
  if (!spec) throw new Error('fault suite: no quotation in the plan')
  const marker = `sonda ${label}`
  const answer = await httpCall(url, 'POST', '/v1/cotizaciones', {
    token: tokens.comercial,
    body: { ...spec.create, condiciones: marker },
    timeoutMs: ANSWER_BOUND_MS,
  })
  if (answer.status !== 201) {
    throw new Error(`probe quotation answered ${answer.status}: ${JSON.stringify(answer.body)}`)
  }
  return { numero: (answer.body as { numero: number }).numero, marker }
}

/** How far PostgreSQL logs a sequence ahead: a crash may skip up to this many folios. */
const SEQUENCE_LOGGED_AHEAD = 32

export type FolioReport = { gaps: number; allowed: number; failures: string[] }

/**
 * The quotations' folios across the run (the plan's and the restarts' probes): each probe (made
 * right after the restart that ended round k) above every folio of rounds up to k; and no more
 * gaps than the creates that did not commit (each may have taken a number) plus what each
 * restart may skip. A folio answered but missing is the writes' check (invariants.ts).
 */
export async function checkFolios(
  database: Database,
  ledger: Ledger,
  probes: { round: number; numero: number }[],
  restarts: number,
): Promise<FolioReport> {
  const rows = await database.db
    .select({ numero: cotizaciones.numero, condiciones: cotizaciones.condiciones })
    .from(cotizaciones)
    .where(
      or(like(cotizaciones.condiciones, 'falla r%'), like(cotizaciones.condiciones, 'sonda r%')),
    )
  const roundOf = (condiciones: string | null) =>
    Number(/ r(\d+)/.exec(condiciones ?? '')?.[1] ?? -1)
  const failures: string[] = []
  for (const probe of probes) {
    const stored = rows.find((row) => row.condiciones === `sonda r${probe.round}`)
    if (stored?.numero !== probe.numero)
      failures.push(`probe r${probe.round}: not stored as answered`)
    const earlier = rows.filter(
      (row) =>
        row.condiciones !== `sonda r${probe.round}` && roundOf(row.condiciones) <= probe.round,
    )
    const reused = earlier.filter((row) => row.numero >= probe.numero)
    if (earlier.length === 0)
      failures.push(`probe r${probe.round}: no earlier quotation to compare`)
    if (reused.length > 0) {
      failures.push(
        `probe r${probe.round}: folio ${probe.numero} after a restart, not above ${reused.map((row) => row.numero)}`,
      )
    }
  }
  const numeros = rows.map((row) => row.numero)
  const gaps =
    numeros.length === 0 ? 0 : Math.max(...numeros) - Math.min(...numeros) + 1 - numeros.length
  const uncommitted = ledger.records.filter(
    (entry) =>
      entry.kind === 'crear-cotizacion' &&
      (entry.outcome === 'unknown' || entry.outcome === 'refused'),
  ).length
  const allowed = uncommitted + restarts * SEQUENCE_LOGGED_AHEAD
  if (gaps > allowed) failures.push(`${gaps} folios missing, at most ${allowed} explained`)
  return { gaps, allowed, failures }
}

export type SuiteCounts = {
  engine: string
  seed: number
  faults: string[]
  ledger: Ledger
  invariants: InvariantsReport
  folios: FolioReport
  extraChecks: number
  startedAt: number
}

/** The suite's counts as one block of text (printed, and copied into the benchmark doc). */
export function describeCounts(counts: SuiteCounts): string {
  const { ledger, invariants } = counts
  const sent = ledger.records.filter((entry) => entry.outcome !== 'not-sent')
  const resolved = Object.values(invariants.resolved)
  const present = resolved.reduce((sum, entry) => sum + entry.present, 0)
  const absent = resolved.reduce((sum, entry) => sum + entry.absent, 0)
  const examined = invariants.checks.reduce((sum, check) => sum + check.examined, 0)
  const failures = invariants.checks.reduce((sum, check) => sum + check.failures.length, 0)
  const byKind = Object.entries(invariants.resolved)
    .map(([kind, entry]) => `${kind} ${entry.present}/${entry.absent}`)
    .join(', ')
  return [
    `fault suite on ${counts.engine} (seed ${counts.seed}, ${Math.round((Date.now() - counts.startedAt) / 1000)} s)`,
    `  faults injected: ${counts.faults.length} (${counts.faults.join('; ')})`,
    `  writes attempted: ${sent.length}: committed ${ledger.count('committed')}, cut off ${ledger.count('unknown')}, refused ${ledger.count('refused')}, never reached ${ledger.count('unreached')}; not sent ${ledger.count('not-sent')}`,
    `  read back: present ${present}, absent ${absent} (per write, present/absent: ${byKind})`,
    `  quotation folios: ${counts.folios.gaps} gaps (at most ${counts.folios.allowed} explained by creates that did not commit and restarts), none reused after a restart`,
    `  checks run: ${invariants.checks.length + 1 + counts.extraChecks} (${invariants.checks.length + 1} invariants over ${examined} rows, ${counts.extraChecks} on answers), failures: ${failures + counts.folios.failures.length}`,
  ].join('\n')
}

/** Prints the counts with the test's output (the run's record; docs/benchmarks/fault-suite.md). */
export function printCounts(counts: SuiteCounts) {
  process.stdout.write(`\n${describeCounts(counts)}\n`)
}
