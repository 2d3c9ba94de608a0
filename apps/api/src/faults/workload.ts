// Test support for the fault suite: fires a round of the plan's writes at the running API from a
// few concurrent clients, in a seeded random order, records what each write was answered, and
// injects the round's fault (a SIGKILL of the API, a database restart…) after a seeded number of
// answers plus a seeded delay, so it lands while writes are in flight.
import type { HttpAnswer } from '../testing/faults/api-process.ts'
import { HttpCallError, httpCall, sleep } from '../testing/faults/api-process.ts'
import { completarBody, type FaultPlan } from './fault-plan.ts'

export type WriteKind =
  | 'crear-cotizacion'
  | 'agregar-items'
  | 'pasar-contrato'
  | 'completar-solicitud'
  | 'sync-report'

/**
 * committed: a 2xx answer. refused: a 4xx answer (this call changed nothing). unknown: cut off,
 * timed out or a 5xx (it may or may not have committed: whole or absent). unreached: the API was
 * not listening (never arrived). not-sent: the round stopped before it.
 */
export type Outcome = 'committed' | 'refused' | 'unknown' | 'unreached' | 'not-sent'

export type WriteRecord = {
  kind: WriteKind
  key: string
  round: number
  outcome: Outcome
  status?: number
  /** The error code of an answer, or the socket's code. */
  detail?: string
  // biome-ignore lint/suspicious/noExplicitAny: a committed write's answer, read loosely by the checks.
  body?: any
  ms?: number
}

export class Ledger {
  readonly records: WriteRecord[] = []

  record(entry: WriteRecord) {
    this.records.push(entry)
  }

  /** The last record of this write (a replay comes after the original). */
  last(kind: WriteKind, key: string): WriteRecord | undefined {
    return this.records.findLast((entry) => entry.kind === kind && entry.key === key)
  }

  all(kind: WriteKind, key: string): WriteRecord[] {
    return this.records.filter((entry) => entry.kind === kind && entry.key === key)
  }

  count(outcome: Outcome): number {
    return this.records.filter((entry) => entry.outcome === outcome).length
  }
}

export type Tokens = { comercial: string; operaciones: string; operador: string }

/** A deterministic random sequence in [0, 1) (mulberry32): the same seed, the same run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
  }
  return copy
}

export type Send = (
  kind: WriteKind,
  key: string,
  method: string,
  path: string,
  token: string,
  body: unknown,
) => Promise<HttpAnswer | undefined>

type Task = { kind: WriteKind; key: string; run(send: Send): Promise<void> }

/** The writes of one round, one task each (a quotation's two writes are one task, in order). */
export function roundTasks(plan: FaultPlan, round: number, tokens: Tokens): Task[] {
  const tasks: Task[] = []
  for (const spec of plan.quotations.filter((entry) => entry.round === round)) {
    tasks.push({
      kind: 'crear-cotizacion',
      key: spec.marker,
      async run(send) {
        const created = await send(
          'crear-cotizacion',
          spec.marker,
          'POST',
          '/v1/cotizaciones',
          tokens.comercial,
          spec.create,
        )
        if (created?.status !== 201) return
        const { id, version } = created.body as { id: string; version: number }
        await send(
          'agregar-items',
          spec.marker,
          'PUT',
          `/v1/cotizaciones/${id}/items`,
          tokens.comercial,
          { items: spec.replacement, version },
        )
      },
    })
  }
  for (const spec of plan.pasar.filter((entry) => entry.round === round)) {
    tasks.push({
      kind: 'pasar-contrato',
      key: spec.key,
      run: async (send) => {
        await send(
          'pasar-contrato',
          spec.key,
          'POST',
          `/v1/cotizaciones/${spec.cotizacionId}/contrato`,
          tokens.comercial,
          spec.body,
        )
      },
    })
  }
  for (const spec of plan.completar.filter((entry) => entry.round === round)) {
    tasks.push({
      kind: 'completar-solicitud',
      key: spec.key,
      run: async (send) => {
        await send(
          'completar-solicitud',
          spec.key,
          'POST',
          `/v1/solicitudes-pendientes/${spec.solicitudId}/completar`,
          tokens.operaciones,
          completarBody(spec),
        )
      },
    })
  }
  for (const spec of plan.reports.filter((entry) => entry.round === round)) {
    tasks.push({
      kind: 'sync-report',
      key: spec.claveSync,
      run: async (send) => {
        await send('sync-report', spec.claveSync, 'POST', '/v1/operador/reports', tokens.operador, {
          ...spec.body,
          claveSync: spec.claveSync,
        })
      },
    })
  }
  return tasks
}

