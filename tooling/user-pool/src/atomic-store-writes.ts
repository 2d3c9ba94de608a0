// cognito-local keeps each pool in a JSON file written by stormdb with an async `fs.writeFile` per
// change. Two changes close together (e.g. the API seeding users while a sign-in updates another)
// write the same file concurrently, and a shorter write over a longer one leaves the tail of the
// longer: the next read fails with "Unexpected non-whitespace character after JSON" and the pool
// answers InternalErrorException. This replaces stormdb's write with one that, per file, waits
// for the previous write and replaces the file atomically (temp file + rename), so readers see
// either the old or the new content, never a mix.
import { renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'

type LocalEngine = {
  path: string
  async: boolean
  serialize: (data: unknown) => string
  write(data: unknown): Promise<void> | null
}

const pending = new Map<string, Promise<void>>()

export function writeAtomically(path: string, content: string): void {
  const temporary = `${path}.${process.pid}.tmp`
  writeFileSync(temporary, content)
  renameSync(temporary, path)
}

export function installAtomicStoreWrites(): void {
  const require = createRequire(import.meta.url)
  // Resolved from cognito-local, so the patched class is the one it uses.
  const stormdb = require(
    require.resolve('stormdb', { paths: [require.resolve('cognito-local')] }),
  ) as {
    localFileEngine: { prototype: LocalEngine }
  }
  stormdb.localFileEngine.prototype.write = function write(this: LocalEngine, data: unknown) {
    // Serialise now: the caller may change `data` right after this call returns.
    const content = this.serialize(data)
    if (!this.async) {
      writeAtomically(this.path, content)
      return null
    }
    const previous = pending.get(this.path) ?? Promise.resolve()
    const next = previous.then(() => writeAtomically(this.path, content))
    pending.set(
      this.path,
      next.catch(() => undefined),
    )
    return next
  }
}
