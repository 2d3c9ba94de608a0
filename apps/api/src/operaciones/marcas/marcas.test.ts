// Marcas through the API, in-process against PGlite seeded with the demo data.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activos } from '../../db/schema/index.ts'
import {
  AS,
  type CallOptions,
  failAuditsOf,
  startTestApp,
  type TestApp,
} from '../../testing/test-app.ts'
import { insertActivo } from '../common/activos-por.testing.ts'

const OPERACIONES = 'operaciones@cordillera.cl'
const BASE = '/v1/marcas'
const UNKNOWN = '00000000-0000-4000-8000-000000000000'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
}, 180_000)
afterAll(() => t?.close())

const ops = (method: string, path: string, options: CallOptions = {}) =>
  t.call(method, path, { as: OPERACIONES, ...options })
const nombres = (body: { items: { nombre: string }[] }) => body.items.map((row) => row.nombre)

describe('GET /v1/marcas', () => {
  beforeAll(async () => {
    for (const nombre of [
      'Zorzal Lista',
      'Álamo Lista',
      'beta Lista',
      'Ñandú Lista',
      'Cóndor Lista',
    ]) {
      expect((await ops('POST', BASE, { body: { nombre } })).status).toBe(201)
    }
  })

  it('sorts by name as people read it (accents and case together), both ways', async () => {
    const asc = await ops('GET', `${BASE}?q=lista`)
    expect(asc.status).toBe(200)
    expect(nombres(asc.body)).toEqual([
      'Álamo Lista',
      'beta Lista',
      'Cóndor Lista',
      'Ñandú Lista',
      'Zorzal Lista',
    ])
    const desc = await ops('GET', `${BASE}?q=lista&dir=desc`)
    expect(nombres(desc.body)).toEqual([...nombres(asc.body)].reverse())
  })

  it('pages by number and by cursor, both ways, to the same rows', async () => {
    const first = await ops('GET', `${BASE}?q=lista&pageSize=2`)
    expect(first.body).toMatchObject({ total: 5, page: 1, pageSize: 2, prevCursor: null })
    const second = await ops('GET', `${BASE}?q=lista&pageSize=2&page=2`)
    const next = await ops(
      'GET',
      `${BASE}?q=lista&pageSize=2&cursor=${encodeURIComponent(first.body.nextCursor)}`,
    )
    expect(nombres(next.body)).toEqual(nombres(second.body))
    expect(nombres(second.body)).toEqual(['Cóndor Lista', 'Ñandú Lista'])
    const back = await ops(
      'GET',
      `${BASE}?q=lista&pageSize=2&cursor=${encodeURIComponent(second.body.prevCursor)}`,
    )
    expect(nombres(back.body)).toEqual(nombres(first.body))
    const all = await ops('GET', `${BASE}?q=lista&pageSize=all`)
    expect(nombres(all.body)).toHaveLength(5)
  })

  it('searches without accents or case', async () => {
    expect(nombres((await ops('GET', `${BASE}?q=NANDU`)).body)).toEqual(['Ñandú Lista'])
  })

  it('counts the assets of each marca', async () => {
    const zorzal = (await ops('GET', `${BASE}?q=zorzal`)).body.items[0]
    expect(zorzal.activosCount).toBe(0)
    await insertActivo(t.database.db, { marcaId: zorzal.id })
    await insertActivo(t.database.db, { marcaId: zorzal.id })
    expect((await ops('GET', `${BASE}?q=zorzal`)).body.items[0].activosCount).toBe(2)
  })

  it('answers 400 with Spanish field messages for a bad query', async () => {
    const res = await ops('GET', `${BASE}?sort=activosCount&page=0`)
    expect(res.status).toBe(400)
    expect(res.body.error).toMatchObject({
      code: 'entrada_invalida',
      fields: {
        sort: expect.stringContaining('Solo se puede ordenar por'),
        page: 'La página debe ser un número desde 1.',
      },
    })
  })

  it('answers 401 without a token and 403 without the key', async () => {
    expect((await t.call('GET', BASE, { as: null })).status).toBe(401)
    const res = await t.call('GET', BASE, { as: AS.comercial })
    expect(res.status).toBe(403)
    expect(res.body.error.code).toBe('prohibido')
  })
})

