// The API's answers the report screens need without signal (the operator's assignments, today's
// list, a report, a page of the history), kept on the phone by TanStack Query's persister: the
// tab's query cache, only the operator's own queries (`['rrhh', 'misReports', userId, …]`), written
// to IndexedDB (idb-keyval) as it changes and restored when the app opens (decision 047). A screen
// asks the server and, when it cannot be reached, answers the last copy kept (`fromCache`), so it
// opens after an offline reload. The unsent drafts are not here: they are the drafts store's
// (drafts-store.ts), per user. When a session ends the kept answers go (`forgetKeptAnswers`).
import { REPORT_DIAS_ATRAS, type ReportDetail, type ReportRow } from '@cordillera/contracts'
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import type { QueryClient, QueryFunctionContext, QueryKey } from '@tanstack/react-query'
import { persistQueryClient } from '@tanstack/react-query-persist-client'
import { createStore, del, get, set } from 'idb-keyval'
import type { Draft } from './reports-db.ts'
import { isUnreachable } from './unreachable.ts'

/** An answer of the API, or the last one kept when the server could not be reached. */
export type Cached<T> = { value: T; savedAt: string; fromCache: boolean }

/** Today's list as `GET /v1/operador/reports/hoy` answers it. */
export type TodayAnswer = { hoy: string; items: ReportRow[] }

const ROOT = ['rrhh', 'misReports'] as const

/** The keys of the operator's own queries, per user: another user's answers are never reused. */
export const misReportsKeys = {
  all: (userId: string) => [...ROOT, userId] as const,
  today: (userId: string) => [...ROOT, userId, 'hoy'] as const,
  options: (userId: string) => [...ROOT, userId, 'opciones'] as const,
  detail: (userId: string, id: string) => [...ROOT, userId, 'detalle', id] as const,
  history: (userId: string, query: object) => [...ROOT, userId, 'historico', query] as const,
  /** The report a synced new draft became, so its old address still finds it. */
  synced: (userId: string, claveSync: string) =>
    [...ROOT, userId, 'sincronizado', claveSync] as const,
}

/** Whether a query is one of the operator's kept answers. */
export const isKept = (queryKey: QueryKey): boolean =>
  queryKey[0] === ROOT[0] && queryKey[1] === ROOT[1]

/** How long a kept copy serves: as far back as a report may be dated. */
const KEEP_MS = REPORT_DIAS_ATRAS * 24 * 60 * 60 * 1000
/** Changes when what is kept changes shape: an older copy is then dropped, not misread. */
const BUSTER = 'reports-1'
/** Where the phone keeps them: one IndexedDB database and store, the persisted cache under `key`. */
export const KEPT_STORAGE = {
  db: 'cordillera-operador-respuestas',
  store: 'respuestas',
  key: 'consultas',
} as const

let db: ReturnType<typeof createStore> | undefined
const keptDb = () => {
  db ??= createStore(KEPT_STORAGE.db, KEPT_STORAGE.store)
  return db
}

let kept: { queryClient: QueryClient; restored: Promise<void>; stop: () => void } | undefined

/**
 * Starts keeping the operator's answers of this query client (once per client): restores what the
 * phone kept, then writes every change. Answers once the kept copies are back in the cache.
 */
