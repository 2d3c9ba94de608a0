// The phone's own database of the operator's reports (IndexedDB, through `idb`): the drafts not yet
// on the server (new ones, and changes to a server report), nothing else. One database per
// signed-in user, so another person signing in on the same phone never sees, nor sends, someone
// else's drafts; when a session ends they stay, for their owner's next session (decision 038). The
// API's answers the screens need offline are kept by the query cache's persister (kept-answers.ts,
// decision 047); version 1 of this database kept them too, in a `cache` store its upgrade drops.
import type { ReportDetail } from '@cordillera/contracts'
import type { ReportValues } from '@cordillera/portal/screens'
import { type DBSchema, type IDBPDatabase, openDB } from 'idb'

/**
 * - `pending`: waiting for the connection (or never tried).
 * - `syncing`: being sent now (a draft left so by a closed app is sent again: its claveSync or
 *   version makes a repeat harmless).
 * - `failed`: the server refused it; `problem` says why, per field when it was its content.
 * - `conflict`: the report changed on the server since it was read; `server` holds it as it is now.
 */
export type DraftStatus = 'pending' | 'syncing' | 'failed' | 'conflict'

export type DraftProblem = {
  message: string
  /** The API's Spanish messages per field (a 400), shown under the fields when it is opened. */
  fields: Record<string, string>
  /** Whether an automatic sync tries it again (a server error, an expired session); a refusal of its content waits for a correction. */
  retryable: boolean
}

type DraftCommon = {
  /** The claveSync of a new draft; the report's id for changes to a server report. */
  key: string
  values: ReportValues
  /** What a card shows of the asset and the obra without asking the server. */
  label: { equipo: string; obra: string }
  status: DraftStatus
  problem: DraftProblem | null
  /** Goes up with every save: a sync that ends after a newer save keeps the newer content. */
  revision: number
  createdAt: string
  updatedAt: string
}

/** A report born on the phone, not yet on the server. */
export type NewDraft = DraftCommon & {
  kind: 'new'
  /** The idempotency key the API knows it by: sent again, it answers the report it created. */
  claveSync: string
}

/** Changes to a report the server holds, made at `base.version`. */
export type EditDraft = DraftCommon & {
  kind: 'edit'
  reportId: string
  /** The report as it was read when the changes were made. */
  base: ReportDetail
  /** The report as the server holds it now, when a sync found it changed (status `conflict`). */
  server: ReportDetail | null
}

export type Draft = NewDraft | EditDraft

export interface ReportsDbSchema extends DBSchema {
  drafts: { key: string; value: Draft }
}

export type ReportsDb = IDBPDatabase<ReportsDbSchema>

const DB_PREFIX = 'cordillera-operador-reports-'

/** The database's name for one user of the user pool. */
export const reportsDbName = (userId: string) => `${DB_PREFIX}${userId}`

/** Every user's database on this phone, where the browser can list them (else none). */
export async function reportsDbNames(): Promise<string[]> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return []
  try {
    const databases = await indexedDB.databases()
    return databases.flatMap(({ name }) => (name?.startsWith(DB_PREFIX) ? [name] : []))
  } catch {
    return []
  }
}

/** Opens and closes one database: its upgrade drops the answers version 1 kept; the drafts stay. */
export async function upgradeReportsDb(name: string): Promise<void> {
  ;(await openReportsDb(name)).close()
}

export function openReportsDb(name: string): Promise<ReportsDb> {
  return openDB<ReportsDbSchema>(name, 2, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) db.createObjectStore('drafts', { keyPath: 'key' })
      // Version 1's cached answers: the query cache's persister keeps them now.
      const legacy = db as unknown as IDBPDatabase
      if (legacy.objectStoreNames.contains('cache')) legacy.deleteObjectStore('cache')
    },
  })
}
