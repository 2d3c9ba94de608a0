// The reports screens' view of the phone's offline store (offline/): the store once opened, the
// connection as the browser reports it, whether a sync is running, the drafts, and the API's answers
// with their last kept copy (`useKeptQuery`: kept by the query cache's persister, so a screen
// opened without signal still shows them).
import { misReportsApi } from '@cordillera/data-client/mis-reports'
import { useApi } from '@cordillera/portal/screens'
import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { keptQuery, misReportsKeys } from './offline/kept-answers.ts'
import type { Draft } from './offline/reports-db.ts'
import { type ReportsOffline, reportsOfflineOf } from './offline/reports-offline.ts'

export { misReportsKeys }

/** The signed-in user's offline store; undefined while it opens, `error` when it cannot. */
export function useReportsOffline(): { offline: ReportsOffline | undefined; error: unknown } {
  const api = useApi()
  const queryClient = useQueryClient()
  const [state, setState] = useState<{ offline?: ReportsOffline; error?: unknown }>({})
  useEffect(() => {
    let live = true
    reportsOfflineOf(api, queryClient).then(
      (offline) => live && setState({ offline }),
      (error: unknown) => live && setState({ error }),
    )
    return () => {
      live = false
    }
  }, [api, queryClient])
  return { offline: state.offline, error: state.error }
}

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

/** Whether the browser says it has a connection. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine !== false,
    () => true,
  )
}

const never = () => () => {}

/**
 * Whether a sync is running. When one ends, the operator's queries are asked again, so what the
 * server now holds replaces what the phone showed.
 */
export function useSyncing(offline: ReportsOffline | undefined): boolean {
  const queryClient = useQueryClient()
  const syncing = useSyncExternalStore(
    offline?.subscribeSyncing ?? never,
    () => offline?.isSyncing() ?? false,
    () => false,
  )
  const was = useRef(syncing)
  useEffect(() => {
    if (was.current && !syncing && offline) {
      void queryClient.invalidateQueries({ queryKey: misReportsKeys.all(offline.userId) })
    }
    was.current = syncing
  }, [syncing, offline, queryClient])
  return syncing
}

/**
 * What `read` finds in the phone's store, read again whenever its drafts change; `key` names what
 * it reads (a draft's id), so another key reads again.
 */
function useStoreRead<T>(
  offline: ReportsOffline | undefined,
  key: string,
  read: (offline: ReportsOffline) => Promise<T>,
): T | undefined {
  const [found, setFound] = useState<T>()
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names all that `read` reads.
  useEffect(() => {
    if (!offline) return
    let live = true
    const update = async () => {
      const next = await read(offline)
      if (live) setFound(() => next)
    }
    void update()
    const stop = offline.store.subscribe(() => void update())
    return () => {
      live = false
      stop()
    }
  }, [offline, key])
  return found
}

/**
 * The phone's drafts, read again on every change. (The sync puts the report a draft became in
 * today's kept list before the draft goes, so the card is replaced at once.)
 */
export function useDrafts(offline: ReportsOffline | undefined): Draft[] | undefined {
  return useStoreRead(offline, 'drafts', ({ store }) => store.list())
}

/**
 * The draft `id` names (none once synced: then `syncedAs`, the report it became), read again
 * whenever the phone's drafts change.
 */
export function useLocalDraft(offline: ReportsOffline, id: string) {
  return useStoreRead(offline, id, async ({ store, answers }) => {
    const draft = await store.find(id)
    return { draft, syncedAs: draft ? undefined : answers.syncedAs(id) }
  })
}

/**
 * An API answer kept on the phone: the server's when it answers, the last kept one when it cannot
 * be reached (`fromCache`, with when it was kept: `savedAt`). Waits for the kept copies to be
 * restored; runs offline too, and does not retry a call that found no connection.
 */
export function useKeptQuery<T>(
  offline: ReportsOffline | undefined,
  queryKey: QueryKey,
  fetch: (signal: AbortSignal) => Promise<T>,
  options: { enabled?: boolean; fresh?: boolean } = {},
) {
  const queryClient = useQueryClient()
  const query = useQuery({
    ...keptQuery(queryClient, queryKey, fetch),
    enabled: Boolean(offline) && options.enabled !== false,
    // A report about to be signed or corrected is read again on arrival: its version matters.
    ...(options.fresh ? { staleTime: 0 } : {}),
  })
  // ...and it is not shown before that read ends: a screen that opens its form on the kept copy
  // (firmado, say, when HR has since put it en observación) would act on a stale estado. Without
  // signal the read fails at once and the kept copy is shown, marked as such.
  if (options.fresh && !query.isFetchedAfterMount && query.fetchStatus === 'fetching') {
    return { ...query, data: undefined } as typeof query
  }
  return query
}

/** One of the user's reports, kept on the phone (`useKeptQuery`). */
export function useKeptReport(
  offline: ReportsOffline,
  id: string,
  options: { enabled?: boolean; fresh?: boolean } = {},
) {
  const api = useApi()
  return useKeptQuery(
    offline,
    misReportsKeys.detail(offline.userId, id),
    (signal) => misReportsApi(api).get(id, signal),
    options,
  )
}

/** Sends the drafts now, if there is a connection. */
export function useSyncNow(offline: ReportsOffline | undefined) {
  return useCallback(
    (options?: Parameters<ReportsOffline['sync']>[0]) =>
      offline ? offline.sync(options) : Promise.resolve(null),
    [offline],
  )
}
