// A worker's documents through the API, on the documents' shared mechanism (records/documentos):
// the file goes up through the URL the API issues under `trabajadores/<id>/<uuid>`, is checked by
// its bytes and comes back byte for byte; a driving licence carries its clase and no other
// document does; every call takes the worker's detail key, for staff only, never for operators,
// site clients or lessors (decision 037).
import { fechaEnSantiago, sumarDias } from '@cordillera/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documentosTrabajador, trabajadores } from '../../db/schema/index.ts'
import { sampleImage, samplePdf } from '../../storage/test-files.ts'
import { AS, failAuditsOf, startTestApp, type TestApp } from '../../testing/test-app.ts'

const UNKNOWN = '00000000-0000-4000-8000-000000000000'

let t: TestApp
let trabajadorId: string
let otroId: string
let eliminadoId: string

beforeAll(async () => {
  t = await startTestApp()
  const trabajador = (rut: string) => ({
    rut,
    nombres: 'Rosa Elena',
    apellidos: 'Catrileo Painemal',
    cargo: 'Operador de maquinaria',
    fechaIngreso: '2024-04-01',
  })
  const rows = await t.database.db
    .insert(trabajadores)
    .values([trabajador('24242424-7'), trabajador('25252525-4'), trabajador('26262626-1')])
    .returning({ id: trabajadores.id })
  ;[trabajadorId, otroId, eliminadoId] = rows.map((row) => row.id) as [string, string, string]
  await t.database.db
    .update(trabajadores)
    .set({ eliminadoEn: new Date() })
    .where(eq(trabajadores.id, eliminadoId))
}, 180_000)
afterAll(() => t?.close())

// Real files: a document's file is checked whole, by its structure (decision 036).
const PDF = await samplePdf()
const PNG = await sampleImage('image/png')
const EXE = new TextEncoder().encode('MZ\x90\x00\x03\x00\x00\x00 This program cannot be run')

const docs = (id = trabajadorId) => `/v1/trabajadores/${id}/documentos`

type Ticket = { clave: string; url: string; method: string; headers: Record<string, string> }

