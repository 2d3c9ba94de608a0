// State the layer keeps across restarts (revocations, devices) as one small JSON file each, read
// once at start and rewritten atomically (temp file + rename) after every change, one at a time.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'

export class JsonFileState<T> {
  readonly #file: string
  #value: T
  #writes: Promise<void> = Promise.resolve()

  private constructor(file: string, value: T) {
    this.#file = file
    this.#value = value
  }

  static async open<T>(file: string, initial: T): Promise<JsonFileState<T>> {
    try {
      return new JsonFileState(file, JSON.parse(await readFile(file, 'utf8')) as T)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      return new JsonFileState(file, initial)
    }
  }

  get value(): T {
    return this.#value
  }

  /** Applies a change in memory at once and resolves when it is on disk. */
  update(change: (value: T) => void): Promise<void> {
    change(this.#value)
    const snapshot = JSON.stringify(this.#value, null, 2)
    const write = this.#writes.then(async () => {
      await mkdir(dirname(this.#file), { recursive: true })
      const temporary = `${this.#file}.${process.pid}.tmp`
      await writeFile(temporary, snapshot)
      await rename(temporary, this.#file)
    })
    this.#writes = write.catch(() => {})
    return write
  }
}
