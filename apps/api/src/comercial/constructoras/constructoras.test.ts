// Constructoras through the API, "agregar obra" included. The catalogue gives them no keys
// (docs/permission-keys.md): every staff user may use them, lessors may not (site clients and
// operators neither: auth/staff-routes.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AS, failAuditsOf, startTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
}, 180_000)
afterAll(() => t?.close())

const BASE = '/v1/constructoras'
const UNKNOWN = '00000000-0000-4000-8000-000000000000'

const nueva = {
  rut: '76.777.888-0',
  nombre: 'Constructora Río Bueno SpA',
  contacto: 'Álvaro Mansilla Oyarzún',
  telefono: '+56 64 223 1100',
  email: 'obras@riobueno.cl',
}

describe('GET /v1/constructoras', () => {
  it('pages the 30 seeded constructoras by name, with their obras counted', async () => {
    const res = await t.call('GET', `${BASE}?pageSize=10`)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ total: 30, page: 1, pageSize: 10 })
    const all = (await t.call('GET', `${BASE}?pageSize=all`)).body.items
    const obras = all.reduce((sum: number, row: { obrasCount: number }) => sum + row.obrasCount, 0)
    expect(obras).toBe(500)
    const losAndes = all.find((row: { rut: string }) => row.rut === '99512340-1')
    expect(losAndes.obrasCount).toBeGreaterThanOrEqual(2)
  })

  it('sorts by RUT both ways and searches by contact name without accents', async () => {
    const asc = (await t.call('GET', `${BASE}?pageSize=all&sort=rut`)).body.items
    const desc = (await t.call('GET', `${BASE}?pageSize=all&sort=rut&dir=desc`)).body.items
    expect(desc.map((row: { id: string }) => row.id)).toEqual(
      asc.map((row: { id: string }) => row.id).reverse(),
    )
    const res = await t.call('GET', `${BASE}?q=riquelme fuentealba`)
    expect(res.body.items.map((row: { rut: string }) => row.rut)).toEqual(['99512340-1'])
  })

  it('is open to every staff user (no key) but not to lessors', async () => {
    expect((await t.call('GET', BASE, { as: AS.sinPermisos })).status).toBe(200)
    expect((await t.call('GET', BASE, { as: AS.proveedor })).status).toBe(403)
    expect((await t.call('GET', BASE, { as: null })).status).toBe(401)
    expect((await t.call('GET', `${BASE}/exportar`, { as: AS.proveedor })).status).toBe(403)
  })
})

