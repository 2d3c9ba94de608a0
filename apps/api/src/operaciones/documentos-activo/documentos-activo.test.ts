// An asset's documents through the API, in-process against PGlite with the test app's disk
// storage: the file goes up through the URL the API issues, is checked by its bytes, and comes
// back byte for byte through the download URL.
import { fechaEnSantiago, sumarDias } from '@cordillera/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activos, documentosActivo, marcas, tiposActivo } from '../../db/schema/index.ts'
import { sampleImage, samplePdf } from '../../storage/test-files.ts'
import { AS, failAuditsOf, startTestApp, type TestApp } from '../../testing/test-app.ts'

const OPERACIONES = 'operaciones@cordillera.cl'
const UNKNOWN = '00000000-0000-4000-8000-000000000000'

let t: TestApp
let activoId: string
let otroActivoId: string
let eliminadoId: string

beforeAll(async () => {
  t = await startTestApp()
  const { db } = t.database
  const [marca] = await db.insert(marcas).values({ nombre: 'Marca de prueba docs' }).returning()
  const [tipo] = await db
    .insert(tiposActivo)
    .values({
      nombre: 'Tipo de prueba docs',
      categoria: 'levante',
      unidadCobroDefault: 'dia',
      tarifaReferencia: 100_000,
    })
    .returning()
  const activo = (codigo: string) => ({
    codigo,
    tipoActivoId: tipo?.id as string,
    marcaId: marca?.id as string,
    modelo: 'X1',
    anio: 2020,
    numeroSerie: `SERIE-${codigo}`,
  })
  const rows = await db
    .insert(activos)
    .values([activo('DOC-001'), activo('DOC-002'), activo('DOC-003')])
    .returning()
  ;[activoId, otroActivoId, eliminadoId] = rows.map((row) => row.id) as [string, string, string]
  await db.update(activos).set({ eliminadoEn: new Date() }).where(eq(activos.id, eliminadoId))
}, 180_000)
afterAll(() => t?.close())

// Real files: a document's file is checked whole, by its structure (decision 036).
const PDF = await samplePdf()
const PNG = await sampleImage('image/png')
const EXE = new TextEncoder().encode('MZ\x90\x00\x03\x00\x00\x00 This program cannot be run')

const docs = (id = activoId) => `/v1/activos/${id}/documentos`

type Ticket = { clave: string; url: string; method: string; headers: Record<string, string> }

