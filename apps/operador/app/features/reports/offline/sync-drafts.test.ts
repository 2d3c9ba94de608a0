// The sync against a fake API that keeps reports by claveSync and version as the real one does: a
// sync repeated after a lost answer gets the same report (one on the server, not two); changes made
// on a version HR has since changed come back as a conflict with the server's report, never
// overwriting it, and "reaplicar" sends them on the new version; a refusal of the content keeps
// the API's Spanish message per field on the draft; without connection nothing is lost.
import 'fake-indexeddb/auto'
import type { ReportDetail } from '@cordillera/contracts'
import { rrhhApi } from '@cordillera/data-client/rrhh'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  type Answer,
  type Call,
  fakeApi,
  label,
  refusal,
  reportDetail,
  valores,
} from '../reports-fixture.ts'
import { createDraftsStore, type DraftsStore } from './drafts-store.ts'
import { keptAnswersOf } from './kept-answers.ts'
import { openReportsDb, type ReportsDb } from './reports-db.ts'
import { createReportsOffline } from './reports-offline.ts'
import { syncDrafts } from './sync-drafts.ts'

/** The API's reports: one per claveSync; an edit at a stale version is refused with 409. */
function fakeServer() {
  const reports = new Map<string, ReportDetail>()
  let numero = 400
  let loseNextAnswer = false
  let refuseNext: Answer | undefined
  const handle = (call: Call): Answer | undefined => {
    if (refuseNext) {
      const answer = refuseNext
      refuseNext = undefined
      return answer
    }
    if (call.method === 'POST' && call.path === '/v1/operador/reports') {
      const { claveSync, ...body } = call.body as typeof valores & { claveSync: string }
      const existing = [...reports.values()].find((report) => report.claveSync === claveSync)
      if (existing) return { status: 200, body: existing }
      numero += 1
      const report = reportDetail({
        ...body,
        id: crypto.randomUUID(),
        numero,
        folio: `RPT-000${numero}`,
        claveSync,
      })
      reports.set(report.id, report)
      return { status: 201, body: report }
    }
    const id = call.path.split('/')[4] ?? ''
    const report = reports.get(id)
    if (!report) return undefined
    if (call.method === 'GET') return { body: report }
    if (call.method === 'PATCH') {
      const { version, ...changes } = call.body as { version: number }
      if (version !== report.version) {
        return {
          status: 409,
          body: refusal('conflicto', 'Otra persona modificó el report mientras lo editaba.'),
        }
      }
      const next = { ...report, ...changes, version: report.version + 1 }
      reports.set(id, next)
      return { body: next }
    }
    return undefined
  }
  const client = fakeApi((call) => handle(call))
  const fetchOnce = client.fetch.getMockImplementation()
  // The server does the work but the answer never reaches the phone (the signal dropped).
  client.fetch.mockImplementation(async (input, init) => {
    const response = await fetchOnce?.(input, init)
    if (loseNextAnswer) {
      loseNextAnswer = false
      throw new TypeError('Failed to fetch')
    }
    return response as Response
  })
  return {
    ...client,
    reports,
    loseNextAnswer: () => {
      loseNextAnswer = true
    },
    refuseNext: (answer: Answer) => {
      refuseNext = answer
    },
    /** HR changes the report on the server (puts it en observación). */
    observe: (id: string) => {
      const report = reports.get(id) as ReportDetail
      reports.set(id, {
        ...report,
        estado: 'en-observacion',
        observacion: 'Corrija el horómetro final.',
        horasStandBy: 0.5,
        version: report.version + 1,
      })
    },
  }
}

let db: ReportsDb
let store: DraftsStore
let server: ReturnType<typeof fakeServer>

beforeEach(async () => {
  db = await openReportsDb(`reports-${crypto.randomUUID()}`)
  store = createDraftsStore(db)
  server = fakeServer()
})

afterEach(() => db.close())

const posts = () => server.calls.filter((call) => call.method === 'POST')

