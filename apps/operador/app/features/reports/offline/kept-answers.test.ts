// The operator's answers kept on the phone by TanStack Query's persister, over IndexedDB
// (fake-indexeddb): what the server answered is there after a reload and is shown, with when it
// was kept, while the server cannot be reached; a refusal is not hidden behind a kept copy; only
// the operator's own queries are kept; a synced draft's report goes into today's list and its old
// address leads to it; when the session ends the phone's copy is gone.
import 'fake-indexeddb/auto'
import { ApiRequestError } from '@cordillera/data-client'
import { QueryClient } from '@tanstack/react-query'
import { createStore, get } from 'idb-keyval'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { label, opciones, reportDetail, reportRow, valores } from '../reports-fixture.ts'
import {
  type Cached,
  forgetKeptAnswers,
  KEPT_STORAGE,
  keepAnswers,
  keptAnswersOf,
  keptQuery,
  misReportsKeys,
  type TodayAnswer,
} from './kept-answers.ts'
import type { NewDraft } from './reports-db.ts'

const USER = 'ana'
const noSignal = () => Promise.reject(new TypeError('Failed to fetch'))

/** What the phone holds now, as the persister wrote it. */
async function onPhone(): Promise<string> {
  return (
    (await get<string>(KEPT_STORAGE.key, createStore(KEPT_STORAGE.db, KEPT_STORAGE.store))) ?? ''
  )
}

/** A client that kept `key`'s answer, written to the phone. */
async function keptOnce<T>(key: readonly unknown[], value: T) {
  const client = new QueryClient()
  await keepAnswers(client)
  const answer = await client.fetchQuery(keptQuery(client, key, async () => value))
  await vi.waitFor(async () => expect(await onPhone()).toContain(JSON.stringify(key)))
  return { client, answer }
}

/** The app opened again: a new client, restored from the phone. */
async function reload() {
  const client = new QueryClient()
  await keepAnswers(client)
  return client
}

beforeEach(async () => {
  await forgetKeptAnswers()
})

describe('kept answers', () => {
  it('come back after a reload and are shown, with when they were kept, without signal', async () => {
    const key = misReportsKeys.options(USER)
    const { answer } = await keptOnce(key, opciones)
    expect(answer).toMatchObject({ value: opciones, fromCache: false })

    const client = await reload()
    expect(client.getQueryData(key)).toEqual(answer)
    const offline = await client.fetchQuery(keptQuery(client, key, noSignal))
    expect(offline).toEqual({ value: opciones, savedAt: answer.savedAt, fromCache: true })
  })

  it('never hide a refusal, nor invent an answer that was never kept', async () => {
    const key = misReportsKeys.detail(USER, 'x')
    const { client } = await keptOnce(key, reportDetail())
    const refused = new ApiRequestError(404, 'no_encontrado', 'El report no existe.')
    await expect(
      client.fetchQuery({ ...keptQuery(client, key, () => Promise.reject(refused)), retry: 0 }),
    ).rejects.toBe(refused)
    await expect(
      client.fetchQuery(keptQuery(client, misReportsKeys.today(USER), noSignal)),
    ).rejects.toThrow('Failed to fetch')
  })

  it("keep only the operator's own queries", async () => {
    const { client } = await keptOnce(misReportsKeys.options(USER), opciones)
    client.setQueryData(['comercial', 'clientes', 'list'], { items: ['otro'] })
    client.setQueryData(misReportsKeys.today(USER), { value: { hoy: '2026-05-14', items: [] } })
    await vi.waitFor(async () => expect(await onPhone()).toContain('"hoy"'))
    expect(await onPhone()).not.toContain('comercial')
    const again = await reload()
    expect(again.getQueryData(['comercial', 'clientes', 'list'])).toBeUndefined()
  })

  it("take a synced draft's report into today's list and lead its old address to it", async () => {
    const client = new QueryClient()
    await keepAnswers(client)
    const today: Cached<TodayAnswer> = {
      value: {
        hoy: '2026-05-14',
        items: [reportRow({ id: crypto.randomUUID(), folio: 'RPT-000300' })],
      },
      savedAt: new Date().toISOString(),
      fromCache: false,
    }
    client.setQueryData(misReportsKeys.today(USER), today)
    const answers = keptAnswersOf(client, USER)
    const draft = {
      kind: 'new',
      key: 'k',
      claveSync: crypto.randomUUID(),
      values: valores,
      label,
    } as NewDraft
    const report = reportDetail({ id: crypto.randomUUID(), folio: 'RPT-000321' })
    answers.synced(draft, report)

    const list = client.getQueryData<Cached<TodayAnswer>>(misReportsKeys.today(USER))
    expect(list?.value.items.map((row) => row.folio)).toEqual(['RPT-000321', 'RPT-000300'])
    expect(answers.syncedAs(draft.claveSync)).toBe(report.id)
    expect(answers.detail(report.id)).toEqual(report)
    // An edit answered again replaces its row.
    answers.synced(draft, { ...report, folio: 'RPT-000321', horometroFin: 1300 })
    expect(
      client.getQueryData<Cached<TodayAnswer>>(misReportsKeys.today(USER))?.value.items,
    ).toHaveLength(2)
    // The mapping is kept on the phone too: the old address works after a reload.
    await vi.waitFor(async () => expect(await onPhone()).toContain(draft.claveSync))
    expect(keptAnswersOf(await reload(), USER).syncedAs(draft.claveSync)).toBe(report.id)
  })

  it('go when the session ends: from the cache and from the phone', async () => {
    const key = misReportsKeys.options(USER)
    const { client } = await keptOnce(key, opciones)
    await forgetKeptAnswers()
    expect(client.getQueryData(key)).toBeUndefined()
    expect(await onPhone()).not.toContain(USER)
    expect((await reload()).getQueryData(key)).toBeUndefined()
  })
})
