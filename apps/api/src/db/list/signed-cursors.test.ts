// List cursors are signed by the API (decision 037): a client that decodes one and changes its
// boundary value or its page, or that brings one signed with another key, gets the 400 of a
// cursor that does not belong to the list, never a 500. Proved on the six lists an attacker's
// test broke, whose sort keys are not text (a changed value failed its cast in SQL), against the
// seeded demo data. Two more apps on the same database stand for other replicas: one with another
// key, one sharing the key of a third.
import { fechaEnSantiago, sumarDias } from '@cordillera/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, createApp } from '../../app.ts'
import {
  FIRMA,
  insertActivo,
  insertAsignacion,
  insertOperador,
  reportBody,
} from '../../rrhh/reports/report-fixtures.ts'
import { AS, startTestApp, type TestApp } from '../../testing/test-app.ts'
import { testConfig, testDeps } from '../../testing/test-deps.ts'
import { listCursors } from './list-cursor.ts'

const LISTS = [
  { name: 'solicitudes pendientes', path: '/v1/solicitudes-pendientes', as: AS.operaciones },
  { name: 'movimientos', path: '/v1/movimientos', as: AS.operaciones },
  { name: 'asignaciones', path: '/v1/asignaciones-operador', as: AS.rrhh },
  { name: 'activos por horómetro', path: '/v1/activos?sort=horometro', as: AS.operaciones },
  { name: 'reports en observación', path: '/v1/reports/en-observacion', as: AS.rrhh },
  { name: 'solicitudes', path: '/v1/solicitudes', as: AS.comercial },
] as const

const SECRET = 'clave-de-cursores-de-prueba-0123456789abcdef'
const refused = {
  error: {
    code: 'entrada_invalida',
    message: 'Los datos enviados no son válidos.',
    fields: { cursor: 'El cursor no corresponde a esta lista: vuelva a la primera página.' },
  },
}

let t: TestApp
/** Replicas over the same database: `replica` and `twin` share SECRET, `main` has its own key. */
let replica: App
let twin: App
beforeAll(async () => {
  t = await startTestApp()
  await observeReports(2)
  const sharing = () =>
    createApp(
      testDeps(t.database, { config: testConfig({ CURSOR_SECRET: SECRET }), storage: t.storage }),
    )
  replica = sharing()
  twin = sharing()
}, 180_000)
afterAll(() => t?.close())

/** Reports en observación (the test app's seed has none): signed by their operator, observed by HR. */
async function observeReports(count: number) {
  const dia = (n: number) => sumarDias(fechaEnSantiago(new Date()), -n)
  const operador = await insertOperador(t, 'Ignacio', 'Cursor Firmado')
  const activoId = await insertActivo(t, 'CURSOR-01', 1000)
  await insertAsignacion(t, operador.operadorId, activoId, dia(30))
  const base = `/v1/operadores/${operador.operadorId}/reports`
  for (let i = 0; i < count; i++) {
    const body = reportBody(activoId, dia(20 - i), 1000 + i * 10)
    const created = await t.call('POST', base, { as: AS.rrhh, body })
    const firmado = await operador.call('POST', `/v1/operador/reports/${created.body.id}/firma`, {
      firma: FIRMA,
      version: 1,
    })
    const observado = await t.call('POST', `${base}/${created.body.id}/observacion`, {
      as: AS.rrhh,
      body: { comentario: 'Falta el combustible cargado.', version: firmado.body.version },
    })
    expect(observado.status, JSON.stringify(observado.body)).toBe(200)
  }
}

async function get(app: App, path: string, as: string) {
  const res = await app.request(path, { headers: { Authorization: t.authorization(as) } })
  // biome-ignore lint/suspicious/noExplicitAny: the test reads the answer loosely.
  return { status: res.status, body: (await res.json()) as any }
}

const withQuery = (path: string, query: string) =>
  `${path}${path.includes('?') ? '&' : '?'}${query}`

/** A cursor's content changed by a client: decoded, edited and encoded again, its tail kept. */
function forged(cursor: string, change: Record<string, unknown>): string {
  const [content = '', ...rest] = cursor.split('.')
  const decoded = JSON.parse(Buffer.from(content, 'base64url').toString())
  const edited = Buffer.from(JSON.stringify({ ...decoded, ...change })).toString('base64url')
  return [edited, ...rest].join('.')
}

describe.each(LISTS)('$name', ({ path, as }) => {
  const page = (app: App, cursor?: string) =>
    get(app, withQuery(path, `pageSize=1${cursor ? `&cursor=${cursor}` : ''}`), as)

  it('pages on with its own cursor', async () => {
    const first = await page(t.app)
    expect(first.status).toBe(200)
    expect(first.body.nextCursor).toEqual(expect.any(String))
    const second = await page(t.app, first.body.nextCursor)
    expect(second.status).toBe(200)
    expect(second.body.page).toBe(2)
  })

  it('400, not 500, when the boundary value is changed', async () => {
    const { nextCursor } = (await page(t.app)).body
    for (const v of ['x', '2026-02-30', '99999999999999999999', '']) {
      const res = await page(t.app, forged(nextCursor, { v }))
      expect(res, v).toMatchObject({ status: 400, body: refused })
    }
  })

  it('400 when the page number or the direction is changed', async () => {
    const { nextCursor } = (await page(t.app)).body
    expect(await page(t.app, forged(nextCursor, { p: 7 }))).toMatchObject({
      status: 400,
      body: refused,
    })
    expect(await page(t.app, forged(nextCursor, { k: 'before' }))).toMatchObject({
      status: 400,
      body: refused,
    })
  })

  it('400 for a cursor signed with another key (another deployment, or a key rotated)', async () => {
    const { nextCursor } = (await page(t.app)).body
    expect(await page(replica, nextCursor)).toMatchObject({ status: 400, body: refused })
  })

  it('is accepted by a replica with the same key', async () => {
    const first = await page(replica)
    const second = await page(twin, first.body.nextCursor)
    expect(second.status).toBe(200)
    expect(second.body.page).toBe(2)
  })

  it('400, not 500, even for a correctly signed cursor whose value the list cannot cast', async () => {
    const { nextCursor } = (await page(replica)).body
    const [content = ''] = nextCursor.split('.')
    const decoded = JSON.parse(Buffer.from(content, 'base64url').toString())
    const signed = listCursors(SECRET).encode({ ...decoded, v: 'x' })
    expect(await page(replica, signed)).toMatchObject({ status: 400, body: refused })
  })
})
