// The operator's reports offline, put together: the signed-in user's database and drafts store, the
// sync (one at a time in this tab, and across tabs where the browser has Web Locks), run when the
// connection comes back, when the app starts and when asked; and the answers of the API kept for
// offline use (`cached`: the server's when it answers, the last one kept when it cannot be reached).
import { getCurrentUser } from '@cordillera/auth'
import type { ApiClient } from '@cordillera/data-client'
import { createDraftsStore, type DraftsStore } from './drafts-store.ts'
import { openReportsDb, reportsDbName } from './reports-db.ts'
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
  const listeners = new Set<() => void>()
  const syncingChanged = (delta: number) => {
    running += delta
    for (const listener of listeners) listener()
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
      if (!isOnline()) return Promise.resolve(null)
      syncingChanged(1)
      const run = queue.then(() => exclusive(() => syncDrafts(store, api, options)))
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
  }
}

// The app's one instance, for the signed-in user of the user pool (its id names the database).
let active: { userId: string; offline: Promise<ReportsOffline> } | undefined
let listening = false

/** The signed-in user's reports offline, opened on first use; the same one until the user changes. */
export async function reportsOfflineOf(api: ApiClient): Promise<ReportsOffline> {
  const user = await getCurrentUser()
  if (!user) throw new Error('No hay una sesión iniciada.')
  if (active?.userId !== user.userId) {
    const offline = openReportsDb(reportsDbName(user.userId)).then((db) =>
      createReportsOffline({
        userId: user.userId,
        store: createDraftsStore(db),
        api: api.rrhh.misReports,
      }),
    )
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

/** Tests: forget the instance (each test opens its own database). */
export function forgetReportsOffline(): void {
  active = undefined
}
