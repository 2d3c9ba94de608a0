// The backoffice's keyless routes (constructoras) are for staff only: a site client or an
// operator, whatever keys they hold, neither reads nor writes company data through them; and
// "agregar obra", which creates an obra, needs the key that creating an obra needs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AS, startTestApp, type TestApp } from '../testing/test-app.ts'

const CLIENTE = 'cliente@cordillera.cl'
const OPERADOR = 'operador@cordillera.cl'
const BASE = '/v1/constructoras'

let t: TestApp
let constructora: { id: string; version: number; rut: string; nombre: string }
let razonSocialId: string

beforeAll(async () => {
  t = await startTestApp()
  const created = await t.call('POST', BASE, {
    as: AS.su,
    body: { rut: '76.777.888-0', nombre: 'Constructora Río Bueno SpA' },
  })
  constructora = created.body
  razonSocialId = (await t.call('GET', '/v1/razones-sociales?pageSize=1', { as: AS.su })).body
    .items[0].id
}, 120_000)
afterAll(() => t?.close())

const obra = () => ({
  nombre: 'Puente Pilmaiquén',
  direccion: 'Ruta U-40 km 18',
  comuna: '10301',
  razonSocialId,
  fechaInicio: '2026-06-01',
})

const calls = () => ({
  list: ['GET', BASE, undefined],
  export: ['GET', `${BASE}/exportar`, undefined],
  detail: ['GET', `${BASE}/${constructora.id}`, undefined],
  create: ['POST', BASE, { rut: '96.511.460-1', nombre: 'Constructora Ajena SpA' }],
  update: [
    'PATCH',
    `${BASE}/${constructora.id}`,
    { nombre: 'Otra', version: constructora.version },
  ],
  delete: ['DELETE', `${BASE}/${constructora.id}?version=${constructora.version}`, undefined],
  agregarObra: ['POST', `${BASE}/${constructora.id}/obras`, obra()],
})

describe('site clients and operators get no constructora route', () => {
  for (const who of [CLIENTE, OPERADOR]) {
    it(`${who}: 403 on every read and write, with nothing of the company in the answer`, async () => {
      for (const [name, [method, path, body]] of Object.entries(calls())) {
        const res = await t.call(method as string, path as string, { as: who, body })
        expect(res.status, name).toBe(403)
        expect(res.body.error.message, name).toBe(
          'Esta acción es solo para el personal de Cordillera; clientes de obra y operadores no tienen acceso.',
        )
        expect(JSON.stringify(res.body), name).not.toMatch(/Río Bueno|76777888/)
      }
    })
  }

  it('nothing they tried was written', async () => {
    const detail = await t.call('GET', `${BASE}/${constructora.id}`, { as: AS.su })
    expect(detail.body).toMatchObject({ nombre: constructora.nombre, obrasCount: 0 })
    const ajena = await t.call('GET', `${BASE}?q=96511460`, { as: AS.su })
    expect(ajena.body.total).toBe(0)
  })
})

describe('agregar obra also needs comercial/crear-obra, like POST /v1/obras', () => {
  it('403 for staff without the key, with nothing of the razón social in the answer', async () => {
    const res = await t.call('POST', `${BASE}/${constructora.id}/obras`, {
      as: AS.sinPermisos,
      body: obra(),
    })
    expect(res.status).toBe(403)
    expect(res.body.error.message).toBe(
      'No tiene permiso para realizar esta acción: requiere también el permiso comercial/crear-obra.',
    )
    expect(JSON.stringify(res.body)).not.toMatch(/razonSocial|rut/)
    // The same refusal as the obras list's own create.
    const direct = await t.call('POST', '/v1/obras', {
      as: AS.sinPermisos,
      body: { ...obra(), constructoraId: constructora.id },
    })
    expect(direct.status).toBe(403)
  })

  it('staff without keys still manage constructoras themselves (they have no key)', async () => {
    const res = await t.call('PATCH', `${BASE}/${constructora.id}`, {
      as: AS.sinPermisos,
      body: { contacto: 'Álvaro Mansilla', version: constructora.version },
    })
    expect(res.status).toBe(200)
    constructora = res.body
  })

  it('comercial@ and su add obras', async () => {
    for (const who of [AS.comercial, AS.su]) {
      const res = await t.call('POST', `${BASE}/${constructora.id}/obras`, {
        as: who,
        body: { ...obra(), nombre: `Obra de ${who}` },
      })
      expect(res.status, who).toBe(201)
      expect(res.body.constructora.id).toBe(constructora.id)
    }
  })
})

describe('the OpenAPI entry of agregar obra', () => {
  it('says it is for staff and needs comercial/crear-obra', async () => {
    const doc = (await t.call('GET', '/openapi.json')).body
    const entry = doc.paths['/v1/constructoras/{id}/obras'].post
    expect(entry.description).toContain('personal interno')
    expect(entry.description).toContain('`comercial/crear-obra`')
  })
})
