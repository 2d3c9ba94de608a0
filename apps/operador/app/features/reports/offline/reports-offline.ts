// The operator's reports offline, put together: the signed-in user's database and drafts store, the
// sync (one at a time in this tab, and across tabs where the browser has Web Locks), run when the
// connection comes back, when the app starts and when asked; and the answers of the API kept for
// offline use by the query cache's persister (kept-answers.ts), which the sync keeps up to date.
// The open store belongs to the user signed in when it opened: when his session ends it closes
// (`forgetReportsData`), so nothing of his is sent with the next user's token.
import { currentUser } from '@cordillera/auth/session'
import type { Connection } from '@cordillera/data-client'
import { misReportsApi } from '@cordillera/data-client/mis-reports'
import type { QueryClient } from '@tanstack/react-query'
import { createDraftsStore, type DraftsStore } from './drafts-store.ts'
import { forgetKeptAnswers, type KeptAnswers, keepAnswers, keptAnswersOf } from './kept-answers.ts'
import { openReportsDb, reportsDbName, reportsDbNames, upgradeReportsDb } from './reports-db.ts'
import type { SyncApi, SyncMode, SyncSummary } from './sync-drafts.ts'

export type ReportsOffline = {
  /** Whose drafts these are (the user pool's id): the screens' cached queries carry it in their keys. */
  userId: string
  store: DraftsStore
  /** His answers kept on the phone (the query cache), which the sync updates. */
  answers: KeptAnswers
  /** "Usar la versión del servidor": the draft's changes go; the server's report is shown. */
  keepServer: (key: string) => Promise<void>
  /** Sends the due drafts; null when the browser says it is offline (nothing was tried). */
  sync: (options?: { mode?: SyncMode; keys?: readonly string[] }) => Promise<SyncSummary | null>
  /** Whether a sync is running, and its subscription (for the "Sincronizando…" state). */
  isSyncing: () => boolean
  subscribeSyncing: (listener: () => void) => () => void
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
  answers,
  isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false,
}: {
  userId?: string
  store: DraftsStore
  api: SyncApi
  answers: KeptAnswers
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
    answers,
    isOnline,
    async keepServer(key) {
      const server = await store.keepServer(key)
      if (server) answers.putDetail(server)
    },
    sync(options = {}) {
      if (closed || !isOnline()) return Promise.resolve(null)
      syncingChanged(1)
      const run = queue.then(() =>
        closed
          ? null
          : exclusive(async () =>
              // The sync's code (and the report form's rules it sends by) loads with the first
              // sync, once the screen is up: it is background work (decision 052).
              (await import('./sync-drafts.ts')).syncDrafts(store, sending, {
                ...options,
                onSynced: answers.synced,
              }),
            ),
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
    async close() {
      closed = true
      await queue
    },
  }
}

// The app's one instance, for the signed-in user of the user pool (its id names the database).
let active:
  | { userId: string; queryClient: QueryClient; offline: Promise<ReportsOffline> }
  | undefined
let listening = false
// Goes up when a session ends: an opening begun before belongs to the user who left.
let generation = 0

const NO_SESSION = 'No hay una sesión iniciada.'

/**
 * The signed-in user's reports offline, opened on first use; the same one until the user changes.
 * His answers kept on the phone come back into `queryClient` (the tab's) as it opens.
 */
export async function reportsOfflineOf(
  api: Connection,
  queryClient: QueryClient,
): Promise<ReportsOffline> {
  const started = generation
  void keepAnswers(queryClient)
  const user = await currentUser()
  if (!user || started !== generation) throw new Error(NO_SESSION)
  if (active?.userId !== user.userId || active.queryClient !== queryClient) {
    const offline = openReportsDb(reportsDbName(user.userId)).then((db) => {
      const opened = createReportsOffline({
        userId: user.userId,
        store: createDraftsStore(db),
        api: misReportsApi(api),
        answers: keptAnswersOf(queryClient, user.userId),
      })
      return {
        ...opened,
        close: () => opened.close().finally(() => db.close()),
      }
    })
    active = { userId: user.userId, queryClient, offline }
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
 * finds nothing to send), and the answers kept on the phone go (the persisted query cache, and
 * what version 1 of a user's database still held). The drafts stay, each in its owner's
 * database, listed and sent only when he is signed in again.
 */
export async function forgetReportsData(): Promise<void> {
  generation += 1
  const closing = active
  active = undefined
  const names = new Set(await reportsDbNames())
  if (closing) {
    await closing.offline.then((offline) => offline.close()).catch(() => undefined)
  }
  // A tab still on version 1 holds its database open and blocks the upgrade: not waited for long.
  const upgrades = [...names].map((name) =>
    Promise.race([upgradeReportsDb(name), new Promise((done) => setTimeout(done, 2000))]),
  )
  await Promise.allSettled([forgetKeptAnswers(), ...upgrades])
}

/** Tests: forget the instance (each test opens its own database). */
export function forgetReportsOffline(): void {
  active = undefined
}
