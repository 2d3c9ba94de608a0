// Two people on one phone (decision 038), over the phone's database (fake-indexeddb), the real data
// client and this portal's own configuration (app/portal.ts registers the reports' rule): when Ana's
// session ends, the answers kept for her go and her unsent draft stays; Pedro, signed in next,
// neither sees it nor sends it — not even when the signal returns before he opens his reports —;
// when Ana signs in again her draft is there and is sent once, with her own token.
import 'fake-indexeddb/auto'
import { createConnection } from '@cordillera/data-client'
import { misReportsApi } from '@cordillera/data-client/mis-reports'
import { QueryClient } from '@tanstack/react-query'
import { createStore, get } from 'idb-keyval'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { label, opciones, reportDetail, valores } from '../reports-fixture.ts'
import { createDraftsStore } from './drafts-store.ts'
import { KEPT_STORAGE, misReportsKeys } from './kept-answers.ts'
import { openReportsDb, reportsDbName } from './reports-db.ts'

let signedIn: string | null = null
vi.mock('@cordillera/auth/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@cordillera/auth/session')>()),
  currentUser: async () =>
    signedIn ? { userId: signedIn, username: `${signedIn}@cordillera.cl` } : null,
}))

// The portal's settings, as its root route loads them: they register its rule for the user's data.
await import('../../../portal.ts')
const { handleInvalidSession } = await import('@cordillera/auth')
const { forgetReportsOffline, reportsOfflineOf } = await import('./reports-offline.ts')

/** The API's report creation, recording whose token each call carried. */
const sent: { token: string; claveSync: string }[] = []
const api = createConnection({
  baseUrl: 'http://api.test',
  getToken: async () => (signedIn ? `token-${signedIn}` : null),
  fetch: async (input, init) => {
    const token = new Headers(init?.headers).get('Authorization') ?? ''
    const { claveSync } = JSON.parse(String(init?.body)) as { claveSync: string }
    expect(new URL(String(input)).pathname).toBe('/v1/operador/reports')
    sent.push({ token, claveSync })
    return new Response(JSON.stringify(reportDetail({ id: crypto.randomUUID(), claveSync })), {
      status: 201,
      headers: { 'Content-Type': 'application/json' },
    })
  },
})

/** The tab's query cache, whose operator's answers the persister keeps on the phone. */
const queryClient = new QueryClient()
const phoneCopy = async () =>
  (await get<string>(KEPT_STORAGE.key, createStore(KEPT_STORAGE.db, KEPT_STORAGE.store))) ?? ''

/** What every way a session ends runs (sign-out, a session the user pool ended). */
async function sessionEnds() {
  signedIn = null
  await handleInvalidSession()
}

function deferred() {
  let resolve: () => void = () => {}
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

/** Lets the `online` event's sync (if any) run to its end. */
async function settle() {
  for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setTimeout(resolve, 0))
}

afterEach(() => {
  sent.length = 0
  forgetReportsOffline()
})

describe("an operator's unsent drafts on a shared phone", () => {
  it('stay with their owner: never listed nor sent for the next user, sent when the owner is back', async () => {
    const ana = `ana-${crypto.randomUUID()}`
    const pedro = `pedro-${crypto.randomUUID()}`

    signedIn = ana
    const anas = await reportsOfflineOf(api, queryClient)
    const draft = await anas.store.saveNew(valores, label)
    const options = misReportsKeys.options(ana)
    queryClient.setQueryData(options, { value: opciones, savedAt: '', fromCache: false })
    await vi.waitFor(async () => expect(await phoneCopy()).toContain(ana))

    await sessionEnds()
    const anasDb = await openReportsDb(reportsDbName(ana))
    const kept = createDraftsStore(anasDb)
    expect((await kept.list()).map((d) => d.key)).toEqual([draft.claveSync])
    anasDb.close()
    // Her answers are gone, from the tab's cache and from the phone.
    expect(queryClient.getQueryData(options)).toBeUndefined()
    expect(await phoneCopy()).not.toContain(ana)

    // Pedro signs in; the signal comes back before he opens his reports.
    signedIn = pedro
    window.dispatchEvent(new Event('online'))
    await settle()
    expect(sent).toEqual([])
    const pedros = await reportsOfflineOf(api, queryClient)
    expect(await pedros.store.list()).toEqual([])
    await pedros.sync()
    expect(sent).toEqual([])

    await sessionEnds()
    signedIn = ana
    const back = await reportsOfflineOf(api, queryClient)
    expect((await back.store.list()).map((d) => d.key)).toEqual([draft.claveSync])
    await back.sync()
    expect(sent).toEqual([{ token: `Bearer token-${ana}`, claveSync: draft.claveSync }])
    expect(await back.store.list()).toEqual([])
  })

  it('a sync under way when the session ends sends nothing further: the rest waits for its owner', async () => {
    const ana = `ana-${crypto.randomUUID()}`
    signedIn = ana
    const anas = await reportsOfflineOf(api, queryClient)
    const drafts = [
      await anas.store.saveNew(valores, label),
      await anas.store.saveNew({ ...valores, horometroFin: 1300 }, label),
    ].map((draft) => draft.key)
    // One draft is on its way when the session ends.
    const onItsWay = deferred()
    const answer = deferred()
    const create = vi.spyOn(misReportsApi(api), 'create').mockImplementation(async (body) => {
      onItsWay.resolve()
      await answer.promise
      return reportDetail({ id: crypto.randomUUID(), claveSync: body.claveSync })
    })
    const syncing = anas.sync()
    await onItsWay.promise
    signedIn = null
    const ending = handleInvalidSession()
    answer.resolve()
    await Promise.all([ending, syncing])
    const onItsWayThen = create.mock.calls.map(([body]) => body.claveSync)
    expect(onItsWayThen).toHaveLength(1)
    const other = drafts.filter((key) => !onItsWayThen.includes(key))
    create.mockRestore()

    signedIn = ana
    const back = await reportsOfflineOf(api, queryClient)
    expect((await back.store.list()).map((d) => d.key)).toEqual(other)
    await back.sync()
    expect(sent).toEqual([{ token: `Bearer token-${ana}`, claveSync: other[0] }])
  })
})
