// Runs cognito-local as a child process on a private port with the data dir as its cwd, waits until
// it answers, and stops it (SIGTERM, then SIGKILL) on request or when this process exits.
import { type ChildProcess, spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { forwardEmulatorLine } from './emulator-log.ts'
import { freePort } from './free-port.ts'
import type { UserPoolLogger } from './logger.ts'

const entry = fileURLToPath(new URL('./emulator-entry.ts', import.meta.url))
const emulatorHost = '127.0.0.1'

export type RunningEmulator = { url: string; pid: number; stop: () => Promise<void> }

export async function startEmulator(
  dataDir: string,
  logger: UserPoolLogger,
): Promise<RunningEmulator> {
  const port = await freePort(emulatorHost)
  const child = spawn(process.execPath, [entry], {
    cwd: dataDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: emulatorHost,
      DEBUG: '',
      COGNITO_LOCAL_DEVMODE: '',
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    child.once('error', () => resolve())
  })
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  const recent: string[] = []
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue
    createInterface({ input: stream }).on('line', (line) => {
      recent.push(line)
      if (recent.length > 20) recent.shift()
      forwardEmulatorLine(line, logger)
    })
  }
  const url = `http://${emulatorHost}:${port}`
  const stop = async () => {
    process.removeListener('exit', killOnExit)
    await stopChild(child, exited)
  }
  try {
    await waitUntilAnswering(url, exited)
  } catch (error) {
    await stop()
    throw new Error(
      `cognito-local did not start: ${(error as Error).message}\n${recent.join('\n')}`,
    )
  }
  logger.info(`cognito-local answering on ${url} (pid ${child.pid})`)
  return { url, pid: child.pid ?? 0, stop }
}

async function waitUntilAnswering(url: string, exited: Promise<void>): Promise<void> {
  let gone = false
  void exited.then(() => {
    gone = true
  })
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (gone) throw new Error('the process exited')
    try {
      const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1_000) })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await sleep(100)
  }
  throw new Error('no answer within 30 s')
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  const ended = await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)])
  if (!ended) {
    child.kill('SIGKILL')
    await exited
  }
}
