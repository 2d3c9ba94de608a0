// The operator's reports offline, put together: the signed-in user's database and drafts store, the
// sync (one at a time in this tab, and across tabs where the browser has Web Locks), run when the
// connection comes back, when the app starts and when asked; and the answers of the API kept for
// offline use (`cached`: the server's when it answers, the last one kept when it cannot be reached).
// The open store belongs to the user signed in when it opened: when his session ends it closes
// (`forgetReportsData`), so nothing of his is sent with the next user's token.
import { getCurrentUser } from '@cordillera/auth'
import type { ApiClient } from '@cordillera/data-client'
import { createDraftsStore, type DraftsStore } from './drafts-store.ts'
import { clearReportsCache, openReportsDb, reportsDbName, reportsDbNames } from './reports-db.ts'
import {
  isUnreachable,
  type SyncApi,
  type SyncMode,
  type SyncSummary,
  syncDrafts,
} from './sync-drafts.ts'

/** An answer of the API, or the last one kept when the server could not be reached. */
export type Cached<T> = { value: T; savedAt: string; fromCache: boolean }

export type ReportsOffline = {
  /** Whose drafts these are (the user pool's id): the screens' cached queries carry it in their keys. */
  userId: string
  store: DraftsStore
  /** Sends the due drafts; null when the browser says it is offline (nothing was tried). */
  sync: (options?: { mode?: SyncMode; keys?: readonly string[] }) => Promise<SyncSummary | null>
  /** Whether a sync is running, and its subscription (for the "Sincronizando…" state). */
  isSyncing: () => boolean
  subscribeSyncing: (listener: () => void) => () => void
  cached: <T>(key: string, fetch: () => Promise<T>) => Promise<Cached<T>>
  isOnline: () => boolean
  /**
   * Its user's session ended: no sync starts any more and one running sends nothing further (the
   * draft it was on waits, pending, for its owner). Answers once the running sync has stopped.
   */
  close: () => Promise<void>
}

const LOCK = 'cordillera-operador-reports-sync'

export function createReportsOffline({
  userId = 'local',
  store,
  api,
  isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false,
}: {
  userId?: string
  store: DraftsStore
  api: SyncApi
  isOnline?: () => boolean
}): ReportsOffline {
  let queue: Promise<unknown> = Promise.resolve()
  let running = 0
  let closed = false
  const listeners = new Set<() => void>()
  const syncingChanged = (delta: number) => {
    running += delta
    for (const listener of listeners) listener()
  }

  // Every call checks first: after close, a call is one that never left (as without signal).
  const open =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> =>
      closed ? Promise.reject(new Error('La sesión de este usuario terminó.')) : call(...args)
  const sending: SyncApi = {
    create: open((...args: Parameters<SyncApi['create']>) => api.create(...args)),
    update: open((...args: Parameters<SyncApi['update']>) => api.update(...args)),
    get: open((...args: Parameters<SyncApi['get']>) => api.get(...args)),
  }

  const exclusive = <T>(run: () => Promise<T>): Promise<T> => {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
    return locks ? (locks.request(LOCK, run) as Promise<T>) : run()
  }

  return {
    userId,
    store,
    isOnline,
    sync(options = {}) {
      if (closed || !isOnline()) return Promise.resolve(null)
      syncingChanged(1)
      const run = queue.then(() =>
        closed ? null : exclusive(() => syncDrafts(store, sending, options)),
      )
      queue = run.catch(() => undefined)
      return run.finally(() => syncingChanged(-1))
    },
    isSyncing: () => running > 0,
    subscribeSyncing(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    async cached<T>(key: string, fetch: () => Promise<T>): Promise<Cached<T>> {
      try {
        const value = await fetch()
        await store.putCache(key, value)
        return { value, savedAt: new Date().toISOString(), fromCache: false }
      } catch (error) {
        if (!isUnreachable(error) || (error instanceof Error && error.name === 'AbortError')) {
          throw error
        }
        const kept = await store.getCache<T>(key)
        if (!kept) throw error
        return { ...kept, fromCache: true }
      }
    },
    async close() {
      closed = true
      await queue
    },
  }
}

// The app's one instance, for the signed-in user of the user pool (its id names the database).
let active: { userId: string; offline: Promise<ReportsOffline> } | undefined
let listening = false
// Goes up when a session ends: an opening begun before belongs to the user who left.
let generation = 0

const NO_SESSION = 'No hay una sesión iniciada.'

/** The signed-in user's reports offline, opened on first use; the same one until the user changes. */
export async function reportsOfflineOf(api: ApiClient): Promise<ReportsOffline> {
  const started = generation
  const user = await getCurrentUser()
  if (!user || started !== generation) throw new Error(NO_SESSION)
  if (active?.userId !== user.userId) {
    const offline = openReportsDb(reportsDbName(user.userId)).then((db) => {
      const opened = createReportsOffline({
        userId: user.userId,
        store: createDraftsStore(db),
        api: api.rrhh.misReports,
      })
      return {
        ...opened,
        close: () => opened.close().finally(() => db.close()),
      }
    })
    active = { userId: user.userId, offline }
    offline.catch(() => {
      if (active?.offline === offline) active = undefined
    })
  }
  if (!listening && typeof window !== 'undefined') {
    listening = true
    // The connection is back: send what waited.
    window.addEventListener('online', () => {
      void active?.offline.then((offline) => offline.sync()).catch(() => undefined)
    })
  }
  return active.offline
}

/**
 * The portal's rule for the user's data (decision 038, registered in app/portal.ts), run when a
 * session ends or the next one starts: the open store closes (its sync stops; the `online` event
 * finds nothing to send), and the answers cached in every user's database go. The drafts stay,
 * each in its owner's database, listed and sent only when he is signed in again.
 */
export async function forgetReportsData(): Promise<void> {
  generation += 1
  const closing = active
  active = undefined
  const names = new Set(await reportsDbNames())
  if (closing) {
    names.add(reportsDbName(closing.userId))
    await closing.offline.then((offline) => offline.close()).catch(() => undefined)
  }
  await Promise.allSettled([...names].map(clearReportsCache))
}

/** Tests: forget the instance (each test opens its own database). */
export function forgetReportsOffline(): void {
  active = undefined
}
