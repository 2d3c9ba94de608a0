// Flotas through the API, in-process against PGlite seeded with the demo data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  AS,
  type CallOptions,
  failAuditsOf,
  startTestApp,
  type TestApp,
} from '../../testing/test-app.ts'
import { insertActivo } from '../common/activos-por.testing.ts'

const OPERACIONES = 'operaciones@cordillera.cl'
const BASE = '/v1/flotas'
const UNKNOWN = '00000000-0000-4000-8000-000000000000'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
}, 180_000)
afterAll(() => t?.close())

const ops = (method: string, path: string, options: CallOptions = {}) =>
  t.call(method, path, { as: OPERACIONES, ...options })
const nombres = (body: { items: { nombre: string }[] }) => body.items.map((row) => row.nombre)

describe('GET /v1/flotas', () => {
  beforeAll(async () => {
    for (const nombre of ['Flota Sur Página', 'Flota Norte Página', 'flota centro página']) {
      expect((await ops('POST', BASE, { body: { nombre } })).status).toBe(201)
    }
  })

  it('pages by name, by number and by cursor alike', async () => {
    const first = await ops('GET', `${BASE}?q=pagina&pageSize=2`)
    expect(first.status).toBe(200)
    expect(first.body.total).toBe(3)
    expect(nombres(first.body)).toEqual(['flota centro página', 'Flota Norte Página'])
    const byNumber = await ops('GET', `${BASE}?q=pagina&pageSize=2&page=2`)
    const byCursor = await ops(
      'GET',
      `${BASE}?q=pagina&pageSize=2&cursor=${encodeURIComponent(first.body.nextCursor)}`,
    )
    expect(nombres(byCursor.body)).toEqual(['Flota Sur Página'])
    expect(nombres(byNumber.body)).toEqual(nombres(byCursor.body))
    const newest = await ops('GET', `${BASE}?q=pagina&sort=creadoEn&dir=desc`)
    expect(nombres(newest.body)[0]).toBe('flota centro página')
  })

  it('answers 400 for a bad query, 401 without a token and 403 without the key', async () => {
    const bad = await ops('GET', `${BASE}?pageSize=500`)
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields.pageSize).toContain('Filas por página')
    expect((await t.call('GET', BASE, { as: null })).status).toBe(401)
    expect((await t.call('GET', BASE, { as: AS.comercial })).status).toBe(403)
  })
})

describe('flota lifecycle', () => {
  let id: string

  it('creates one (201), audited with who did it', async () => {
    const res = await ops('POST', BASE, {
      body: { nombre: 'Flota Minera Prueba', descripcion: '' },
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      nombre: 'Flota Minera Prueba',
      descripcion: null,
      activosCount: 0,
      activos: [],
      version: 1,
    })
    id = res.body.id
    expect(await t.auditOf(id)).toEqual([
      expect.objectContaining({
        entity: 'flota',
        action: 'crear',
        usuarioId: await t.userId(OPERACIONES),
      }),
    ])
  })

  it('answers 400 for a missing name and 409 for one already taken', async () => {
    const missing = await ops('POST', BASE, { body: { descripcion: 'sin nombre' } })
    expect(missing.status).toBe(400)
    expect(missing.body.error.fields).toEqual({ nombre: 'Ingrese el nombre de la flota.' })
    const taken = await ops('POST', BASE, { body: { nombre: 'flota minera PRUEBA' } })
    expect(taken.status).toBe(409)
    expect(taken.body.error.fields).toEqual({ nombre: 'Ya existe una flota con este nombre.' })
  })

  it('needs the keys (403 for comercial@), its delete only a staff user', async () => {
    expect((await t.call('GET', `${BASE}/${id}`)).status).toBe(403)
    expect((await t.call('POST', BASE, { body: { nombre: 'X' } })).status).toBe(403)
    expect((await t.call('PATCH', `${BASE}/${id}`, { body: { version: 1 } })).status).toBe(403)
    expect((await t.call('DELETE', `${BASE}/${id}?version=1`, { as: AS.proveedor })).status).toBe(
      403,
    )
  })

  it('edits at the version read; a stale version is refused (409)', async () => {
    const res = await ops('PATCH', `${BASE}/${id}`, {
      body: { descripcion: 'Faenas del norte', version: 1 },
    })
    expect(res.body).toMatchObject({ descripcion: 'Faenas del norte', version: 2 })
    const stale = await ops('PATCH', `${BASE}/${id}`, { body: { nombre: 'Otra', version: 1 } })
    expect(stale.status).toBe(409)
    expect((await ops('GET', `${BASE}/${id}`)).body.nombre).toBe('Flota Minera Prueba')
  })

  it('answers 404 for an unknown id', async () => {
    expect((await ops('GET', `${BASE}/${UNKNOWN}`)).status).toBe(404)
    expect((await ops('PATCH', `${BASE}/${UNKNOWN}`, { body: { version: 1 } })).status).toBe(404)
  })

  it('lists its assets and keeps it while it holds any (409 saying why)', async () => {
    const activo = await insertActivo(t.database.db, { flotaId: id })
    const detail = await ops('GET', `${BASE}/${id}`)
    expect(detail.body).toMatchObject({ activosCount: 1, activos: [{ codigo: activo.codigo }] })
    expect((await ops('GET', `${BASE}?q=minera prueba`)).body.items[0].activosCount).toBe(1)
    const refused = await ops('DELETE', `${BASE}/${id}?version=2`)
    expect(refused.status).toBe(409)
    expect(refused.body.error.message).toBe(
      'No se puede eliminar: 1 activo usa esta flota. Quítalo de la flota primero.',
    )
  })

  it("deletes softly a flota without assets, with the flotas list's key", async () => {
    const other = await ops('POST', BASE, { body: { nombre: 'Flota Para Borrar' } })
    const refused = await t.call('DELETE', `${BASE}/${other.body.id}?version=1`, {
      as: AS.sinPermisos,
    })
    expect(refused.status).toBe(403)
    const res = await ops('DELETE', `${BASE}/${other.body.id}?version=1`)
    expect(res.status).toBe(204)
    expect((await ops('GET', `${BASE}/${other.body.id}`)).status).toBe(404)
    expect((await ops('GET', `${BASE}?q=para borrar`)).body.total).toBe(0)
  })

  it('writes neither the flota nor its audit when the audit fails (one transaction)', async () => {
    const restore = await failAuditsOf(t.database, 'flota')
    try {
      expect((await ops('POST', BASE, { body: { nombre: 'Flota Sin Auditoria' } })).status).toBe(
        500,
      )
    } finally {
      await restore()
    }
    expect((await ops('GET', `${BASE}?q=sin auditoria`)).body.total).toBe(0)
  })
})
