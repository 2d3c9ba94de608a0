// The reports screens' view of the phone's offline store (offline/): the store once opened, the
// connection as the browser reports it, whether a sync is running, the drafts, and the API's answers
// with their last kept copy (`useCachedQuery`, so a screen opened without signal still shows them).
import { useApi } from '@cordillera/portal/screens'
import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { cacheKeys, type TodayAnswer } from './offline/drafts-store.ts'
import type { Draft } from './offline/reports-db.ts'
import { type Cached, type ReportsOffline, reportsOfflineOf } from './offline/reports-offline.ts'
import { isUnreachable } from './offline/sync-drafts.ts'

/** The keys of the operator's own queries, per user: another user's answers are never reused. */
export const misReportsKeys = {
  all: (userId: string) => ['rrhh', 'misReports', userId] as const,
  today: (userId: string) => ['rrhh', 'misReports', userId, 'hoy'] as const,
  options: (userId: string) => ['rrhh', 'misReports', userId, 'opciones'] as const,
  detail: (userId: string, id: string) => ['rrhh', 'misReports', userId, 'detalle', id] as const,
  history: (userId: string, query: object) =>
    ['rrhh', 'misReports', userId, 'historico', query] as const,
}

/** The signed-in user's offline store; undefined while it opens, `error` when it cannot. */
export function useReportsOffline(): { offline: ReportsOffline | undefined; error: unknown } {
  const api = useApi()
  const [state, setState] = useState<{ offline?: ReportsOffline; error?: unknown }>({})
  useEffect(() => {
    let live = true
    reportsOfflineOf(api).then(
      (offline) => live && setState({ offline }),
      (error: unknown) => live && setState({ error }),
    )
    return () => {
      live = false
    }
  }, [api])
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
 * The phone's drafts, read again on every change. The list of today is refreshed from its kept
 * copy in the same step, so a draft the server just took is replaced by its report at once.
 */
export function useDrafts(offline: ReportsOffline | undefined): Draft[] | undefined {
  const queryClient = useQueryClient()
  const [drafts, setDrafts] = useState<Draft[]>()
  useEffect(() => {
    if (!offline) return
    let live = true
    const read = async () => {
      const [list, today] = await Promise.all([
        offline.store.list(),
        offline.store.getCache<TodayAnswer>(cacheKeys.today),
      ])
      if (!live) return
      setDrafts(list)
      if (today) {
        queryClient.setQueryData<Cached<TodayAnswer>>(
          misReportsKeys.today(offline.userId),
          (old) => (old ? { ...old, value: today.value } : old),
        )
      }
    }
    void read()
    const stop = offline.store.subscribe(() => void read())
    return () => {
      live = false
      stop()
    }
  }, [offline, queryClient])
  return drafts
}

/**
 * An API answer kept on the phone: the server's when it answers (and kept), the last kept one when
 * it cannot be reached (`fromCache`). Runs offline too (React Query would otherwise wait for the
 * connection), and does not retry a call that found no connection.
 */
export function useCachedQuery<T>(
  offline: ReportsOffline | undefined,
  queryKey: QueryKey,
  cacheKey: string,
  fetch: (signal: AbortSignal) => Promise<T>,
  options: { enabled?: boolean; fresh?: boolean } = {},
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => (offline as ReportsOffline).cached(cacheKey, () => fetch(signal)),
    enabled: Boolean(offline) && options.enabled !== false,
    networkMode: 'always',
    retry: (count, error) => count < 1 && !isUnreachable(error),
    // A report about to be signed or corrected is read again on arrival: its version matters.
    ...(options.fresh ? { staleTime: 0 } : {}),
  })
}

/** Sends the drafts now, if there is a connection. */
export function useSyncNow(offline: ReportsOffline | undefined) {
  return useCallback(
    (options?: Parameters<ReportsOffline['sync']>[0]) =>
      offline ? offline.sync(options) : Promise.resolve(null),
    [offline],
  )
}
