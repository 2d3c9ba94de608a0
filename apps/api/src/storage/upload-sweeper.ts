// Sweeps, now and then, the uploads never attached to a document (decision 036): a ticket asked
// and a file sent, then the dialog closed. The API process starts it (index.ts) and stops it on
// shutdown; its timers never keep a process alive. Every replica may run it: a sweep removes only
// uploads old enough, which no one is still filling in a form for, and removing twice is harmless.
import type { Logger } from '../logger.ts'
import type { FileStorage } from './file-storage.ts'

/** Uploads are kept for hours: looking once an hour is often enough. */
export const SWEEP_EVERY_MS = 60 * 60_000
/** The first sweep, a minute after the start: not in the way of the start itself. */
export const FIRST_SWEEP_MS = 60_000

export type UploadSweeperOptions = {
  storage: FileStorage
  /** An upload older than this many hours that no document took is removed. */
  keptHours: number
  logger: Logger
  everyMs?: number
  firstMs?: number
  now?: () => Date
}

export type UploadSweeper = {
  /** One sweep now; answers how many uploads went. */
  sweep(): Promise<number>
  /** No more sweeps (one already running finishes). */
  stop(): void
}

export function startUploadSweeper(options: UploadSweeperOptions): UploadSweeper {
  const { storage, keptHours, logger } = options
  const now = options.now ?? (() => new Date())
  let running: Promise<number> | undefined
  let stopped = false

  function sweep(): Promise<number> {
    // A sweep slower than the interval (a bucket of many uploads) is not run twice at once.
    running ??= storage
      .sweepUploads(new Date(now().getTime() - keptHours * 60 * 60_000))
      .finally(() => {
        running = undefined
      })
    return running
  }

  async function scheduled() {
    if (stopped) return
    try {
      const swept = await sweep()
      if (swept > 0) logger.info({ swept, keptHours }, 'unattached uploads swept')
    } catch (error) {
      // The next sweep tries again; a failing storage shows in the log, not as a crash.
      logger.error({ err: error }, 'sweeping unattached uploads failed')
    }
  }

  const first = setTimeout(scheduled, options.firstMs ?? FIRST_SWEEP_MS)
  const every = setInterval(scheduled, options.everyMs ?? SWEEP_EVERY_MS)
  first.unref()
  every.unref()

  return {
    sweep,
    stop() {
      stopped = true
      clearTimeout(first)
      clearInterval(every)
    },
  }
}