describe('a new draft', () => {
  it('is sent with its claveSync; a repeat after a lost answer gets the same report', async () => {
    const draft = await store.saveNew(valores, label)
    server.loseNextAnswer()
    expect(await syncDrafts(store, rrhhApi(server.api).misReports)).toMatchObject({
      synced: 0,
      waiting: 1,
    })
    // The server has it, the phone does not know: still pending.
    expect(server.reports.size).toBe(1)
    expect(await store.list()).toMatchObject([{ key: draft.key, status: 'pending' }])

    expect(await syncDrafts(store, rrhhApi(server.api).misReports)).toMatchObject({ synced: 1 })
    expect(await store.list()).toEqual([])
    expect(server.reports.size).toBe(1)
    expect(posts().map((call) => (call.body as { claveSync: string }).claveSync)).toEqual([
      draft.claveSync,
      draft.claveSync,
    ])
    expect(posts()[0]?.body).toMatchObject({
      activoId: valores.activoId,
      horometroFin: 1258.5,
      actividades: 'Excavación de zanjas en el eje 4',
    })
  })

  it('waits, pending, while there is no connection', async () => {
    await store.saveNew(valores, label)
    await store.saveNew({ ...valores, jornada: 'noche' }, label)
    server.offline()
    expect(await syncDrafts(store, rrhhApi(server.api).misReports)).toMatchObject({
      synced: 0,
      waiting: 2,
    })
    expect((await store.list()).map((draft) => draft.status)).toEqual(['pending', 'pending'])

    server.online()
    expect(await syncDrafts(store, rrhhApi(server.api).misReports)).toMatchObject({ synced: 2 })
    expect(server.reports.size).toBe(2)
  })

  it('keeps the API’s Spanish message per field of a refused content, and is not resent until corrected', async () => {
    const draft = await store.saveNew(valores, label)
    const message =
      'El horómetro inicial no puede ser menor que la última lectura del equipo (1.300).'
    server.refuseNext({
      status: 400,
      body: refusal('entrada_invalida', 'Revise los datos del report.', {
        horometroInicio: message,
      }),
    })
    expect(await syncDrafts(store, rrhhApi(server.api).misReports)).toMatchObject({ failed: 1 })
    expect(await store.find(draft.key)).toMatchObject({
      status: 'failed',
      problem: {
        message: 'Revise los datos del report.',
        fields: { horometroInicio: message },
        retryable: false,
      },
    })
    expect(server.reports.size).toBe(0)

    // The connection coming back does not send it again as it is…
    await syncDrafts(store, rrhhApi(server.api).misReports)
    expect(posts()).toHaveLength(1)
    // …a correction does.
    await store.saveNew({ ...valores, horometroInicio: 1300, horometroFin: 1308 }, label, draft.key)
    expect(await syncDrafts(store, rrhhApi(server.api).misReports)).toMatchObject({ synced: 1 })
    expect(server.reports.size).toBe(1)
  })

  it('an expired session stops the sync with a Spanish message, to be retried', async () => {
    await store.saveNew(valores, label)
    await store.saveNew(valores, label)
    server.refuseNext({ status: 401, body: refusal('no_autenticado', 'Token inválido.') })
    expect(await syncDrafts(store, rrhhApi(server.api).misReports)).toEqual({
      synced: 0,
      failed: 1,
      conflicts: 0,
      waiting: 1,
    })
    const [first, second] = await store.list()
    expect(first).toMatchObject({
      status: 'failed',
      problem: {
        message: 'Su sesión expiró: inicie sesión de nuevo para sincronizar.',
        retryable: true,
      },
    })
    expect(second?.status).toBe('pending')
    expect(await syncDrafts(store, rrhhApi(server.api).misReports)).toMatchObject({ synced: 2 })
  })
})

