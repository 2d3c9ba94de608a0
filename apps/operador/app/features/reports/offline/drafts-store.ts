// The unsent drafts of the phone's database (reports-db.ts), with the few moves the screens and the
// sync make on them. Every write tells the subscribers, so the screens re-read. Plain code over
// IndexedDB: no React, no HTTP (the sync, sync-drafts.ts, does the calls). The API's answers are not
// here: the query cache's persister keeps them (kept-answers.ts, decision 047).
import { isEstadoEditable, type ReportDetail } from '@cordillera/contracts'
import { changedFields, changesOf, type ReportValues, valuesOf } from '@cordillera/portal/screens'
import type { Draft, DraftProblem, EditDraft, NewDraft, ReportsDb } from './reports-db.ts'

export type DraftLabel = Draft['label']

export type StoreOptions = {
  now?: () => string
  newKey?: () => string
}

export type DraftsStore = ReturnType<typeof createDraftsStore>

/** What a draft is born with: the content, pending, its first revision. */
const born = (values: ReportValues, label: DraftLabel, at: string) => ({
  values,
  label,
  status: 'pending' as const,
  problem: null,
  revision: 1,
  createdAt: at,
  updatedAt: at,
})

/** A draft saved again: the new content, pending again (its refusal gone), one revision on. */
const savedAgain = <D extends Draft>(
  draft: D,
  values: ReportValues,
  label: DraftLabel,
  at: string,
): D => ({
  ...draft,
  values,
  label,
  status: 'pending',
  problem: null,
  revision: draft.revision + 1,
  updatedAt: at,
})

export function createDraftsStore(db: ReportsDb, options: StoreOptions = {}) {
  const now = options.now ?? (() => new Date().toISOString())
  const newKey = options.newKey ?? (() => crypto.randomUUID())
  const listeners = new Set<() => void>()
  const changed = () => {
    for (const listener of listeners) listener()
  }

  async function list(): Promise<Draft[]> {
    const drafts = await db.getAll('drafts')
    return drafts.sort((a, b) => a.createdAt.localeCompare(b.createdAt))
  }

  /** The draft an address names: its key, the report it changes, or the report it became. */
  async function find(id: string): Promise<Draft | undefined> {
    const byKey = await db.get('drafts', id)
    if (byKey) return byKey
    return (await db.getAll('drafts')).find(
      (draft) => draft.kind === 'edit' && draft.reportId === id,
    )
  }

  /** Updates one draft if it still exists; answers what was written. */
  async function update<D extends Draft>(
    key: string,
    change: (draft: Draft) => D | null,
  ): Promise<D | undefined> {
    const tx = db.transaction('drafts', 'readwrite')
    const draft = await tx.store.get(key)
    const next = draft ? change(draft) : null
    if (next) await tx.store.put(next)
    await tx.done
    if (next) changed()
    return next ?? undefined
  }

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    list,
    find,

    /**
     * Saves a new report's content: a new draft with its claveSync born now, or (`key`) the same
     * draft with the content corrected, again pending. A key that names no new draft (it was
     * synced meanwhile) never lends its claveSync to other content: the draft is born anew.
     */
    async saveNew(values: ReportValues, label: DraftLabel, key?: string): Promise<NewDraft> {
      const existing = key ? await db.get('drafts', key) : undefined
      const at = now()
      const draft: NewDraft =
        existing?.kind === 'new'
          ? savedAgain(existing, values, label, at)
          : { kind: 'new', key: newKey(), claveSync: '', ...born(values, label, at) }
      if (!draft.claveSync) draft.claveSync = draft.key
      await db.put('drafts', draft)
      changed()
      return draft
    },

    /**
     * Saves changes to a server report, made on `base` (the version read). A draft already
     * holding changes to it keeps its base and takes the new content. Content equal to the base
     * leaves nothing to send: the draft goes (null).
     */
    async saveEdit(base: ReportDetail, values: ReportValues, label: DraftLabel) {
      const existing = await find(base.id)
      const from = existing?.kind === 'edit' ? existing : null
      const baseRead = from?.base ?? base
      if (existing && existing.kind === 'new') {
        throw new Error('Un borrador nuevo se guarda con saveNew')
      }
      if (changedFields(valuesOf(baseRead), values).length === 0) {
        if (from) {
          await db.delete('drafts', from.key)
          changed()
        }
        return null
      }
      const at = now()
      const draft: EditDraft = from
        ? savedAgain(from, values, label, at)
        : {
            kind: 'edit',
            key: base.id,
            reportId: base.id,
            base,
            server: null,
            ...born(values, label, at),
          }
      await db.put('drafts', draft)
      changed()
      return draft
    },

    /** The sync takes the draft: answers the revision it sends. */
    async markSyncing(key: string): Promise<number | undefined> {
      const draft = await update(key, (d) => ({ ...d, status: 'syncing' }))
      return draft?.revision
    },

    /** Not sent (no connection): it waits. */
    markPending(key: string) {
      return update(key, (d) => ({ ...d, status: 'pending' }))
    },

    markFailed(key: string, problem: DraftProblem) {
      return update(key, (d) => ({ ...d, status: 'failed', problem }))
    },

    /** The report changed on the server: kept with both versions until the operator chooses. */
    markConflict(key: string, server: ReportDetail) {
      return update(key, (d) =>
        d.kind === 'edit' ? { ...d, status: 'conflict', problem: null, server } : null,
      )
    },

    /**
     * The server took revision `sent` and answered `report`. The draft goes, unless it was saved
     * again meanwhile: then those newer changes stay pending, on the version just answered.
     */
    async completed(key: string, sent: number, report: ReportDetail): Promise<void> {
      const tx = db.transaction('drafts', 'readwrite')
      const drafts = tx.store
      const draft = await drafts.get(key)
      if (draft && draft.revision !== sent) {
        const pending: EditDraft = {
          ...draft,
          kind: 'edit',
          reportId: report.id,
          base: report,
          server: null,
          status: 'pending',
          problem: null,
        }
        await drafts.put(pending)
      } else if (draft) {
        await drafts.delete(key)
      }
      await tx.done
      changed()
    },

    /**
     * "Usar la versión del servidor": the local changes go; answers the server's report as read,
     * for the screens to show.
     */
    async keepServer(key: string): Promise<ReportDetail | null> {
      const draft = await db.get('drafts', key)
      await db.delete('drafts', key)
      changed()
      return draft?.kind === 'edit' ? draft.server : null
    },

    /**
     * "Reaplicar mis cambios": the fields the operator changed, over the server's current report,
     * at its version, pending again. Refused (false) when the report can no longer be edited.
     */
    async reapply(key: string): Promise<boolean> {
      let applied = false
      await update(key, (d) => {
        if (d.kind !== 'edit' || !d.server || !isEstadoEditable(d.server.estado)) return null
        applied = true
        const mine = changesOf(valuesOf(d.base), d.values)
        return {
          ...d,
          base: d.server,
          server: null,
          values: { ...valuesOf(d.server), ...mine },
          status: 'pending',
          problem: null,
          revision: d.revision + 1,
          updatedAt: now(),
        }
      })
      return applied
    },

    async discard(key: string): Promise<void> {
      await db.delete('drafts', key)
      changed()
    },
  }
}
