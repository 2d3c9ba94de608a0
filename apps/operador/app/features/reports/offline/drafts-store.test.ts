// The phone's drafts in IndexedDB (fake-indexeddb): a new draft is born with its claveSync and
// keeps it through corrections; changes to a server report keep the version they were made at;
// what the server took leaves the phone; newer changes saved while a sync was on the way are not
// lost; "reaplicar" puts the operator's changes on the server's version; a database of version 1
// loses the answers it kept (the query cache's persister keeps them now) and keeps its drafts.
import 'fake-indexeddb/auto'
import { openDB } from 'idb'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { label, REPORT, reportDetail, valores } from '../reports-fixture.ts'
import { createDraftsStore, type DraftsStore } from './drafts-store.ts'
import { openReportsDb, type ReportsDb, upgradeReportsDb } from './reports-db.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

let name: string
let db: ReportsDb
let store: DraftsStore

beforeEach(async () => {
  name = `reports-${crypto.randomUUID()}`
  db = await openReportsDb(name)
  store = createDraftsStore(db)
})

afterEach(() => db.close())

describe('new drafts', () => {
  it('are born pending with a claveSync of their own, kept through corrections and a reload', async () => {
    const draft = await store.saveNew(valores, label)
    expect(draft.claveSync).toMatch(UUID)
    expect(draft).toMatchObject({ kind: 'new', key: draft.claveSync, status: 'pending' })

    const corrected = await store.saveNew({ ...valores, horometroFin: 1260 }, label, draft.key)
    expect(corrected).toMatchObject({ claveSync: draft.claveSync, revision: 2 })

    db.close()
    const reopened = createDraftsStore(await openReportsDb(name))
    const [kept, ...others] = await reopened.list()
    expect(others).toEqual([])
    expect(kept).toMatchObject({
      claveSync: draft.claveSync,
      values: { horometroFin: 1260 },
      label,
      status: 'pending',
    })
  })

  it('never lends a synced draft’s claveSync to new content', async () => {
    const draft = await store.saveNew(valores, label)
    await store.completed(draft.key, 1, reportDetail())
    const again = await store.saveNew(valores, label, draft.key)
    expect(again.claveSync).not.toBe(draft.claveSync)
  })

  it('tell the subscribers of every change', async () => {
    const listener = vi.fn()
    const stop = store.subscribe(listener)
    const draft = await store.saveNew(valores, label)
    await store.markSyncing(draft.key)
    await store.discard(draft.key)
    stop()
    await store.saveNew(valores, label)
    expect(listener).toHaveBeenCalledTimes(3)
  })
})

describe('changes to a server report', () => {
  it('keep the version read; content back to the server’s leaves nothing to send', async () => {
    const base = reportDetail({ version: 3 })
    expect(await store.saveEdit(base, valores, label)).toBeNull()
    expect(await store.list()).toEqual([])

    const draft = await store.saveEdit(base, { ...valores, horometroFin: 1259 }, label)
    expect(draft).toMatchObject({ kind: 'edit', key: REPORT, reportId: REPORT })
    expect(draft?.base.version).toBe(3)

    // Read again later (a fresher version): the changes stay on the version they were made at.
    await store.saveEdit(reportDetail({ version: 4 }), { ...valores, horometroFin: 1260 }, label)
    expect((await store.find(REPORT))?.kind === 'edit' && (await store.find(REPORT))).toMatchObject(
      {
        base: { version: 3 },
        values: { horometroFin: 1260 },
        revision: 2,
      },
    )

    await store.saveEdit(base, valores, label)
    expect(await store.list()).toEqual([])
  })
})

describe('completed', () => {
  it('takes the draft off the phone', async () => {
    const draft = await store.saveNew(valores, label)
    const revision = await store.markSyncing(draft.key)
    await store.completed(draft.key, revision ?? 0, reportDetail())
    expect(await store.list()).toEqual([])
    expect(await store.find(draft.key)).toBeUndefined()
  })

  it('keeps changes saved while the sync was on the way, on the version the server answered', async () => {
    const draft = await store.saveNew(valores, label)
    const revision = await store.markSyncing(draft.key)
    await store.saveNew({ ...valores, actividades: 'Y también relleno' }, label, draft.key)
    await store.completed(draft.key, revision ?? 0, reportDetail({ version: 1 }))

    const [pending] = await store.list()
    expect(pending).toMatchObject({
      kind: 'edit',
      reportId: REPORT,
      status: 'pending',
      base: { version: 1 },
      values: { actividades: 'Y también relleno' },
    })
    expect(await store.find(REPORT)).toEqual(pending)
  })
})

describe('a conflict', () => {
  it('"reaplicar" puts the operator’s changes over the server’s version', async () => {
    const base = reportDetail({ version: 2 })
    await store.saveEdit(base, { ...valores, horometroFin: 1259 }, label)
    const server = reportDetail({
      version: 3,
      estado: 'en-observacion',
      observacion: 'Corrija las horas en stand-by.',
      horasStandBy: 0.5,
    })
    await store.markConflict(REPORT, server)
    expect(await store.find(REPORT)).toMatchObject({ status: 'conflict', server: { version: 3 } })

    expect(await store.reapply(REPORT)).toBe(true)
    expect(await store.find(REPORT)).toMatchObject({
      status: 'pending',
      server: null,
      base: { version: 3 },
      values: { horometroFin: 1259, horasStandBy: 0.5 },
    })
  })

  it('cannot reapply on a report the server no longer lets edit; "usar la del servidor" keeps its', async () => {
    await store.saveEdit(reportDetail(), { ...valores, horometroFin: 1259 }, label)
    await store.markConflict(REPORT, reportDetail({ version: 2, estado: 'validado' }))
    expect(await store.reapply(REPORT)).toBe(false)
    expect(await store.find(REPORT)).toMatchObject({ status: 'conflict' })

    expect(await store.keepServer(REPORT)).toMatchObject({ version: 2, estado: 'validado' })
    expect(await store.list()).toEqual([])
  })
})

describe('a database of version 1', () => {
  it('loses the answers it kept and keeps its drafts', async () => {
    const old = `reports-${crypto.randomUUID()}`
    const v1 = await openDB(old, 1, {
      upgrade(created) {
        created.createObjectStore('drafts', { keyPath: 'key' })
        created.createObjectStore('cache', { keyPath: 'key' })
      },
    })
    const draft = await store.saveNew(valores, label)
    await v1.put('drafts', draft)
    await v1.put('cache', { key: 'opciones', value: {}, savedAt: draft.createdAt })
    v1.close()

    await upgradeReportsDb(old)
    const upgraded = await openReportsDb(old)
    expect([...upgraded.objectStoreNames]).toEqual(['drafts'])
    expect(await createDraftsStore(upgraded).list()).toEqual([draft])
    upgraded.close()
  })
})
