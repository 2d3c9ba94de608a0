// PGlite is a database inside one process: two processes opening the same data folder would
// corrupt it. Whoever opens it (the API, the admin CLI) first takes this lock file holding its pid;
// a lock left by a dead process is taken over.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { join } from 'node:path'

export const LOCK_FILE = 'pglite.lock'

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError'
  readonly pid: number
  readonly lockPath: string
  constructor(pid: number, lockPath: string) {
    super(`The embedded database is in use by process ${pid} (${lockPath})`)
    this.pid = pid
    this.lockPath = lockPath
  }
}

/** Takes the lock or throws DataDirLockedError; returns the function that releases it. */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const lockPath = join(dataDir, LOCK_FILE)
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // 'wx' fails when the file exists: creation is the atomic test-and-set.
      const fd = openSync(lockPath, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return () => releaseIfOurs(lockPath)
    } catch (error) {
      if (!isErrno(error, 'EEXIST')) throw error
      const holder = readHolder(lockPath)
      if (holder !== null && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(holder, lockPath)
      }
      rmSync(lockPath, { force: true })
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`)
}

function releaseIfOurs(lockPath: string) {
  if (readHolder(lockPath) === process.pid) rmSync(lockPath, { force: true })
}

function readHolder(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10)
    return Number.isInteger(pid) && pid > 0 ? pid : null
  } catch {
    return null
  }
}

function isAlive(pid: number): boolean {
  try {
    // Signal 0 only checks the process exists; EPERM means it exists under another user.
    process.kill(pid, 0)
    return true
  } catch (error) {
    return isErrno(error, 'EPERM')
  }
}

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code
}
