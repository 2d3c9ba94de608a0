// Sends the phone's drafts to the API, oldest first. A new draft goes with its claveSync, so a sync
// repeated after a lost answer gets the same report back (200) instead of a second one; changes to
// a server report go with the version they were made at, so a report HR changed meanwhile answers
// 409 and is kept as a conflict for the operator to decide, never overwritten (unless the server
// already holds exactly those changes: an earlier send whose answer was lost). A refusal of the
// content (400) stays on the draft with the API's Spanish message per field. Without connection
// nothing is lost: the draft waits for the next sync.
import type { ReportDetail } from '@cordillera/contracts'
import type { ApiRequestError } from '@cordillera/data-client'
import type { MisReportsApi } from '@cordillera/data-client/mis-reports'
import { changesOf, createOperadorBody, updateBody, valuesOf } from '@cordillera/portal/screens'
import type { DraftsStore } from './drafts-store.ts'
import type { Draft, DraftProblem } from './reports-db.ts'
import { isUnreachable } from './unreachable.ts'

export type SyncApi = Pick<MisReportsApi, 'create' | 'update' | 'get'>

/** `auto` (the connection came back, the app started) leaves refused drafts for a correction. */
export type SyncMode = 'auto' | 'all'

export type SyncSummary = {
  synced: number
  failed: number
  conflicts: number
  /** Drafts still waiting because the server could not be reached. */
  waiting: number
}

export { isUnreachable }

const SESSION_MESSAGE = 'Su sesión expiró: inicie sesión de nuevo para sincronizar.'

function problemOf(error: ApiRequestError): DraftProblem {
  if (error.status === 401) return { message: SESSION_MESSAGE, fields: {}, retryable: true }
  return {
    message: error.message,
    fields: { ...error.fields },
    retryable: error.status >= 500,
  }
}

/** Whether this sync sends the draft. */
function due(draft: Draft, mode: SyncMode): boolean {
  if (draft.status === 'conflict') return false
  if (draft.status === 'failed') return mode === 'all' || Boolean(draft.problem?.retryable)
  return true
}

/** `stop`: unreachable, the draft waits; `refusedAll`: an expired session, which refuses the rest too. */
type Outcome = 'synced' | 'failed' | 'conflict' | 'stop' | 'refusedAll'

/** What the sync tells the phone's kept answers: the server took `draft` and answered `report`. */
export type OnSynced = (draft: Draft, report: ReportDetail) => void

async function send(
  store: DraftsStore,
  api: SyncApi,
  draft: Draft,
  onSynced: OnSynced,
): Promise<Outcome> {
  const revision = await store.markSyncing(draft.key)
  if (revision === undefined) return 'synced' // discarded meanwhile: nothing to send
  try {
    if (draft.kind === 'new') {
      const report = await api.create(createOperadorBody(draft.values, draft.claveSync))
      onSynced(draft, report)
      await store.completed(draft.key, revision, report)
      return 'synced'
    }
    const base = valuesOf(draft.base)
    if (Object.keys(changesOf(base, draft.values)).length === 0) {
      await store.discard(draft.key)
      return 'synced'
    }
    const report = await api.update(
      draft.reportId,
      updateBody(draft.values, draft.base.version, base),
    )
    onSynced(draft, report)
    await store.completed(draft.key, revision, report)
    return 'synced'
  } catch (error) {
    if (isUnreachable(error)) {
      await store.markPending(draft.key)
      return 'stop'
    }
    const refused = error as ApiRequestError
    const stale =
      draft.kind === 'edit' && refused.status === 409 && Object.keys(refused.fields).length === 0
    if (stale) return conflict(store, api, draft, revision, onSynced)
    await store.markFailed(draft.key, problemOf(refused))
    return refused.status === 401 ? 'refusedAll' : 'failed'
  }
}

/**
 * The report changed on the server: read it as it is now and keep both — unless what it holds
 * now is exactly this draft's content, as when an earlier send of these changes reached the
 * server but its answer never reached the phone (the signal dropped, the page was closed): then
 * the changes are there and the draft is done.
 */
async function conflict(
  store: DraftsStore,
  api: SyncApi,
  draft: Draft & { kind: 'edit' },
  revision: number,
  onSynced: OnSynced,
): Promise<Outcome> {
  try {
    const server = await api.get(draft.reportId)
    if (Object.keys(changesOf(valuesOf(server), draft.values)).length === 0) {
      onSynced(draft, server)
      await store.completed(draft.key, revision, server)
      return 'synced'
    }
    await store.markConflict(draft.key, server)
    return 'conflict'
  } catch (error) {
    if (isUnreachable(error)) {
      await store.markPending(draft.key)
      return 'stop'
    }
    await store.markFailed(draft.key, problemOf(error as ApiRequestError))
    return 'failed'
  }
}

/**
 * Sends every due draft (or only those of `keys`), one at a time, oldest first; stops at the
 * first sign of no connection, leaving the rest pending. Each report the server answers goes to
 * `onSynced` (the kept answers) before its draft leaves the phone.
 */
export async function syncDrafts(
  store: DraftsStore,
  api: SyncApi,
  {
    mode = 'auto',
    keys,
    onSynced = () => {},
  }: { mode?: SyncMode; keys?: readonly string[]; onSynced?: OnSynced } = {},
): Promise<SyncSummary> {
  const summary: SyncSummary = { synced: 0, failed: 0, conflicts: 0, waiting: 0 }
  const drafts = (await store.list()).filter(
    (draft) => due(draft, mode) && (!keys || keys.includes(draft.key)),
  )
  for (const [index, draft] of drafts.entries()) {
    const outcome = await send(store, api, draft, onSynced)
    if (outcome === 'stop' || outcome === 'refusedAll') {
      summary.failed += outcome === 'refusedAll' ? 1 : 0
      summary.waiting = drafts.length - index - (outcome === 'refusedAll' ? 1 : 0)
      break
    }
    if (outcome === 'synced') summary.synced += 1
    else if (outcome === 'conflict') summary.conflicts += 1
    else if (outcome === 'failed') summary.failed += 1
  }
  return summary
}
