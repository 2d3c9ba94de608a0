// The embedded database seen from the API's thread: the part of PGlite's client that drizzle and
// this code use (query, exec, transaction, close, dumpDataDir), each call sent to the worker
// thread that owns the engine (pglite-worker.ts). The event loop stays free while a statement
// runs, so /health and requests that need no database answer at once.
//
// PGlite is one session: a transaction holds it from BEGIN to COMMIT. As PGlite's own
// transaction() does, statements from outside wait until the open transaction ends; statements
// sent while none is open run in the order they were sent.
import { Worker } from 'node:worker_threads'
import type { Results } from '@electric-sql/pglite'
import type { WorkerError, WorkerInit, WorkerReply, WorkerRequest } from './pglite-worker.ts'

type RequestBody = WorkerRequest extends infer R
  ? R extends { id: number }
    ? Omit<R, 'id'>
    : never
  : never

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> }

/** A statement's error as PostgreSQL reported it: code, constraint, detail… as PGlite sets them. */
export class PgliteThreadError extends Error {
  constructor({ message, fields }: WorkerError) {
    super(message)
    Object.assign(this, fields)
    this.name = typeof fields.name === 'string' ? fields.name : 'DatabaseError'
  }
}

/** The worker stopped (it crashed, or the database was closed): nothing can be asked any more. */
export class PgliteThreadClosedError extends Error {
  constructor(reason: string) {
    super(`La base de datos embebida no está disponible: ${reason}`)
    this.name = 'PgliteThreadClosedError'
  }
}

// Where the worker's file is: beside this one in the sources (tests, tsx), or the bundle's own
// entry in dist/ (tsup.config.ts), where this code is part of dist/index.js.
function workerUrl(): URL {
  const fromSource = import.meta.url.endsWith('.ts')
  return new URL(fromSource ? './pglite-worker.ts' : './pglite-worker.js', import.meta.url)
}

export type PgliteThreadOptions = {
  dataDir: string | undefined
  /** A tarball of a data folder (dumpDataDir) to start from. */
  loadDataDir?: Uint8Array | undefined
}

export class PgliteThread {
  readonly #worker: Worker
  readonly #pending = new Map<
    number,
    { resolve(value: unknown): void; reject(error: Error): void; startedAt: number }
  >()
  #nextId = 1
  #closed: Error | undefined
  /** Resolved when no transaction holds the session; the next transaction chains on it. */
  #transactionDone: Promise<void> = Promise.resolve()
  #inTransaction = false

  private constructor(worker: Worker) {
    this.#worker = worker
  }

  static async open(options: PgliteThreadOptions): Promise<PgliteThread> {
    const init: WorkerInit = { dataDir: options.dataDir, loadDataDir: options.loadDataDir }
    const worker = new Worker(workerUrl(), { workerData: init, name: 'pglite' })
    const thread = new PgliteThread(worker)
    await new Promise<void>((resolve, reject) => {
      const onExit = (code: number) =>
        reject(new PgliteThreadClosedError(`el proceso de la base terminó (${code})`))
      worker.once('exit', onExit)
      worker.once('error', reject)
      worker.once('message', (reply: WorkerReply) => {
        worker.off('exit', onExit)
        worker.off('error', reject)
        if ('ready' in reply && reply.ready) resolve()
        else if ('ready' in reply) reject(new PgliteThreadError(reply.error))
        else reject(new Error('unexpected first message from the PGlite worker'))
      })
    })
    worker.on('message', (reply: WorkerReply) => thread.#settle(reply))
    worker.on('error', (error) => thread.#fail(error))
    worker.on('exit', (code) =>
      thread.#fail(new PgliteThreadClosedError(`el proceso de la base terminó (${code})`)),
    )
    // An idle database does not keep the process alive; a statement on its way does.
    worker.unref()
    return thread
  }

  #settle(reply: WorkerReply): void {
    if (!('ok' in reply)) return
    const waiting = this.#pending.get(reply.id)
    if (!waiting) return
    this.#pending.delete(reply.id)
    if (this.#pending.size === 0) this.#worker.unref()
    if (reply.ok) waiting.resolve(reply.value)
    else waiting.reject(new PgliteThreadError(reply.error))
  }

  #fail(error: Error): void {
    this.#closed ??= error
    for (const waiting of this.#pending.values()) waiting.reject(error)
    this.#pending.clear()
  }

  #send<T>(request: RequestBody): Promise<T> {
    if (this.#closed) return Promise.reject(this.#closed)
    const id = this.#nextId++
    if (this.#pending.size === 0) this.#worker.ref()
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, {
        resolve: resolve as (value: unknown) => void,
        reject,
        startedAt: performance.now(),
      })
      this.#worker.postMessage({ ...request, id } as WorkerRequest)
    })
  }