/** Asks a ticket and PUTs the bytes through its URL, as the browser does (no Authorization). */
async function upload(bytes: Uint8Array, nombre: string, tipo: string, id = activoId) {
  const res = await t.call<Ticket>('POST', `${docs(id)}/subidas`, {
    as: OPERACIONES,
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

async function createDocumento(body: Record<string, unknown>, id = activoId) {
  return t.call('POST', docs(id), { as: OPERACIONES, body })
}

async function newDocumento(extra: Record<string, unknown> = {}) {
  const clave = await upload(PDF, 'revision.pdf', 'application/pdf')
  const res = await createDocumento({
    tipo: 'revision-tecnica',
    archivo: { clave, nombre: 'revision.pdf' },
    ...extra,
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body
}

describe('uploading and creating a document', () => {
  it('takes a PDF through the upload URL, keeps its original name, and downloads the same bytes', async () => {
    const clave = await upload(PDF, 'Revisión técnica 2026.pdf', 'application/pdf')
    expect(clave).toMatch(new RegExp(`^activos/${activoId}/[0-9a-f-]{36}$`))
    // Nothing is written until the document is created.
    expect(await t.call('GET', docs(), { as: OPERACIONES })).toMatchObject({
      body: { items: [] },
    })

    const res = await createDocumento({
      tipo: 'revision-tecnica',
      numero: 'RT-123',
      fechaEmision: '2026-01-10',
      vence: '2027-01-10',
      archivo: { clave, nombre: 'Revisión técnica 2026.pdf' },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body).toMatchObject({
      activoId,
      tipo: 'revision-tecnica',
      numero: 'RT-123',
      vence: '2027-01-10',
      archivo: { nombre: 'Revisión técnica 2026.pdf', tipo: 'application/pdf', bytes: PDF.length },
      version: 1,
    })
    // The stored name is the generated key, never the uploaded one.
    const [stored] = await t.database.db
      .select()
      .from(documentosActivo)
      .where(eq(documentosActivo.id, res.body.id))
    expect(stored?.archivoClave).toBe(clave)

    const descarga = await t.call('GET', `${docs()}/${res.body.id}/descarga`, { as: OPERACIONES })
    expect(descarga.status).toBe(200)
    const file = await t.app.request(descarga.body.url)
    expect(file.status).toBe(200)
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF)
    expect(file.headers.get('content-disposition')).toContain('attachment')

    const [audit] = await t.auditOf(res.body.id)
    expect(audit).toMatchObject({
      entity: 'documento-activo',
      action: 'crear',
      usuarioId: await t.userId(OPERACIONES),
      before: null,
    })
    expect(audit?.after).toMatchObject({
      archivoClave: clave,
      archivoNombre: 'Revisión técnica 2026.pdf',
    })
  })

  it('reads the type from the bytes: a PNG declared as a PDF is stored and named as a PNG', async () => {
    const clave = await upload(PNG, 'foto.pdf', 'application/pdf')
    const res = await createDocumento({ tipo: 'otro', archivo: { clave, nombre: 'foto.pdf' } })
    expect(res.status).toBe(201)
    expect(res.body.archivo).toEqual({ nombre: 'foto.png', tipo: 'image/png', bytes: PNG.length })
  })

  it('refuses an executable named .pdf and declared application/pdf, and removes its bytes', async () => {
    const clave = await upload(EXE, 'revision.pdf', 'application/pdf')
    const res = await createDocumento({
      tipo: 'revision-tecnica',
      archivo: { clave, nombre: 'revision.pdf' },
    })
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toEqual({
      archivo: 'El archivo no es un PDF, JPEG, PNG ni WebP: revisa que sea el documento escaneado.',
    })
    expect(await t.storage.stat(clave)).toBeNull()
    const count = await t.database.db
      .select()
      .from(documentosActivo)
      .where(eq(documentosActivo.archivoClave, clave))
    expect(count).toEqual([])
  })

  it('refuses a ticket for a file too big or of a type not allowed, in Spanish', async () => {
    const tooBig = await t.call('POST', `${docs()}/subidas`, {
      as: OPERACIONES,
      body: { nombre: 'grande.pdf', bytes: 10 * 1024 * 1024 + 1, tipo: 'application/pdf' },
    })
    expect(tooBig.status).toBe(400)
    expect(tooBig.body.error.fields).toEqual({ bytes: 'El archivo pesa más de 10 MB.' })
    const exe = await t.call('POST', `${docs()}/subidas`, {
      as: OPERACIONES,
      body: { nombre: 'setup.exe', bytes: 100, tipo: 'application/x-msdownload' },
    })
    expect(exe.status).toBe(400)
    expect(exe.body.error.fields).toEqual({
      tipo: 'Solo se aceptan archivos PDF, JPEG, PNG o WebP.',
    })
  })

  it('refuses a file never uploaded, another asset’s key, and a file already in use', async () => {
    const falta = await createDocumento({
      tipo: 'soap',
      archivo: { clave: `activos/${activoId}/${crypto.randomUUID()}`, nombre: 'soap.pdf' },
    })
    expect(falta.status).toBe(400)
    expect(falta.body.error.fields).toEqual({ archivo: 'Primero sube el archivo.' })

    const ajena = await upload(PDF, 'soap.pdf', 'application/pdf', otroActivoId)
    const deOtro = await createDocumento({
      tipo: 'soap',
      archivo: { clave: ajena, nombre: 'a.pdf' },
    })
    expect(deOtro.status).toBe(400)
    expect(deOtro.body.error.fields.archivo).toMatch(/este activo/)

    const usado = await newDocumento()
    const [row] = await t.database.db
      .select({ clave: documentosActivo.archivoClave })
      .from(documentosActivo)
      .where(eq(documentosActivo.id, usado.id))
    const again = await createDocumento({
      tipo: 'soap',
      archivo: { clave: row?.clave, nombre: 'otra.pdf' },
    })
    expect(again.status).toBe(409)
    expect(again.body.error.fields.archivo).toMatch(/otro documento/)
  })

  it('says in Spanish what is wrong with each field, and writes nothing', async () => {
    const res = await createDocumento({ tipo: 'licencia', numero: 'x'.repeat(61), vence: '1-1' })
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toEqual({
      tipo: 'Elija el tipo de documento.',
      numero: 'Máximo 60 caracteres.',
      vence: 'La fecha no es válida.',
      archivo: 'Primero sube el archivo.',
    })
    const clave = await upload(PDF, 'f.pdf', 'application/pdf')
    const fechas = await createDocumento({
      tipo: 'soap',
      fechaEmision: '2026-05-10',
      vence: '2026-05-01',
      archivo: { clave, nombre: 'f.pdf' },
    })
    expect(fechas.status).toBe(400)
    expect(fechas.body.error.fields).toEqual({
      vence: 'El vencimiento no puede ser anterior a la emisión.',
    })
    expect((await t.call('GET', docs(), { as: OPERACIONES })).body.items).not.toContainEqual(
      expect.objectContaining({ fechaEmision: '2026-05-10' }),
    )
  })

  it('writes neither the document nor its audit when the audit fails', async () => {
    const clave = await upload(PDF, 'x.pdf', 'application/pdf')
    const restore = await failAuditsOf(t.database, 'documento-activo')
    try {
      const res = await createDocumento({ tipo: 'otro', archivo: { clave, nombre: 'x.pdf' } })
      expect(res.status).toBe(500)
    } finally {
      await restore()
    }
    const rows = await t.database.db
      .select()
      .from(documentosActivo)
      .where(eq(documentosActivo.archivoClave, clave))
    expect(rows).toEqual([])
  })
})

describe('listing, editing, replacing and deleting', () => {
  it('lists the asset’s documents by expiry, each flagged against Santiago’s today', async () => {
    const hoy = fechaEnSantiago(new Date())
    const id = crypto.randomUUID()
    await t.database.db.insert(activos).values({
      id,
      codigo: 'DOC-LIST',
      tipoActivoId: (await t.database.db.select().from(tiposActivo))[0]?.id as string,
      marcaId: (await t.database.db.select().from(marcas))[0]?.id as string,
      modelo: 'L',
      anio: 2021,
      numeroSerie: 'SERIE-DOC-LIST',
    })
    for (const vence of [sumarDias(hoy, 90), sumarDias(hoy, -1), null, sumarDias(hoy, 10)]) {
      const clave = await upload(PDF, 'd.pdf', 'application/pdf', id)
      expect(
        (await createDocumento({ tipo: 'soap', vence, archivo: { clave, nombre: 'd.pdf' } }, id))
          .status,
      ).toBe(201)
    }
    const res = await t.call('GET', docs(id), { as: OPERACIONES })
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

  it('edits the data at the version read; a stale version is a 409', async () => {
    const documento = await newDocumento({ fechaEmision: '2026-01-01' })
    const url = `${docs()}/${documento.id}`
    const edit = await t.call('PATCH', url, {
      as: OPERACIONES,
      body: { numero: 'N-1', vence: '2026-12-31', version: 1 },
    })
    expect(edit.status, JSON.stringify(edit.body)).toBe(200)
    expect(edit.body).toMatchObject({ numero: 'N-1', vence: '2026-12-31', version: 2 })
    const stale = await t.call('PATCH', url, {
      as: OPERACIONES,
      body: { numero: 'N-2', version: 1 },
    })
    expect(stale.status).toBe(409)
    // Checked against the stored emission date, which the edit does not send.
    const early = await t.call('PATCH', url, {
      as: OPERACIONES,
      body: { vence: '2025-12-31', version: 2 },
    })
    expect(early.status).toBe(400)
    expect(early.body.error.fields).toEqual({
      vence: 'El vencimiento no puede ser anterior a la emisión.',
    })
  })

  it('replaces the file: the new bytes download, the old file stays stored and audited', async () => {
    const documento = await newDocumento()
    const [before] = await t.database.db
      .select()
      .from(documentosActivo)
      .where(eq(documentosActivo.id, documento.id))
    const clave = await upload(PNG, 'nueva.png', 'image/png')
    const res = await t.call('PATCH', `${docs()}/${documento.id}`, {
      as: OPERACIONES,
      body: { archivo: { clave, nombre: 'nueva.png' }, version: documento.version },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.archivo).toEqual({ nombre: 'nueva.png', tipo: 'image/png', bytes: PNG.length })
    const descarga = await t.call('GET', `${docs()}/${documento.id}/descarga`, { as: OPERACIONES })
    const file = await t.app.request(descarga.body.url)
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PNG)
    expect(await t.storage.stat(before?.archivoClave as string)).toEqual({ bytes: PDF.length })
    const audits = await t.auditOf(documento.id)
    expect(audits.at(-1)).toMatchObject({
      action: 'editar',
      before: { archivoClave: before?.archivoClave },
      after: { archivoClave: clave },
    })

    const exe = await upload(EXE, 'nueva.pdf', 'application/pdf')
    const refused = await t.call('PATCH', `${docs()}/${documento.id}`, {
      as: OPERACIONES,
      body: { archivo: { clave: exe, nombre: 'nueva.pdf' }, version: 2 },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.error.fields.archivo).toMatch(/no es un PDF/)
  })

  it('soft-deletes with the version read: gone from the list, its file kept', async () => {
    const documento = await newDocumento()
    const url = `${docs()}/${documento.id}`
    expect((await t.call('DELETE', `${url}?version=9`, { as: OPERACIONES })).status).toBe(409)
    expect((await t.call('DELETE', `${url}?version=1`, { as: OPERACIONES })).status).toBe(204)
    const list = await t.call('GET', docs(), { as: OPERACIONES })
    expect(list.body.items.map((row: { id: string }) => row.id)).not.toContain(documento.id)
    const [row] = await t.database.db
      .select()
      .from(documentosActivo)
      .where(eq(documentosActivo.id, documento.id))
    expect(row?.eliminadoEn).not.toBeNull()
    expect(await t.storage.stat(row?.archivoClave as string)).not.toBeNull()
    expect((await t.auditOf(documento.id)).map((entry) => entry.action)).toEqual([
      'crear',
      'eliminar',
    ])
    expect((await t.call('GET', `${url}/descarga`, { as: OPERACIONES })).status).toBe(404)
  })
})

describe('what is not found or not allowed', () => {
  it('answers 404 for an asset that does not exist or was deleted, and another asset’s document', async () => {
    for (const id of [UNKNOWN, eliminadoId]) {
      const res = await t.call('GET', docs(id), { as: OPERACIONES })
      expect(res.status).toBe(404)
      expect(res.body.error.message).toBe('No encontramos el activo.')
      const ticket = await t.call('POST', `${docs(id)}/subidas`, {
        as: OPERACIONES,
        body: { nombre: 'a.pdf', bytes: 10, tipo: 'application/pdf' },
      })
      expect(ticket.status).toBe(404)
    }
    const documento = await newDocumento()
    const ajeno = `${docs(otroActivoId)}/${documento.id}`
    const notFound = [
      await t.call('GET', `${ajeno}/descarga`, { as: OPERACIONES }),
      await t.call('PATCH', ajeno, { as: OPERACIONES, body: { numero: 'x', version: 1 } }),
      await t.call('DELETE', `${ajeno}?version=1`, { as: OPERACIONES }),
    ]
    for (const res of notFound) {
      expect(res.status).toBe(404)
      expect(res.body.error.message).toBe('No encontramos el documento.')
    }
  })

  it('needs the documents key (commercial staff have none), and a session', async () => {
    const documento = await newDocumento()
    const calls: [string, string, unknown?][] = [
      ['GET', docs()],
      ['POST', `${docs()}/subidas`, { nombre: 'a.pdf', bytes: 10, tipo: 'application/pdf' }],
      ['POST', docs(), { tipo: 'otro' }],
      ['PATCH', `${docs()}/${documento.id}`, { version: 1 }],
      ['DELETE', `${docs()}/${documento.id}?version=1`],
      ['GET', `${docs()}/${documento.id}/descarga`],
      ['GET', '/v1/documentos-activo/vencimientos'],
    ]
    for (const [method, path, body] of calls) {
      expect((await t.call(method, path, { as: AS.comercial, body })).status, path).toBe(403)
      expect((await t.call(method, path, { as: null, body })).status, path).toBe(401)
    }
  })
})

describe('GET /v1/documentos-activo/vencimientos', () => {
  it('counts expired and expiring documents of assets not deleted', async () => {
    const before = (await t.call('GET', '/v1/documentos-activo/vencimientos', { as: OPERACIONES }))
      .body
    const hoy = fechaEnSantiago(new Date())
    for (const vence of [sumarDias(hoy, -3), sumarDias(hoy, 30), sumarDias(hoy, 31)]) {
      const clave = await upload(PDF, 'v.pdf', 'application/pdf', otroActivoId)
      await createDocumento(
        { tipo: 'soap', vence, archivo: { clave, nombre: 'v.pdf' } },
        otroActivoId,
      )
    }
    const after = await t.call('GET', '/v1/documentos-activo/vencimientos', { as: OPERACIONES })
    expect(after.status).toBe(200)
    expect(after.body.vencidos - before.vencidos).toBe(1)
    expect(after.body.porVencer - before.porVencer).toBe(1)
    expect(after.body.activosAfectados).toBeGreaterThanOrEqual(1)

    // A deleted asset's documents are not counted.
    await t.database.db
      .update(activos)
      .set({ eliminadoEn: new Date() })
      .where(eq(activos.id, otroActivoId))
    const gone = await t.call('GET', '/v1/documentos-activo/vencimientos', { as: OPERACIONES })
    expect(gone.body).toEqual(before)
  })
})
