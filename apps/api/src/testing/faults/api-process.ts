// Test support for the fault suite: the real API as a child process, started from the sources as
// `npm run dev` starts it (node with tsx, without watching), so `npm test` needs no build. It can
// be killed with SIGKILL (no shutdown handler runs, the embedded database is not closed) and
// started again on the same database. Every wait is bounded, and every process started here is
// ended by stopAllApiProcesses() (afterAll) or, at the latest, when the test process exits.
import { type ChildProcess, spawn } from 'node:child_process'
import { request } from 'node:http'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')

export type ApiProcess = {
  readonly pid: number
  readonly url: string
  /** Whether the process has ended. */
  exited(): boolean
  /** SIGKILL, then waits (bounded) until the process is gone. */
  kill9(): Promise<void>
  /** SIGTERM (the API's graceful shutdown), SIGKILL after `graceMs`; waits until it is gone. */
  stop(graceMs?: number): Promise<void>
  /** The last lines it printed, for failure messages. */
  output(): string
}

export type ApiProcessOptions = {
  port: number
  /** The API's configuration (src/env.ts); PORT and HOST are set from `port`. */
  env: Record<string, string>
  /** Longest wait for /health to answer 200 (first start: migrations; PGlite: recovery). */
  readyTimeoutMs?: number
}

const running = new Set<ChildProcess>()
let exitHookInstalled = false

/** Starts the API and waits until /health answers 200; throws with its output otherwise. */
export async function startApiProcess(options: ApiProcessOptions): Promise<ApiProcess> {
  if (!exitHookInstalled) {
    exitHookInstalled = true
    process.once('exit', () => {
      for (const child of running) child.kill('SIGKILL')
    })
  }
  // The test run's own settings must not reach the API: it reads only what is given here.
  const env: Record<string, string> = {}
  for (const key of ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ']) {
    const value = process.env[key]
    if (value !== undefined) env[key] = value
  }
  Object.assign(env, options.env, {
    PORT: String(options.port),
    HOST: '127.0.0.1',
    LOG_PRETTY: 'false',
  })
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
    cwd: apiDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  const lines: string[] = []
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean))
    if (lines.length > 80) lines.splice(0, lines.length - 80)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const gone = new Promise<void>((resolve) => {
    child.once('exit', () => {
      running.delete(child)
      resolve()
    })
  })
  const url = `http://127.0.0.1:${options.port}`
  const exited = () => child.exitCode !== null || child.signalCode !== null
  const output = () => lines.join('\n')
  const waitGone = async (ms: number) => {
    const timer = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms))
    return (await Promise.race([gone.then(() => 'gone' as const), timer])) === 'gone'
  }
  const api: ApiProcess = {
    pid: child.pid ?? -1,
    url,
    exited,
    output,
    async kill9() {
      if (!exited()) child.kill('SIGKILL')
      if (!(await waitGone(10_000))) throw new Error(`API ${child.pid} survived SIGKILL`)
    },
    async stop(graceMs = 15_000) {
      if (exited()) return
      child.kill('SIGTERM')
      if (await waitGone(graceMs)) return
      child.kill('SIGKILL')
      await waitGone(10_000)
    },
  }
  const readyBy = Date.now() + (options.readyTimeoutMs ?? 180_000)
  while (Date.now() < readyBy) {
    if (exited()) {
      throw new Error(`The API exited while starting (code ${child.exitCode}):\n${output()}`)
    }
    const health = await httpCall(url, 'GET', '/health', { timeoutMs: 5000 }).catch(() => null)
    if (health?.status === 200) return api
    await sleep(250)
  }
  await api.kill9()
  throw new Error(`The API did not answer /health within the time allowed:\n${output()}`)
}

/** Ends every API process still running (afterAll), SIGKILL after a short grace. */
export async function stopAllApiProcesses(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve()
          const force = setTimeout(() => child.kill('SIGKILL'), 5000)
          child.once('exit', () => {
            clearTimeout(force)
            resolve()
          })
          child.kill('SIGTERM')
        }),
    ),
  )
}

export type HttpAnswer = { status: number; body: unknown; ms: number }

export class HttpCallError extends Error {
  override name = 'HttpCallError'
  /** The socket's code (ECONNREFUSED: never reached the API; ECONNRESET: cut off) or TIMEOUT. */
  readonly code: string
  constructor(code: string, message: string) {
    super(message)
    this.code = code
  }
}

/**
 * One HTTP request on a connection of its own (no keep-alive: a killed API leaves no stale
 * socket behind), JSON in and out. Rejects with HttpCallError when no answer comes: the socket's
 * error, or TIMEOUT after `timeoutMs`.
 */
export function httpCall(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; timeoutMs: number },
): Promise<HttpAnswer> {
  const started = Date.now()
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body)
  return new Promise((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined
    const req = request(
      `${baseUrl}${path}`,
      {
        method,
        agent: false,
        headers: {
          ...(options.token && { authorization: `Bearer ${options.token}` }),
          ...(payload !== undefined && {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
          }),
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('error', (error: NodeJS.ErrnoException) =>
          reject(new HttpCallError(error.code ?? 'ECONNRESET', error.message)),
        )
        res.on('end', () => {
          clearTimeout(timer)
          const text = Buffer.concat(chunks).toString('utf8')
          let body: unknown = text
          try {
            body = text ? JSON.parse(text) : null
          } catch {
            // Not JSON: kept as text.
          }
          resolve({ status: res.statusCode ?? 0, body, ms: Date.now() - started })
        })
      },
    )
    timer = setTimeout(() => {
      req.destroy()
      reject(
        new HttpCallError('TIMEOUT', `${method} ${path}: no answer in ${options.timeoutMs} ms`),
      )
    }, options.timeoutMs)
    req.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer)
      reject(new HttpCallError(error.code ?? 'ECONNRESET', `${method} ${path}: ${error.message}`))
    })
    if (payload !== undefined) req.write(payload)
    req.end()
  })
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
