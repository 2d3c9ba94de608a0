// Runs the stack's child processes: prefixed output, readiness checks, and an orderly stop
// (reverse start order, SIGTERM to the whole process group, SIGKILL after a grace period).

import { type ChildProcess, spawn } from 'node:child_process'
import { get as httpsGet } from 'node:https'
import { createInterface } from 'node:readline'

export type ServiceSpec = {
  name: string
  command: string
  args: string[]
  cwd: string
  env?: Record<string, string>
  /** URL that answers (any HTTP status below 500) once the service is ready. */
  readyUrl: string
  readyTimeoutMs?: number
  quiet?: boolean
}

type Running = { spec: ServiceSpec; child: ChildProcess; exited: Promise<number | null> }

/** How a child ended, for the message of a service that stopped on its own. */
function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  return signal ? `señal ${signal}` : `código ${code}`
}

const colours = [36, 35, 33, 32, 34, 31]

export class ProcessGroup {
  readonly #running: Running[] = []
  readonly #exits = new WeakMap<ChildProcess, string>()
  #stopping = false

  get stopping(): boolean {
    return this.#stopping
  }

  async start(spec: ServiceSpec): Promise<void> {
    const child = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: { ...process.env, ...spec.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    const colour = colours[this.#running.length % colours.length]
    const prefix = `\x1b[${colour}m[${spec.name}]\x1b[0m `
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue
      createInterface({ input: stream }).on('line', (line) => {
        if (!spec.quiet || /error|warn|fatal/i.test(line))
          process.stdout.write(`${prefix}${line}\n`)
      })
    }
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code, signal) => {
        this.#exits.set(child, describeExit(code, signal))
        resolve(code)
      }),
    )
    this.#running.push({ spec, child, exited })
    await waitUntilReady(spec, exited)
  }

  /**
   * Resolves when any child exits on its own (a crash), naming it and how it ended (`api (señal
   * SIGKILL)`); the caller then stops the rest.
   */
  anyExit(): Promise<string> {
    return Promise.race(
      this.#running.map((r) =>
        r.exited.then(() => `${r.spec.name} (${this.#exits.get(r.child) ?? 'terminó'})`),
      ),
    )
  }

  async stop(graceMs = 10_000): Promise<void> {
    this.#stopping = true
    for (const running of [...this.#running].reverse()) {
      await stopOne(running, graceMs)
    }
    this.#running.length = 0
  }
}

async function stopOne({ child, exited }: Running, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return
  signalGroup(child.pid, 'SIGTERM')
  const timer = setTimeout(() => child.pid && signalGroup(child.pid, 'SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
  // The group may still hold grandchildren (npm → vite); make sure none outlives the stack.
  signalGroup(child.pid, 'SIGKILL')
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal)
  } catch {
    // Already gone.
  }
}

async function waitUntilReady(spec: ServiceSpec, exited: Promise<number | null>): Promise<void> {
  const deadline = Date.now() + (spec.readyTimeoutMs ?? 120_000)
  let gone = false
  void exited.then(() => {
    gone = true
  })
  while (Date.now() < deadline) {
    if (gone) throw new Error(`${spec.name} terminó antes de estar listo`)
    try {
      if ((await statusOf(spec.readyUrl)) < 500) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${spec.name} no respondió en ${spec.readyUrl} a tiempo`)
}

/**
 * The status a URL answers with. Over https it accepts any certificate: the only TLS servers here
 * are local ones with the self-signed certificate of tls.ts.
 */
function statusOf(url: string): Promise<number> {
  if (!url.startsWith('https:')) {
    return fetch(url, { signal: AbortSignal.timeout(2_000) }).then((response) => response.status)
  }
  return new Promise((resolve, reject) => {
    const request = httpsGet(url, { rejectUnauthorized: false, timeout: 2_000 }, (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    })
    request.on('timeout', () => request.destroy(new Error('timeout')))
    request.on('error', reject)
  })
}
