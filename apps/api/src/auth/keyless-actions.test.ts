// The actions the spec leaves without a key of their own take the key of the screen that shows
// them (decision 037, docs/permission-keys.md "Empty keys"): the report history's delete, the
// flotas list's delete, the marcas list's read and delete, and every call of a worker's
// documents (the worker's detail). Staff without that key — no keys at all, another area's, or a
// neighbouring key of the same screen — get 403 and change nothing; a user holding that one key
// succeeds.
import { fechaEnSantiago, type PermissionKey, sumarDias } from '@cordillera/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documentosTrabajador, flotas, marcas, reports, usuarios } from '../db/schema/index.ts'
import {
  insertActivo,
  insertAsignacion,
  insertOperador,
  reportBody,
} from '../rrhh/reports/report-fixtures.ts'
import { AS, startTestApp, type TestApp } from '../testing/test-app.ts'

let t: TestApp
let marcaId: string
let flotaId: string
let report: { id: string; operadorId: string }
let trabajadorId: string
let documentoId: string

beforeAll(async () => {
  t = await startTestApp()
  const marca = await t.call('POST', '/v1/marcas', {
    as: AS.operaciones,
    body: { nombre: 'Marca Sin Llave Propia' },
  })
  marcaId = marca.body.id
  const flota = await t.call('POST', '/v1/flotas', {
    as: AS.operaciones,
    body: { nombre: 'Flota Sin Llave Propia' },
  })
  flotaId = flota.body.id

  const dia = (n: number) => sumarDias(fechaEnSantiago(new Date()), -n)
  const operador = await insertOperador(t, 'Tomás Andrés', 'Llave Pantalla')
  const activoId = await insertActivo(t, 'LLAVE-01', 2000)
  await insertAsignacion(t, operador.operadorId, activoId, dia(30))
  const created = await t.call('POST', `/v1/operadores/${operador.operadorId}/reports`, {
    as: AS.rrhh,
    body: reportBody(activoId, dia(5), 2000),
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  report = { id: created.body.id, operadorId: operador.operadorId }

  // A worker's document as its screen lists it (the file itself is not what is checked here).
  const trabajadores = await t.call('GET', '/v1/trabajadores?pageSize=1', { as: AS.rrhh })
  trabajadorId = trabajadores.body.items[0].id
  const [documento] = await t.database.db
    .insert(documentosTrabajador)
    .values({
      trabajadorId,
      tipo: 'examen-ocupacional',
      archivoClave: `trabajadores/${trabajadorId}/00000000-0000-4000-8000-0000000000aa`,
      archivoNombre: 'examen.pdf',
      archivoTipo: 'application/pdf',
      archivoBytes: 1234,
    })
    .returning({ id: documentosTrabajador.id })
  documentoId = documento?.id ?? ''
}, 180_000)
afterAll(() => t?.close())

/** A staff user holding exactly these keys (no operator record, no obras), created once. */
const staff = new Map<string, Promise<string>>()
function staffWith(...permisos: PermissionKey[]): Promise<string> {
  const name = permisos.join('+').replaceAll('/', '.')
  const existing = staff.get(name)
  if (existing) return existing
  const email = `${name}@cordillera.cl`
  const sub = `sub-${name}`
  const created = t.database.db
    .insert(usuarios)
    .values({
      email,
      nombre: `Solo ${permisos.join(', ')}`,
      tipo: 'cordillera',
      permisos,
      cognitoSub: sub,
    })
    .then(() => `Bearer test:${sub}:${email}`)
  staff.set(name, created)
  return created
}

async function call(authorization: string, method: string, path: string, body?: unknown) {
  const res = await t.app.request(path, {
    method,
    headers: {
      Authorization: authorization,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : null }
}

/** Staff without the screen's key: no keys, another area's keys, and `neighbour` alone. */
async function refusedFor(neighbour: PermissionKey, method: string, path: string, body?: unknown) {
  const others = [
    t.authorization(AS.sinPermisos),
    t.authorization(AS.comercial),
    await staffWith(neighbour),
  ]
  for (const authorization of others) {
    const res = await call(authorization, method, path, body)
    expect(res.status, `${authorization} ${method} ${path}`).toBe(403)
    expect(res.body.error.code).toBe('prohibido')
  }
}

describe('the report history’s delete takes the history screen’s key (rrhh/detalle-report)', () => {
  it('403 without it, the report kept; deleted with it', async () => {
    const url = `/v1/operadores/${report.operadorId}/reports/${report.id}?version=1`
    await refusedFor('rrhh/editar-report', 'DELETE', url)
    const [kept] = await t.database.db.select().from(reports).where(eq(reports.id, report.id))
    expect(kept).toMatchObject({ eliminadoEn: null, version: 1 })

    const res = await call(await staffWith('rrhh/detalle-report'), 'DELETE', url)
    expect(res.status, JSON.stringify(res.body)).toBe(204)
  })
})

describe('the flotas list’s delete takes the list’s key (operaciones/listar-flotas)', () => {
  it('403 without it, the flota kept; deleted with it', async () => {
    const url = `/v1/flotas/${flotaId}?version=1`
    await refusedFor('operaciones/editar-flota', 'DELETE', url)
    const [kept] = await t.database.db.select().from(flotas).where(eq(flotas.id, flotaId))
    expect(kept).toMatchObject({ eliminadoEn: null, version: 1 })

    const res = await call(await staffWith('operaciones/listar-flotas'), 'DELETE', url)
    expect(res.status, JSON.stringify(res.body)).toBe(204)
  })
})

describe('the marcas list’s read and delete take the list’s key (operaciones/listar-marcas)', () => {
  it('403 without it, the marca kept; read and deleted with it', async () => {
    const url = `/v1/marcas/${marcaId}`
    await refusedFor('operaciones/editar-marca', 'GET', url)
    await refusedFor('operaciones/editar-marca', 'DELETE', `${url}?version=1`)
    const [kept] = await t.database.db.select().from(marcas).where(eq(marcas.id, marcaId))
    expect(kept).toMatchObject({ eliminadoEn: null, version: 1 })

    const lister = await staffWith('operaciones/listar-marcas')
    const read = await call(lister, 'GET', url)
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({ nombre: 'Marca Sin Llave Propia' })
    expect((await call(lister, 'DELETE', `${url}?version=1`)).status).toBe(204)
  })
})

describe('a worker’s documents take the worker’s detail key (rrhh/detalle-trabajador)', () => {
  const docs = () => `/v1/trabajadores/${trabajadorId}/documentos`

  it('403 on every call without it, with nothing of the documents in the answer', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', docs()],
      ['GET', `${docs()}/${documentoId}/descarga`],
      ['POST', `${docs()}/subidas`, { nombre: 'a.pdf', bytes: 10, tipo: 'application/pdf' }],
      ['POST', docs(), { tipo: 'otro' }],
      ['PATCH', `${docs()}/${documentoId}`, { numero: 'X-1', version: 1 }],
      ['DELETE', `${docs()}/${documentoId}?version=1`],
    ]
    for (const [method, path, body] of calls) {
      await refusedFor('rrhh/listar-trabajadores', method, path, body)
    }
    const [kept] = await t.database.db
      .select()
      .from(documentosTrabajador)
      .where(eq(documentosTrabajador.id, documentoId))
    expect(kept).toMatchObject({ eliminadoEn: null, numero: null, version: 1 })
  })

  it('lists, downloads, edits and deletes them with it', async () => {
    const detalle = await staffWith('rrhh/detalle-trabajador')
    const list = await call(detalle, 'GET', docs())
    expect(list.status).toBe(200)
    expect(JSON.stringify(list.body)).toContain(documentoId)
    const descarga = await call(detalle, 'GET', `${docs()}/${documentoId}/descarga`)
    expect(descarga.status).toBe(200)
    expect(descarga.body.url).toEqual(expect.any(String))
    const ticket = await call(detalle, 'POST', `${docs()}/subidas`, {
      nombre: 'a.pdf',
      bytes: 10,
      tipo: 'application/pdf',
    })
    expect(ticket.status).toBe(201)
    const edited = await call(detalle, 'PATCH', `${docs()}/${documentoId}`, {
      numero: 'X-1',
      version: 1,
    })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    expect((await call(detalle, 'DELETE', `${docs()}/${documentoId}?version=2`)).status).toBe(204)
  })
})
