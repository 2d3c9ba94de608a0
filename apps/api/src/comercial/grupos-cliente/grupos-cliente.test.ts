// Grupos cliente through the API, in-process against PGlite seeded with the demo data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AS, failAuditsOf, startTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
}, 180_000)
afterAll(() => t?.close())

const BASE = '/v1/grupos-cliente'

describe('GET /v1/grupos-cliente', () => {
  it('pages the seeded groups by name with their razones sociales counted', async () => {
    const res = await t.call('GET', `${BASE}?pageSize=5`)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ total: 15, page: 1, pageSize: 5, prevCursor: null })
    const nombres = res.body.items.map((row: { nombre: string }) => row.nombre)
    expect(nombres).toEqual([...nombres].sort((a, b) => a.localeCompare(b, 'es')))
    const andino = await t.call('GET', `${BASE}?q=inmobiliario andino`)
    expect(andino.body.items).toEqual([
      expect.objectContaining({ nombre: 'Grupo Inmobiliario Andino', version: 1 }),
    ])
    expect(andino.body.items[0].razonesSocialesCount).toBeGreaterThanOrEqual(2)
  })

  it('searches without accents or case', async () => {
    const res = await t.call('GET', `${BASE}?q=PACIFICO`)
    expect(res.body.items.map((row: { nombre: string }) => row.nombre)).toContain(
      'Holding Constructor del Pacífico',
    )
  })

  it('answers 400 with Spanish field messages for a bad query', async () => {
    const res = await t.call('GET', `${BASE}?sort=descripcion&page=0&pageSize=500`)
    expect(res.status).toBe(400)
    expect(res.body.error).toMatchObject({
      code: 'entrada_invalida',
      fields: {
        sort: expect.stringContaining('Solo se puede ordenar por'),
        page: 'La página debe ser un número desde 1.',
        pageSize: expect.stringContaining('Filas por página'),
      },
    })
  })

  it('answers 401 without a token and 403 without the key', async () => {
    expect((await t.call('GET', BASE, { as: null })).status).toBe(401)
    const res = await t.call('GET', BASE, { as: AS.sinPermisos })
    expect(res.status).toBe(403)
    expect(res.body.error.code).toBe('prohibido')
  })
})

describe('grupo cliente lifecycle', () => {
  let id: string

  it('creates one (201), audited with who did it', async () => {
    const res = await t.call('POST', BASE, {
      body: { nombre: '  Grupo Prueba Ñuñoa ', descripcion: '' },
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      nombre: 'Grupo Prueba Ñuñoa',
      descripcion: null,
      razonesSocialesCount: 0,
      razonesSociales: [],
      version: 1,
      creadoPor: { nombre: 'Catalina Fuentes Muñoz' },
    })
    id = res.body.id
    const audit = await t.auditOf(id)
    expect(audit).toEqual([
      expect.objectContaining({
        entity: 'grupo_cliente',
        action: 'crear',
        usuarioId: await t.userId(AS.comercial),
        before: null,
        after: expect.objectContaining({ nombre: 'Grupo Prueba Ñuñoa', version: 1 }),
      }),
    ])
  })

  it('finds it by search, folded', async () => {
    const res = await t.call('GET', `${BASE}?q=prueba nunoa`)
    expect(res.body.items.map((row: { id: string }) => row.id)).toEqual([id])
  })

  it('answers 409 for a name already taken (any case), and 400 for a missing name', async () => {
    const taken = await t.call('POST', BASE, { body: { nombre: 'grupo prueba ñuñoa' } })
    expect(taken.status).toBe(409)
    expect(taken.body.error).toMatchObject({
      code: 'conflicto',
      fields: { nombre: 'Ya existe un grupo cliente con este nombre.' },
    })
    const missing = await t.call('POST', BASE, { body: { descripcion: 'sin nombre' } })
    expect(missing.status).toBe(400)
    expect(missing.body.error.fields).toEqual({ nombre: 'Ingrese el nombre del grupo.' })
  })

  it('edits it at the version read, and rejects a stale version (409, nothing written)', async () => {
    const res = await t.call('PATCH', `${BASE}/${id}`, {
      body: { descripcion: 'Sociedades de prueba', version: 1 },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ descripcion: 'Sociedades de prueba', version: 2 })

    const stale = await t.call('PATCH', `${BASE}/${id}`, {
      body: { descripcion: 'Perdida', version: 1 },
    })
    expect(stale.status).toBe(409)
    expect(stale.body.error.code).toBe('conflicto')
    const detail = await t.call('GET', `${BASE}/${id}`)
    expect(detail.body).toMatchObject({ descripcion: 'Sociedades de prueba', version: 2 })
    expect((await t.auditOf(id)).map((entry) => entry.action)).toEqual(['crear', 'editar'])
    expect((await t.auditOf(id))[1]).toMatchObject({
      before: expect.objectContaining({ descripcion: null, version: 1 }),
      after: expect.objectContaining({ descripcion: 'Sociedades de prueba', version: 2 }),
    })
  })

  it('writes nothing for an edit that changes nothing', async () => {
    const res = await t.call('PATCH', `${BASE}/${id}`, {
      body: { descripcion: 'Sociedades de prueba', version: 2 },
    })
    expect(res.body.version).toBe(2)
    expect(await t.auditOf(id)).toHaveLength(2)
  })

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000'
    expect((await t.call('GET', `${BASE}/${unknown}`)).status).toBe(404)
    const patch = await t.call('PATCH', `${BASE}/${unknown}`, { body: { version: 1 } })
    expect(patch.status).toBe(404)
    expect(patch.body.error.code).toBe('no_encontrado')
    const bad = await t.call('GET', `${BASE}/no-es-un-id`)
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields).toEqual({ id: 'El identificador no es válido.' })
  })

  it('needs the version to delete; deletes softly; the row disappears from lists', async () => {
    const noVersion = await t.call('DELETE', `${BASE}/${id}`)
    expect(noVersion.status).toBe(400)
    expect(noVersion.body.error.fields.version).toMatch(/versión/)
    expect((await t.call('DELETE', `${BASE}/${id}?version=1`)).status).toBe(409)

    expect((await t.call('DELETE', `${BASE}/${id}?version=2`)).status).toBe(204)
    expect((await t.call('GET', `${BASE}/${id}`)).status).toBe(404)
    expect((await t.call('GET', `${BASE}?q=prueba nunoa`)).body.total).toBe(0)
    const audit = await t.auditOf(id)
    expect(audit.at(-1)).toMatchObject({
      action: 'eliminar',
      after: expect.objectContaining({ version: 3, eliminadoEn: expect.any(String) }),
    })
    // Deleted, the name is free again.
    expect((await t.call('POST', BASE, { body: { nombre: 'Grupo Prueba Ñuñoa' } })).status).toBe(
      201,
    )
  })

  it('keeps a group that still holds razones sociales (409)', async () => {
    const andino = (await t.call('GET', `${BASE}?q=inmobiliario andino`)).body.items[0]
    const res = await t.call('DELETE', `${BASE}/${andino.id}?version=${andino.version}`)
    expect(res.status).toBe(409)
    expect(res.body.error.message).toMatch(/razones sociales/)
  })

  it('writes neither the group nor its audit when the audit fails (one transaction)', async () => {
    const restore = await failAuditsOf(t.database, 'grupo_cliente')
    try {
      const res = await t.call('POST', BASE, { body: { nombre: 'Grupo Sin Auditoría' } })
      expect(res.status).toBe(500)
    } finally {
      await restore()
    }
    expect((await t.call('GET', `${BASE}?q=sin auditoria`)).body.total).toBe(0)
  })
})