/** Asks a ticket and PUTs the bytes through its URL, as the browser does (no Authorization). */
async function upload(bytes: Uint8Array, nombre: string, tipo: string, id = trabajadorId) {
  const res = await t.call<Ticket>('POST', `${docs(id)}/subidas`, {
    as: AS.rrhh,
    body: { nombre, bytes: bytes.byteLength, tipo },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  const put = await t.app.request(res.body.url, {
    method: res.body.method,
    headers: res.body.headers,
    body: bytes,
  })
  expect(put.status).toBeLessThan(300)
  return res.body.clave
}

const createDocumento = (body: Record<string, unknown>, id = trabajadorId, as: string = AS.rrhh) =>
  t.call('POST', docs(id), { as, body })

async function nuevaLicencia(extra: Record<string, unknown> = {}) {
  const clave = await upload(PDF, 'licencia.pdf', 'application/pdf')
  const res = await createDocumento({
    tipo: 'licencia-conducir',
    clase: 'D',
    archivo: { clave, nombre: 'licencia.pdf' },
    ...extra,
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body
}

describe('uploading and creating a document', () => {
  it('keeps a licence with its clase, under the worker’s key, and downloads the same bytes', async () => {
    const clave = await upload(PDF, 'Licencia clase D.pdf', 'application/pdf')
    expect(clave).toMatch(new RegExp(`^trabajadores/${trabajadorId}/[0-9a-f-]{36}$`))
    const res = await createDocumento({
      tipo: 'licencia-conducir',
      clase: 'D',
      numero: 'LC-5521',
      fechaEmision: '2024-01-10',
      vence: '2030-01-10',
      archivo: { clave, nombre: 'Licencia clase D.pdf' },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body).toMatchObject({
      trabajadorId,
      tipo: 'licencia-conducir',
      clase: 'D',
      numero: 'LC-5521',
      vence: '2030-01-10',
      estadoVencimiento: 'vigente',
      archivo: { nombre: 'Licencia clase D.pdf', tipo: 'application/pdf', bytes: PDF.length },
      version: 1,
    })
    const descarga = await t.call('GET', `${docs()}/${res.body.id}/descarga`, { as: AS.rrhh })
    expect(descarga.status).toBe(200)
    const file = await t.app.request(descarga.body.url)
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF)
    expect(file.headers.get('content-disposition')).toContain('attachment')
    const [audit] = await t.auditOf(res.body.id)
    expect(audit).toMatchObject({
      entity: 'documento-trabajador',
      action: 'crear',
      usuarioId: await t.userId(AS.rrhh),
      after: { archivoClave: clave, clase: 'D' },
    })
    // The worker's detail shows it, flagged.
    const detail = await t.call('GET', `/v1/trabajadores/${trabajadorId}`, { as: AS.rrhh })
    expect(detail.body.documentos).toContainEqual(
      expect.objectContaining({ id: res.body.id, estadoVencimiento: 'vigente' }),
    )
  })

  it('wants a licence’s clase, and no clase on other documents', async () => {
    const clave = await upload(PDF, 'l.pdf', 'application/pdf')
    const sinClase = await createDocumento({
      tipo: 'licencia-conducir',
      archivo: { clave, nombre: 'l.pdf' },
    })
    expect(sinClase.status).toBe(400)
    expect(sinClase.body.error.fields).toEqual({ clase: 'Indique la clase de la licencia.' })
    const conClase = await createDocumento({
      tipo: 'examen-preocupacional',
      clase: 'B',
      archivo: { clave, nombre: 'l.pdf' },
    })
    expect(conClase.status).toBe(400)
    expect(conClase.body.error.fields).toEqual({
      clase: 'Solo la licencia de conducir lleva clase.',
    })
    const exam = await createDocumento({
      tipo: 'examen-preocupacional',
      archivo: { clave, nombre: 'l.pdf' },
    })
    expect(exam.status).toBe(201)
    expect(exam.body.clase).toBeNull()
  })

  it('says in Spanish what is wrong with each field, and writes nothing', async () => {
    const res = await createDocumento({
      tipo: 'pasaporte',
      clase: 'Z',
      numero: 'x'.repeat(61),
      vence: '1-1',
    })
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toEqual({
      tipo: 'Elija el tipo de documento.',
      clase: 'Elija la clase de la lista.',
      numero: 'Máximo 60 caracteres.',
      vence: 'La fecha no es válida.',
      archivo: 'Primero sube el archivo.',
    })
    const clave = await upload(PDF, 'f.pdf', 'application/pdf')
    const fechas = await createDocumento({
      tipo: 'examen-ocupacional',
      fechaEmision: '2026-05-10',
      vence: '2026-05-01',
      archivo: { clave, nombre: 'f.pdf' },
    })
    expect(fechas.status).toBe(400)
    expect(fechas.body.error.fields).toEqual({
      vence: 'El vencimiento no puede ser anterior a la emisión.',
    })
    const rows = await t.database.db
      .select()
      .from(documentosTrabajador)
      .where(eq(documentosTrabajador.archivoClave, clave))
    expect(rows).toEqual([])
  })

  it('refuses an executable named .pdf (its bytes removed), another worker’s key and a used file', async () => {
    const exe = await upload(EXE, 'licencia.pdf', 'application/pdf')
    const refused = await createDocumento({
      tipo: 'otro',
      archivo: { clave: exe, nombre: 'x.pdf' },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.error.fields.archivo).toMatch(/no es un PDF/)
    expect(await t.storage.stat(exe)).toBeNull()

    const ajena = await upload(PDF, 'a.pdf', 'application/pdf', otroId)
    const deOtro = await createDocumento({
      tipo: 'otro',
      archivo: { clave: ajena, nombre: 'a.pdf' },
    })
    expect(deOtro.status).toBe(400)
    expect(deOtro.body.error.fields).toEqual({
      archivo: 'El archivo no se subió para este trabajador: súbelo de nuevo.',
    })
    // An asset's key is not a worker's either.
    const deActivo = await createDocumento({
      tipo: 'otro',
      archivo: { clave: `activos/${trabajadorId}/${crypto.randomUUID()}`, nombre: 'a.pdf' },
    })
    expect(deActivo.status).toBe(400)

    const usado = await nuevaLicencia()
    const [row] = await t.database.db
      .select({ clave: documentosTrabajador.archivoClave })
      .from(documentosTrabajador)
      .where(eq(documentosTrabajador.id, usado.id))
    const again = await createDocumento({
      tipo: 'otro',
      archivo: { clave: row?.clave, nombre: 'b.pdf' },
    })
    expect(again.status).toBe(409)
    expect(again.body.error.fields.archivo).toMatch(/otro documento/)
  })

  it('writes neither the document nor its audit when the audit fails', async () => {
    const clave = await upload(PDF, 'x.pdf', 'application/pdf')
    const restore = await failAuditsOf(t.database, 'documento-trabajador')
    try {
      const res = await createDocumento({ tipo: 'otro', archivo: { clave, nombre: 'x.pdf' } })
      expect(res.status).toBe(500)
    } finally {
      await restore()
    }
    const rows = await t.database.db
      .select()
      .from(documentosTrabajador)
      .where(eq(documentosTrabajador.archivoClave, clave))
    expect(rows).toEqual([])
  })
})

describe('listing, editing, replacing and deleting', () => {
  it('lists the worker’s documents by expiry, each flagged against Santiago’s today', async () => {
    const [nuevo] = await t.database.db
      .insert(trabajadores)
      .values({
        rut: '27272727-9',
        nombres: 'Luis',
        apellidos: 'Quilodrán',
        cargo: 'Bodeguero',
        fechaIngreso: '2025-01-01',
      })
      .returning({ id: trabajadores.id })
    const id = nuevo?.id as string
    const hoy = fechaEnSantiago(new Date())
    for (const vence of [sumarDias(hoy, 90), sumarDias(hoy, -1), null, sumarDias(hoy, 10)]) {
      const clave = await upload(PDF, 'd.pdf', 'application/pdf', id)
      const res = await createDocumento(
        { tipo: 'certificacion', vence, archivo: { clave, nombre: 'd.pdf' } },
        id,
      )
      expect(res.status).toBe(201)
    }
    const res = await t.call('GET', docs(id), { as: AS.rrhh })
    expect(res.status).toBe(200)
    expect(
      res.body.items.map((row: { vence: string | null; estadoVencimiento: string }) => [
        row.vence,
        row.estadoVencimiento,
      ]),
    ).toEqual([
      [sumarDias(hoy, -1), 'vencido'],
      [sumarDias(hoy, 10), 'por-vencer'],
      [sumarDias(hoy, 90), 'vigente'],
      [null, 'sin-vencimiento'],
    ])
  })

  it('edits at the version read, checking the clase and dates on the stored document', async () => {
    const licencia = await nuevaLicencia({ fechaEmision: '2026-01-01' })
    const url = `${docs()}/${licencia.id}`
    const edit = await t.call('PATCH', url, {
      as: AS.rrhh,
      body: { clase: 'A2', vence: '2032-12-31', version: 1 },
    })
    expect(edit.status, JSON.stringify(edit.body)).toBe(200)
    expect(edit.body).toMatchObject({ clase: 'A2', vence: '2032-12-31', version: 2 })
    const stale = await t.call('PATCH', url, { as: AS.rrhh, body: { numero: 'N', version: 1 } })
    expect(stale.status).toBe(409)
    // Another tipo keeps the stored clase unless it is cleared.
    const tipo = await t.call('PATCH', url, {
      as: AS.rrhh,
      body: { tipo: 'certificacion', version: 2 },
    })
    expect(tipo.status).toBe(400)
    expect(tipo.body.error.fields).toEqual({ clase: 'Solo la licencia de conducir lleva clase.' })
    const cleared = await t.call('PATCH', url, {
      as: AS.rrhh,
      body: { tipo: 'certificacion', clase: null, version: 2 },
    })
    expect(cleared.body).toMatchObject({ tipo: 'certificacion', clase: null, version: 3 })
    const early = await t.call('PATCH', url, {
      as: AS.rrhh,
      body: { vence: '2025-12-31', version: 3 },
    })
    expect(early.status).toBe(400)
    expect(early.body.error.fields).toEqual({
      vence: 'El vencimiento no puede ser anterior a la emisión.',
    })
  })

  it('replaces the file: the new bytes download, the old file stays stored and audited', async () => {
    const licencia = await nuevaLicencia()
    const [before] = await t.database.db
      .select()
      .from(documentosTrabajador)
      .where(eq(documentosTrabajador.id, licencia.id))
    const clave = await upload(PNG, 'foto.png', 'image/png')
    const res = await t.call('PATCH', `${docs()}/${licencia.id}`, {
      as: AS.rrhh,
      body: { archivo: { clave, nombre: 'foto.png' }, version: 1 },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.archivo).toEqual({ nombre: 'foto.png', tipo: 'image/png', bytes: PNG.length })
    const descarga = await t.call('GET', `${docs()}/${licencia.id}/descarga`, { as: AS.rrhh })
    expect(new Uint8Array(await (await t.app.request(descarga.body.url)).arrayBuffer())).toEqual(
      PNG,
    )
    expect(await t.storage.stat(before?.archivoClave as string)).toEqual({ bytes: PDF.length })
    expect((await t.auditOf(licencia.id)).at(-1)).toMatchObject({
      action: 'editar',
      before: { archivoClave: before?.archivoClave },
      after: { archivoClave: clave },
    })
  })

  it('soft-deletes with the version read: gone from the list, its file kept', async () => {
    const licencia = await nuevaLicencia()
    const url = `${docs()}/${licencia.id}`
    expect((await t.call('DELETE', `${url}?version=9`, { as: AS.rrhh })).status).toBe(409)
    expect((await t.call('DELETE', `${url}?version=1`, { as: AS.rrhh })).status).toBe(204)
    const list = await t.call('GET', docs(), { as: AS.rrhh })
    expect(list.body.items.map((row: { id: string }) => row.id)).not.toContain(licencia.id)
    const [row] = await t.database.db
      .select()
      .from(documentosTrabajador)
      .where(eq(documentosTrabajador.id, licencia.id))
    expect(row?.eliminadoEn).not.toBeNull()
    expect(await t.storage.stat(row?.archivoClave as string)).not.toBeNull()
    expect((await t.auditOf(licencia.id)).map((entry) => entry.action)).toEqual([
      'crear',
      'eliminar',
    ])
    expect((await t.call('GET', `${url}/descarga`, { as: AS.rrhh })).status).toBe(404)
  })
})

describe('what is not found or not allowed', () => {
  it('answers 404 for a worker that does not exist or was deleted, and another worker’s document', async () => {
    for (const id of [UNKNOWN, eliminadoId]) {
      const res = await t.call('GET', docs(id), { as: AS.rrhh })
      expect(res.status).toBe(404)
      expect(res.body.error.message).toBe('No encontramos el trabajador.')
      const ticket = await t.call('POST', `${docs(id)}/subidas`, {
        as: AS.rrhh,
        body: { nombre: 'a.pdf', bytes: 10, tipo: 'application/pdf' },
      })
      expect(ticket.status).toBe(404)
    }
    const licencia = await nuevaLicencia()
    const ajeno = `${docs(otroId)}/${licencia.id}`
    for (const res of [
      await t.call('GET', `${ajeno}/descarga`, { as: AS.rrhh }),
      await t.call('PATCH', ajeno, { as: AS.rrhh, body: { numero: 'x', version: 1 } }),
      await t.call('DELETE', `${ajeno}?version=1`, { as: AS.rrhh }),
    ]) {
      expect(res.status).toBe(404)
      expect(res.body.error.message).toBe('No encontramos el documento.')
    }
  })

  it("takes the worker's detail key, and is never for operators, site clients or lessors", async () => {
    const licencia = await nuevaLicencia()
    // Staff without any key, or with another area's keys, get nothing of the screen.
    for (const as of [AS.sinPermisos, AS.comercial]) {
      expect((await t.call('GET', docs(), { as })).status, as).toBe(403)
      const clave = await upload(PDF, 's.pdf', 'application/pdf')
      const created = await createDocumento(
        { tipo: 'otro', archivo: { clave, nombre: 's.pdf' } },
        trabajadorId,
        as,
      )
      expect(created.status, as).toBe(403)
    }
    const calls: [string, string, unknown?][] = [
      ['GET', docs()],
      ['POST', `${docs()}/subidas`, { nombre: 'a.pdf', bytes: 10, tipo: 'application/pdf' }],
      ['POST', docs(), { tipo: 'otro' }],
      ['PATCH', `${docs()}/${licencia.id}`, { version: 1 }],
      ['DELETE', `${docs()}/${licencia.id}?version=1`],
      ['GET', `${docs()}/${licencia.id}/descarga`],
    ]
    for (const [method, path, body] of calls) {
      for (const as of [AS.operador, AS.cliente, AS.proveedor]) {
        expect((await t.call(method, path, { as, body })).status, `${method} ${path} ${as}`).toBe(
          403,
        )
      }
      expect((await t.call(method, path, { as: null, body })).status, path).toBe(401)
    }
  })
})