  /** Waits for any open transaction to end, unless the caller is that transaction. */
  async #outside<T>(run: () => Promise<T>): Promise<T> {
    while (this.#inTransaction) await this.#transactionDone
    return run()
  }

  query<T = Record<string, unknown>>(
    text: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    return this.#outside(() => this.#query<T>(text, params, options))
  }

  exec(text: string, options?: QueryOptions): Promise<Results[]> {
    return this.#outside(() => this.#exec(text, options))
  }

  // Drizzle hands its type parsers (functions, which cannot cross threads) with every statement:
  // the worker has the same ones installed (pglite-parsers.ts), so only the row mode is sent.
  #query<T>(text: string, params: unknown[] | undefined, options?: QueryOptions) {
    return this.#send<Results<T>>({
      op: 'query',
      text,
      params,
      ...(options?.rowMode && { rowMode: options.rowMode }),
    })
  }

  #exec(text: string, options?: QueryOptions) {
    return this.#send<Results[]>({
      op: 'exec',
      text,
      ...(options?.rowMode && { rowMode: options.rowMode }),
    })
  }

  /**
   * BEGIN, `run` with a client whose statements go straight through, then COMMIT, or ROLLBACK
   * when `run` throws. Other callers' statements wait for it to end.
   */
  async transaction<T>(run: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T> {
    let release = () => {}
    // Take the session: wait for the transaction before, then mark it held, in one step of the
    // event loop after the wait, so two waiters cannot both take it.
    for (;;) {
      await this.#outside(async () => {})
      if (!this.#inTransaction) break
    }
    this.#inTransaction = true
    this.#transactionDone = new Promise<void>((resolve) => {
      release = resolve
    })
    const tx: PgliteThreadTransaction = {
      query: (text, params, options) => this.#query(text, params, options),
      exec: (text, options) => this.#exec(text, options),
    }
    try {
      await this.#exec('begin')
      let result: T
      try {
        result = await run(tx)
      } catch (error) {
        await this.#exec('rollback').catch(() => {})
        throw error
      }
      await this.#exec('commit')
      return result
    } finally {
      this.#inTransaction = false
      release()
    }
  }

  /** The data folder as a tarball, for copying (the tests' template). */
  async dumpDataDir(): Promise<Uint8Array> {
    return this.#outside(() => this.#send<Uint8Array>({ op: 'dump' }))
  }

  /**
   * How the engine is doing, without waiting behind other statements: `idle` (nothing asked),
   * `busy` since how many ms the oldest statement on its way was sent, or `closed`.
   */
  state(): { kind: 'idle' } | { kind: 'busy'; sinceMs: number } | { kind: 'closed' } {
    if (this.#closed) return { kind: 'closed' }
    let oldest = Number.POSITIVE_INFINITY
    for (const waiting of this.#pending.values()) oldest = Math.min(oldest, waiting.startedAt)
    if (oldest === Number.POSITIVE_INFINITY) return { kind: 'idle' }
    return { kind: 'busy', sinceMs: performance.now() - oldest }
  }

  async close(): Promise<void> {
    if (this.#closed) return
    try {
      await this.#outside(() => this.#send({ op: 'close' }))
    } finally {
      this.#fail(new PgliteThreadClosedError('se cerró'))
      await this.#worker.terminate()
    }
  }
}

export type PgliteThreadTransaction = {
  query<T = Record<string, unknown>>(
    text: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>>
  exec(text: string, options?: QueryOptions): Promise<Results[]>
}