export function keepAnswers(queryClient: QueryClient): Promise<void> {
  if (kept?.queryClient === queryClient) return kept.restored
  // One client is kept at a time (the tab has one; a test may make another).
  kept?.stop()
  // Kept answers stay in the cache while the tab lives: the persister writes what the cache holds.
  queryClient.setQueryDefaults(ROOT, { gcTime: Number.POSITIVE_INFINITY })
  // A stopped persister writes nothing more: a write it had waiting (it writes at most every
  // throttleTime) would put back what a sign-out has just deleted.
  let live = true
  const persister = createAsyncStoragePersister({
    storage: {
      getItem: (key) => get<string>(key, keptDb()),
      setItem: async (key, value: string) => {
        if (live) await set(key, value, keptDb())
      },
      removeItem: (key) => del(key, keptDb()),
    },
    key: KEPT_STORAGE.key,
    throttleTime: 250,
  })
  const [unsubscribe, restored] = persistQueryClient({
    queryClient,
    persister,
    maxAge: KEEP_MS,
    buster: BUSTER,
    dehydrateOptions: {
      // Typed by shape: the persister brings its own copy of query-core's types.
      shouldDehydrateQuery: (query: { queryKey: QueryKey; state: { status: string } }) =>
        isKept(query.queryKey) && query.state.status === 'success',
    },
  })
  // A phone that cannot read its copy (a private window) still asks the server.
  const stop = () => {
    live = false
    unsubscribe()
  }
  kept = { queryClient, restored: restored.catch(() => undefined), stop }
  return kept.restored
}

/**
 * The session ended (decision 038): the persister stops (a write it had waiting is dropped), the
 * operator's answers leave the cache and the phone's copy is deleted. The next session's first
 * kept query starts keeping again, from nothing.
 */
export async function forgetKeptAnswers(): Promise<void> {
  const ending = kept
  kept = undefined
  ending?.stop()
  ending?.queryClient.removeQueries({ queryKey: ROOT })
  await del(KEPT_STORAGE.key, keptDb())
}

/**
 * A kept query: the server's answer when it answers, the last one kept when it cannot be reached
 * (`fromCache`). Runs offline too (React Query would otherwise wait for the connection), waits for
 * the kept copies to be restored, and does not retry a call that found no connection.
 */
export function keptQuery<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  fetch: (signal: AbortSignal) => Promise<T>,
) {
  return {
    queryKey,
    queryFn: async ({ signal }: QueryFunctionContext): Promise<Cached<T>> => {
      await keepAnswers(queryClient)
      try {
        const value = await fetch(signal)
        return { value, savedAt: new Date().toISOString(), fromCache: false }
      } catch (error) {
        if (!isUnreachable(error) || (error instanceof Error && error.name === 'AbortError')) {
          throw error
        }
        const last = queryClient.getQueryData<Cached<T>>(queryKey)
        if (!last) throw error
        return { ...last, fromCache: true }
      }
    },
    networkMode: 'always' as const,
    retry: (count: number, error: Error) => count < 1 && !isUnreachable(error),
  }
}

/** The answers one user's sync and screens update on the phone, over the query client. */
export type KeptAnswers = ReturnType<typeof keptAnswersOf>

export function keptAnswersOf(queryClient: QueryClient, userId: string) {
  const fresh = <T>(value: T): Cached<T> => ({
    value,
    savedAt: new Date().toISOString(),
    fromCache: false,
  })
  const putDetail = (report: ReportDetail) =>
    queryClient.setQueryData(misReportsKeys.detail(userId, report.id), fresh(report))
  return {
    putDetail,
    detail: (id: string) =>
      queryClient.getQueryData<Cached<ReportDetail>>(misReportsKeys.detail(userId, id))?.value,
    /** The report a synced new draft became, when `claveSync` names one. */
    syncedAs: (claveSync: string) =>
      queryClient.getQueryData<Cached<string>>(misReportsKeys.synced(userId, claveSync))?.value,
    /**
     * The server took a draft and answered `report`: it is kept as the report's detail and put in
     * today's list at once (before the next answer of the list), and a new draft's address leads
     * to it.
     */
    synced(draft: Draft, report: ReportDetail) {
      if (draft.kind === 'new') {
        queryClient.setQueryData(misReportsKeys.synced(userId, draft.claveSync), fresh(report.id))
      }
      putDetail(report)
      queryClient.setQueryData<Cached<TodayAnswer>>(misReportsKeys.today(userId), (today) => {
        if (!today) return today
        const { items } = today.value
        const next = items.some((row) => row.id === report.id)
          ? items.map((row) => (row.id === report.id ? report : row))
          : [report, ...items]
        return { ...today, value: { ...today.value, items: next } }
      })
    },
  }
}