describe('marca lifecycle', () => {
  let id: string

  it('creates one (201), trimmed, audited with who did it', async () => {
    const res = await ops('POST', BASE, { body: { nombre: '  Caterpillar Prueba ' } })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      nombre: 'Caterpillar Prueba',
      activosCount: 0,
      version: 1,
      creadoPor: { nombre: expect.any(String) },
    })
    id = res.body.id
    expect(await t.auditOf(id)).toEqual([
      expect.objectContaining({
        entity: 'marca',
        action: 'crear',
        usuarioId: await t.userId(OPERACIONES),
        before: null,
        after: expect.objectContaining({ nombre: 'Caterpillar Prueba', version: 1 }),
      }),
    ])
  })

  it('answers 409 for a name already taken in any case, 400 for a missing one', async () => {
    const taken = await ops('POST', BASE, { body: { nombre: 'CATERPILLAR prueba' } })
    expect(taken.status).toBe(409)
    expect(taken.body.error).toMatchObject({
      code: 'conflicto',
      fields: { nombre: 'Ya existe una marca con este nombre.' },
    })
    const missing = await ops('POST', BASE, { body: { nombre: '   ' } })
    expect(missing.status).toBe(400)
    expect(missing.body.error.fields).toEqual({ nombre: 'Ingrese el nombre de la marca.' })
  })

  it('needs the create and edit keys (403 for comercial@)', async () => {
    expect((await t.call('POST', BASE, { body: { nombre: 'Sin llave' } })).status).toBe(403)
    const patch = await t.call('PATCH', `${BASE}/${id}`, { body: { nombre: 'X', version: 1 } })
    expect(patch.status).toBe(403)
    expect((await t.call('POST', BASE, { as: null, body: { nombre: 'X' } })).status).toBe(401)
  })

  it("is read with the marcas list's key (the screen that shows it), never by a lessor", async () => {
    expect((await ops('GET', `${BASE}/${id}`)).status).toBe(200)
    expect((await t.call('GET', `${BASE}/${id}`, { as: AS.sinPermisos })).status).toBe(403)
    expect((await t.call('GET', `${BASE}/${id}`, { as: AS.proveedor })).status).toBe(403)
  })

  it('renames it at the version read, and rejects a stale version (409, nothing written)', async () => {
    const res = await ops('PATCH', `${BASE}/${id}`, {
      body: { nombre: 'Caterpillar Chile', version: 1 },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ nombre: 'Caterpillar Chile', version: 2 })
    const stale = await ops('PATCH', `${BASE}/${id}`, { body: { nombre: 'Perdida', version: 1 } })
    expect(stale.status).toBe(409)
    expect(stale.body.error.code).toBe('conflicto')
    expect((await ops('GET', `${BASE}/${id}`)).body).toMatchObject({
      nombre: 'Caterpillar Chile',
      version: 2,
    })
    expect((await t.auditOf(id)).map((entry) => entry.action)).toEqual(['crear', 'editar'])
  })

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const get = await ops('GET', `${BASE}/${UNKNOWN}`)
    expect(get.status).toBe(404)
    expect(get.body.error).toMatchObject({ code: 'no_encontrado', message: 'La marca no existe.' })
    expect((await ops('PATCH', `${BASE}/${UNKNOWN}`, { body: { version: 1 } })).status).toBe(404)
    expect((await ops('DELETE', `${BASE}/${UNKNOWN}?version=1`)).status).toBe(404)
    const bad = await ops('GET', `${BASE}/no-es-un-id`)
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields).toEqual({ id: 'El identificador no es válido.' })
  })

  it('keeps a marca an asset still uses (409 saying why), not one only deleted assets used', async () => {
    await insertActivo(t.database.db, { marcaId: id })
    const refused = await ops('DELETE', `${BASE}/${id}?version=2`)
    expect(refused.status).toBe(409)
    expect(refused.body.error.message).toBe(
      'No se puede eliminar: 1 activo usa esta marca. Cámbialo de marca primero.',
    )
    await insertActivo(t.database.db, { marcaId: id })
    expect((await ops('DELETE', `${BASE}/${id}?version=2`)).body.error.message).toBe(
      'No se puede eliminar: 2 activos usan esta marca. Cámbialos de marca primero.',
    )
    expect((await ops('GET', `${BASE}/${id}`)).body).toMatchObject({ activosCount: 2, version: 2 })

    await t.database.db
      .update(activos)
      .set({ eliminadoEn: new Date() })
      .where(eq(activos.marcaId, id))
    // The delete takes the marcas list's key: staff without it are refused.
    const refusedStaff = await t.call('DELETE', `${BASE}/${id}?version=2`, { as: AS.sinPermisos })
    expect(refusedStaff.status).toBe(403)
    const deleted = await ops('DELETE', `${BASE}/${id}?version=2`)
    expect(deleted.status).toBe(204)
    expect((await ops('GET', `${BASE}/${id}`)).status).toBe(404)
    expect((await ops('GET', `${BASE}?q=caterpillar chile`)).body.total).toBe(0)
    expect((await t.auditOf(id)).at(-1)).toMatchObject({
      action: 'eliminar',
      after: expect.objectContaining({ version: 3, eliminadoEn: expect.any(String) }),
    })
    // Deleted, the name is free again.
    expect((await ops('POST', BASE, { body: { nombre: 'Caterpillar Chile' } })).status).toBe(201)
  })

  it('writes neither the marca nor its audit when the audit fails (one transaction)', async () => {
    const restore = await failAuditsOf(t.database, 'marca')
    try {
      expect((await ops('POST', BASE, { body: { nombre: 'Marca Sin Auditoria' } })).status).toBe(
        500,
      )
    } finally {
      await restore()
    }
    expect((await ops('GET', `${BASE}?q=sin auditoria`)).body.total).toBe(0)
  })
})