describe('GET /v1/grupos-cliente/{id}', () => {
  it('lists the razones sociales of the group', async () => {
    const andino = (await t.call('GET', `${BASE}?q=inmobiliario andino`)).body.items[0]
    const res = await t.call('GET', `${BASE}/${andino.id}`)
    expect(res.status).toBe(200)
    expect(res.body.razonesSociales.map((row: { rut: string }) => row.rut)).toEqual(
      expect.arrayContaining(['77889012-7', '76321098-7']),
    )
    expect(res.body.razonesSociales).toHaveLength(res.body.razonesSocialesCount)
    expect(res.body.creadoPor).toBeNull()
  })

  it('needs its key (403)', async () => {
    const andino = (await t.call('GET', `${BASE}?q=inmobiliario andino`)).body.items[0]
    expect((await t.call('GET', `${BASE}/${andino.id}`, { as: AS.sinPermisos })).status).toBe(403)
    expect((await t.call('GET', `${BASE}/${andino.id}`, { as: AS.proveedor })).status).toBe(403)
    expect((await t.call('GET', `${BASE}/${andino.id}`, { as: AS.su })).status).toBe(200)
  })
})

describe('GET /v1/grupos-cliente/exportar', () => {
  it('streams the matching groups as CSV for Excel', async () => {
    const res = await t.call('GET', `${BASE}/exportar?q=grupo&sort=nombre&dir=desc`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="grupos-cliente-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const lines = (res.body as string).split('\r\n')
    expect(lines[0]).toBe('Nombre;Descripción;Razones sociales;Creado;Modificado')
    const nombres = lines.slice(1, -1).map((line) => line.split(';')[0] ?? '')
    expect(nombres.length).toBeGreaterThan(3)
    expect(nombres).toEqual([...nombres].sort((a, b) => b.localeCompare(a, 'es')))
  })

  it('starts with a UTF-8 byte order mark, so Excel reads the accents', async () => {
    const res = await t.app.request(`${BASE}/exportar`, {
      headers: { Authorization: t.authorization(AS.comercial) },
    })
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  })

  it('needs the export key', async () => {
    expect((await t.call('GET', `${BASE}/exportar`, { as: AS.sinPermisos })).status).toBe(403)
  })
})