describe('constructora lifecycle', () => {
  let id: string

  it('creates one (any staff user), audited', async () => {
    const res = await t.call('POST', BASE, { as: AS.sinPermisos, body: nueva })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      rut: '76777888-0',
      obrasCount: 0,
      obras: [],
      version: 1,
      creadoPor: { nombre: 'Felipe Morales Díaz' },
    })
    id = res.body.id
    expect((await t.auditOf(id)).map((entry) => entry.action)).toEqual(['crear'])
  })

  it('answers 409 for a taken RUT and 400 for bad input', async () => {
    const dup = await t.call('POST', BASE, { body: { ...nueva, rut: '76777888-0' } })
    expect(dup.status).toBe(409)
    expect(dup.body.error.fields).toEqual({ rut: 'Ya existe una constructora con este RUT.' })
    const bad = await t.call('POST', BASE, { body: { rut: '76.777.888-1', email: 'x@' } })
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields).toEqual({
      rut: 'El RUT no es válido (revise el dígito verificador).',
      nombre: 'Ingrese el nombre de la constructora.',
      email: 'Ingrese un correo electrónico válido (nombre@empresa.cl).',
    })
  })

  it('adds an obra to it with the next código, and shows it in its detail', async () => {
    const razon = (await t.call('GET', '/v1/razones-sociales?q=77654321')).body.items[0]
    // Creating an obra also needs comercial/crear-obra (auth/staff-routes.test.ts).
    const res = await t.call('POST', `${BASE}/${id}/obras`, {
      as: AS.comercial,
      body: {
        nombre: 'Puente Pilmaiquén',
        direccion: 'Ruta U-40 km 18',
        comuna: '10301',
        razonSocialId: razon.id,
        fechaInicio: '2026-06-01',
        administrador: { nombre: 'Sergio Vidal', email: 'SVIDAL@riobueno.cl' },
      },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body).toMatchObject({
      codigo: 'OB-0501',
      region: '10',
      constructora: { id, rut: '76777888-0' },
      razonSocial: { id: razon.id },
      administrador: { nombre: 'Sergio Vidal', email: 'svidal@riobueno.cl', telefono: null },
      fechaTermino: null,
      activa: true,
    })
    const detail = await t.call('GET', `${BASE}/${id}`)
    expect(detail.body).toMatchObject({ obrasCount: 1, obras: [{ codigo: 'OB-0501' }] })
  })

  it('answers 404 to add an obra to an unknown constructora, 400 for a bad obra', async () => {
    const unknown = await t.call('POST', `${BASE}/${UNKNOWN}/obras`, {
      body: {
        nombre: 'X',
        direccion: 'Y',
        comuna: '13101',
        razonSocialId: UNKNOWN,
        fechaInicio: '2026-01-01',
      },
    })
    expect(unknown.status).toBe(404)
    const bad = await t.call('POST', `${BASE}/${id}/obras`, {
      body: {
        nombre: 'X',
        direccion: 'Y',
        comuna: '13101',
        razonSocialId: UNKNOWN,
        fechaInicio: '2026-05-01',
        fechaTermino: '2026-04-30',
      },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields).toEqual({
      fechaTermino: 'La fecha de término no puede ser anterior a la de inicio.',
    })
    const ref = await t.call('POST', `${BASE}/${id}/obras`, {
      body: {
        nombre: 'X',
        direccion: 'Y',
        comuna: '13101',
        razonSocialId: UNKNOWN,
        fechaInicio: '2026-05-01',
      },
    })
    expect(ref.status).toBe(400)
    expect(ref.body.error.fields).toEqual({ razonSocialId: 'La razón social elegida no existe.' })
  })

  it('edits with the version; stale versions get 409', async () => {
    const res = await t.call('PATCH', `${BASE}/${id}`, { body: { activo: false, version: 1 } })
    expect(res.body).toMatchObject({ activo: false, version: 2 })
    expect(
      (await t.call('PATCH', `${BASE}/${id}`, { body: { activo: true, version: 1 } })).status,
    ).toBe(409)
    const inactivas = (await t.call('GET', `${BASE}?activo=false`)).body
    expect(inactivas.items.map((row: { id: string }) => row.id)).toEqual([id])
  })

  it('keeps a constructora with obras (409), deletes one without (204)', async () => {
    const res = await t.call('DELETE', `${BASE}/${id}?version=2`)
    expect(res.status).toBe(409)
    expect(res.body.error.message).toMatch(/1 obras/)

    const sola = await t.call('POST', BASE, {
      body: { ...nueva, rut: '5.126.663-3', nombre: 'Sola' },
    })
    expect((await t.call('DELETE', `${BASE}/${sola.body.id}?version=1`)).status).toBe(204)
    expect((await t.call('GET', `${BASE}/${sola.body.id}`)).status).toBe(404)
    expect((await t.call('GET', `${BASE}?q=sola`)).body.total).toBe(0)
    expect((await t.call('DELETE', `${BASE}/${UNKNOWN}?version=1`)).status).toBe(404)
  })

  it('writes neither the constructora nor its audit when the audit fails', async () => {
    const restore = await failAuditsOf(t.database, 'constructora')
    try {
      const res = await t.call('POST', BASE, { body: { ...nueva, rut: '10.000.013-K' } })
      expect(res.status).toBe(500)
    } finally {
      await restore()
    }
    expect((await t.call('GET', `${BASE}?q=10000013`)).body.total).toBe(0)
  })

  it('exports the list as CSV', async () => {
    const res = await t.call('GET', `${BASE}/exportar?q=los andes`)
    expect(res.status).toBe(200)
    expect(res.body).toContain(
      '99.512.340-1;Constructora Los Andes S.A.;Gonzalo Riquelme Fuentealba',
    )
  })
})