export type Fault = {
  /** Answers received in the round before the fault is set off. */
  afterAnswers: number
  /** Then this long before it is injected. */
  delayMs: number
  /** A kill stops the load (nothing more is sent); a database restart keeps it going. */
  stopsLoad: boolean
  inject(): Promise<void>
}

export type RoundReport = {
  /** Requests in flight when the fault was injected. */
  inFlightAtFault: number
  injected: boolean
}

/** A sender that records every write in `ledger`; each answer is bounded by `timeoutMs`. */
export function recordingSender(
  url: string,
  round: number,
  ledger: Ledger,
  timeoutMs: number,
  onAnswer: () => void = () => {},
): Send {
  return async (kind, key, method, path, token, body) => {
    try {
      const answer = await httpCall(url, method, path, { token, body, timeoutMs })
      const error = (answer.body as { error?: { code?: string } } | null)?.error
      ledger.record({
        kind,
        key,
        round,
        outcome: answer.status < 300 ? 'committed' : answer.status < 500 ? 'refused' : 'unknown',
        status: answer.status,
        detail: error?.code,
        body: answer.body,
        ms: answer.ms,
      })
      return answer
    } catch (error) {
      const code = error instanceof HttpCallError ? error.code : 'ERROR'
      ledger.record({
        kind,
        key,
        round,
        outcome: code === 'ECONNREFUSED' ? 'unreached' : 'unknown',
        detail: code,
      })
      return undefined
    } finally {
      onAnswer()
    }
  }
}

/**
 * Runs the round's writes from `concurrency` clients, each pausing up to `pauseMs` between
 * tasks, and injects `fault` once. Tasks the round never started are recorded as not-sent.
 */
export async function runRound(options: {
  url: string
  tokens: Tokens
  plan: FaultPlan
  round: number
  ledger: Ledger
  random: () => number
  concurrency: number
  timeoutMs: number
  pauseMs?: number
  fault?: Fault
}): Promise<RoundReport> {
  const { fault, ledger, round, random } = options
  const queue = shuffled(roundTasks(options.plan, round, options.tokens), random)
  let answers = 0
  let inFlight = 0
  let stopped = false
  let faultRun: Promise<void> | undefined
  const report: RoundReport = { inFlightAtFault: 0, injected: false }
  const setOff = () => {
    if (!fault || faultRun || answers < fault.afterAnswers) return
    faultRun = sleep(fault.delayMs).then(async () => {
      report.inFlightAtFault = inFlight
      report.injected = true
      if (fault.stopsLoad) stopped = true
      await fault.inject()
    })
  }
  const send = recordingSender(options.url, round, ledger, options.timeoutMs, () => {
    inFlight--
    answers++
    setOff()
  })
  const counted: Send = (...args) => {
    inFlight++
    return send(...args)
  }
  setOff()
  const worker = async () => {
    for (;;) {
      const task = stopped ? undefined : queue.shift()
      if (!task) return
      await task.run(counted)
      if (options.pauseMs) await sleep(random() * options.pauseMs)
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, worker))
  // A fault set off by the last answers still runs to its end.
  await faultRun
  for (const task of queue)
    ledger.record({ kind: task.kind, key: task.key, round, outcome: 'not-sent' })
  return report
}
