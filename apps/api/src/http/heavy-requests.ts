// Heavy work takes turns: a period report (a query with `desde` and `hasta`: the fleet's
// availability, the dashboards, equipos-de-pago, the movements' history) or a file (an export, a
// PDF) reads and shapes up to a year of rows, megabytes of JSON. Ten of them at once would take
// every core — the database server's and this process's — and every other request, /health
// included, would wait behind them. So at most HEAVY_REQUESTS_MAX run at once per process (one per
// core by default); the others wait their turn, in order, and a turn not come before the request's
// time runs out is the request timeout's 503 (decision 039). Light requests never wait here.
import { availableParallelism } from 'node:os'
import type { ApiRouteDefinition } from '@cordillera/contracts'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../app-env.ts'

/** Whether a route's work grows with a period or a whole list: it takes a turn. */
export function isHeavyRoute(definition: Pick<ApiRouteDefinition, 'path' | 'query'>): boolean {
  const query = Object.keys(definition.query?.shape ?? {})
  const period = query.includes('desde') && query.includes('hasta')
  return period || /\/(exportar|pdf)$/.test(definition.path)
}

/** One core each by default: the database's statements and the answer's shaping are CPU work. */
export const defaultHeavyRequestsMax = () => Math.max(1, availableParallelism())

/** A counting semaphore whose waiters leave when their request is over. */
export class Turns {
  readonly max: number
  #running = 0
  readonly #waiting: { go(): void }[] = []

  constructor(max: number) {
    this.max = max
  }

  /** Runs `work` in a turn; `signal` aborted while waiting = give the place up (rejects). */
  async run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (this.#running >= this.max) await this.#wait(signal)
    else this.#running++
    try {
      return await work()
    } finally {
      const next = this.#waiting.shift()
      // The turn passes straight on: the count stays as it is.
      if (next) next.go()
      else this.#running--
    }
  }

  #wait(signal: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const waiter = {
        go: () => {
          signal?.removeEventListener('abort', leave)
          resolve()
        },
      }
      const leave = () => {
        const at = this.#waiting.indexOf(waiter)
        if (at >= 0) this.#waiting.splice(at, 1)
        reject(signal?.reason)
      }
      if (signal?.aborted) return reject(signal.reason)
      signal?.addEventListener('abort', leave, { once: true })
      this.#waiting.push(waiter)
    })
  }
}

// One set of turns per app's dependencies (each test app has its own).
const turnsOf = new WeakMap<object, Turns>()

/** The middleware of a heavy route (register-route.ts adds it after the guard). */
export function heavyRequest(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { deps } = c.var
    let turns = turnsOf.get(deps)
    if (!turns) {
      turns = new Turns(deps.config.heavyRequestsMax)
      turnsOf.set(deps, turns)
    }
    await turns.run(next, c.get('deadline'))
  }
}