describe('changes to a server report', () => {
  async function synced(): Promise<ReportDetail> {
    await store.saveNew(valores, label)
    await syncDrafts(store, rrhhApi(server.api).misReports)
    return [...server.reports.values()][0] as ReportDetail
  }

  it('send only the fields changed, at the version read', async () => {
    const report = await synced()
    await store.saveEdit(report, { ...valores, horometroFin: 1259 }, label)
    expect(await syncDrafts(store, rrhhApi(server.api).misReports)).toMatchObject({ synced: 1 })
    expect(server.calls.at(-1)).toMatchObject({
      method: 'PATCH',
      path: `/v1/operador/reports/${report.id}`,
      body: { horometroFin: 1259, version: 1 },
    })
    expect(Object.keys(server.calls.at(-1)?.body as object).sort()).toEqual([
      'horometroFin',
      'version',
    ])
    expect(server.reports.get(report.id)).toMatchObject({ horometroFin: 1259, version: 2 })
    expect(await store.list()).toEqual([])
  })

  it('a report changed on the server meanwhile is a conflict, never overwritten', async () => {
    const report = await synced()
    await store.saveEdit(report, { ...valores, horometroFin: 1259 }, label)
    server.observe(report.id)

    expect(await syncDrafts(store, rrhhApi(server.api).misReports)).toMatchObject({ conflicts: 1 })
    expect(server.reports.get(report.id)).toMatchObject({ horometroFin: 1258.5, version: 2 })
    const draft = await store.find(report.id)
    expect(draft).toMatchObject({
      status: 'conflict',
      base: { version: 1 },
      server: { version: 2, estado: 'en-observacion', horasStandBy: 0.5 },
      values: { horometroFin: 1259 },
    })
    // A conflict waits for the operator: no sync sends it.
    const before = server.calls.length
    await syncDrafts(store, rrhhApi(server.api).misReports, { mode: 'all' })
    expect(server.calls).toHaveLength(before)

    // "Reaplicar mis cambios": the operator's field on the new version, HR's change kept.
    await store.reapply(report.id)
    expect(await syncDrafts(store, rrhhApi(server.api).misReports)).toMatchObject({ synced: 1 })
    expect(server.calls.at(-1)?.body).toEqual({ horometroFin: 1259, version: 2 })
    expect(server.reports.get(report.id)).toMatchObject({
      horometroFin: 1259,
      horasStandBy: 0.5,
      version: 3,
    })
  })

  it('changes that reached the server while their answer was lost are not a conflict the second time', async () => {
    const report = await synced()
    await store.saveEdit(report, { ...valores, horometroFin: 1259 }, label)
    server.loseNextAnswer()
    expect(await syncDrafts(store, rrhhApi(server.api).misReports)).toMatchObject({ waiting: 1 })
    // The server took them (version 2) but the phone still holds them on version 1.
    expect(server.reports.get(report.id)).toMatchObject({ horometroFin: 1259, version: 2 })
    expect(await store.find(report.id)).toMatchObject({ status: 'pending', base: { version: 1 } })

    expect(await syncDrafts(store, rrhhApi(server.api).misReports)).toMatchObject({
      synced: 1,
      conflicts: 0,
    })
    expect(await store.list()).toEqual([])
    expect(server.reports.get(report.id)).toMatchObject({ horometroFin: 1259, version: 2 })
  })

  it('"usar la versión del servidor" drops the local changes and sends nothing', async () => {
    const report = await synced()
    await store.saveEdit(report, { ...valores, horometroFin: 1259 }, label)
    server.observe(report.id)
    await syncDrafts(store, rrhhApi(server.api).misReports)
    await store.keepServer(report.id)
    const before = server.calls.length
    await syncDrafts(store, rrhhApi(server.api).misReports, { mode: 'all' })
    expect(server.calls).toHaveLength(before)
    expect(server.reports.get(report.id)).toMatchObject({ horometroFin: 1258.5 })
  })
})

describe('createReportsOffline', () => {
  it('tries nothing while the browser is offline, and runs one sync at a time', async () => {
    let online = false
    const offline = createReportsOffline({
      store,
      api: rrhhApi(server.api).misReports,
      answers: keptAnswersOf(new QueryClient(), 'local'),
      isOnline: () => online,
    })
    await store.saveNew(valores, label)
    expect(await offline.sync()).toBeNull()
    expect(server.calls).toEqual([])

    online = true
    const [first, second] = await Promise.all([offline.sync(), offline.sync()])
    expect(first).toMatchObject({ synced: 1 })
    expect(second).toMatchObject({ synced: 0 })
    expect(posts()).toHaveLength(1)
    expect(offline.isSyncing()).toBe(false)
  })

  it("keeps what the server answered among the phone's answers: the draft's address leads to it", async () => {
    const answers = keptAnswersOf(new QueryClient(), 'local')
    const offline = createReportsOffline({ store, api: rrhhApi(server.api).misReports, answers })
    const draft = await store.saveNew(valores, label)
    expect(await offline.sync()).toMatchObject({ synced: 1 })
    const id = answers.syncedAs(draft.claveSync) ?? ''
    expect(answers.detail(id)).toMatchObject({ id, claveSync: draft.claveSync })

    // "Usar la versión del servidor": the server's report is the one shown.
    const report = server.reports.get(id) as ReportDetail
    await store.saveEdit(report, { ...valores, horometroFin: 1259 }, label)
    const changed = { ...report, version: report.version + 1, horometroFin: 1270 }
    await store.markConflict(report.id, changed)
    await offline.keepServer(report.id)
    expect(await store.list()).toEqual([])
    expect(answers.detail(report.id)).toEqual(changed)
  })
})
