// What every owner's documents promise about their files (decision 036), proven through an
// asset's documents with the test app's disk storage: an upload ticket takes one file and dies
// with the document made from it, a file is accepted by its structure (not its first bytes), and
// the stored name follows the type the bytes have.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activos, documentosActivo, marcas, tiposActivo } from '../../db/schema/index.ts'
import { FILE_TYPE_HEAD_BYTES } from '../../storage/file-type-of.ts'
import {
  PDF_HEADED_HTML,
  sampleImage,
  samplePdf,
  sizedTo,
  withGarbageBody,
} from '../../storage/test-files.ts'
import { startTestApp, type TestApp } from '../../testing/test-app.ts'

const OPERACIONES = 'operaciones@cordillera.cl'
const CONTENIDO =
  'El archivo no es un PDF, JPEG, PNG ni WebP: revisa que sea el documento escaneado.'

let t: TestApp
let activoId: string
let PDF: Uint8Array

beforeAll(async () => {
  t = await startTestApp()
  const { db } = t.database
  const [marca] = await db.insert(marcas).values({ nombre: 'Marca archivos' }).returning()
  const [tipo] = await db
    .insert(tiposActivo)
    .values({
      nombre: 'Tipo archivos',
      categoria: 'levante',
      unidadCobroDefault: 'dia',
      tarifaReferencia: 100_000,
    })
    .returning()
  const [activo] = await db
    .insert(activos)
    .values({
      codigo: 'ARCH-001',
      tipoActivoId: tipo?.id as string,
      marcaId: marca?.id as string,
      modelo: 'A1',
      anio: 2022,
      numeroSerie: 'SERIE-ARCH-001',
    })
    .returning()
  activoId = activo?.id as string
  PDF = await samplePdf('Revisión técnica ARCH-001')
}, 180_000)
afterAll(() => t?.close())

const docs = () => `/v1/activos/${activoId}/documentos`

type Ticket = { clave: string; url: string; method: string; headers: Record<string, string> }

async function ticketFor(bytes: number, nombre: string, tipo: string): Promise<Ticket> {
  const res = await t.call<Ticket>('POST', `${docs()}/subidas`, {
    as: OPERACIONES,
    body: { nombre, bytes, tipo },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body
}

/** The browser's PUT to the ticket's URL (no Authorization: the signed URL is the permission). */
const put = (ticket: Ticket, bytes: Uint8Array) =>
  t.app.request(ticket.url, { method: 'PUT', headers: ticket.headers, body: bytes })

async function upload(bytes: Uint8Array, nombre: string, tipo: string) {
  const ticket = await ticketFor(bytes.byteLength, nombre, tipo)
  const res = await put(ticket, bytes)
  expect(res.status, await res.clone().text()).toBe(204)
  return ticket
}

const messageOf = async (res: Response) =>
  ((await res.json()) as { error: { message: string } }).error.message

const createDocumento = (clave: string, nombre: string) =>
  t.call('POST', docs(), { as: OPERACIONES, body: { tipo: 'otro', archivo: { clave, nombre } } })

/** The document's file as its download URL serves it. */
async function download(documentoId: string) {
  const descarga = await t.call('GET', `${docs()}/${documentoId}/descarga`, { as: OPERACIONES })
  expect(descarga.status).toBe(200)
  const res = await t.app.request(descarga.body.url)
  expect(res.status).toBe(200)
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) }
}

describe('an upload ticket', () => {
  it('takes one file: a second PUT is refused, and after the document is made its file never changes', async () => {
    const ticket = await upload(PDF, 'revision.pdf', 'application/pdf')
    const html = sizedTo(PDF_HEADED_HTML, PDF.length)

    // Received once: the same URL takes nothing more, before the document exists…
    const again = await put(ticket, html)
    expect(again.status).toBe(409)
    expect(await messageOf(again)).toMatch(/ya se usó/)

    const created = await createDocumento(ticket.clave, 'revision.pdf')
    expect(created.status, JSON.stringify(created.body)).toBe(201)

    // …nor after it.
    const after = await put(ticket, html)
    expect([409, 410]).toContain(after.status)
    expect(await messageOf(after)).toMatch(/ya se usó/)

    const { res, bytes } = await download(created.body.id)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(Buffer.from(bytes).equals(Buffer.from(PDF))).toBe(true)
    expect(Buffer.from(await t.storage.read(ticket.clave)).equals(Buffer.from(PDF))).toBe(true)
  })

  it('cannot make a second document once its file belongs to one', async () => {
    const ticket = await upload(PDF, 'soap.pdf', 'application/pdf')
    expect((await createDocumento(ticket.clave, 'soap.pdf')).status).toBe(201)
    const second = await createDocumento(ticket.clave, 'otra.pdf')
    expect(second.status).toBe(409)
    expect(second.body.error.fields.archivo).toMatch(/otro documento/)
  })
})

describe("a file's content", () => {
  it('accepts a real PDF, JPEG, PNG and WebP, each with the type its bytes have', async () => {
    const files = [
      ['application/pdf', PDF, 'a.pdf'],
      ['image/jpeg', await sampleImage('image/jpeg'), 'b.jpg'],
      ['image/png', await sampleImage('image/png'), 'c.png'],
      ['image/webp', await sampleImage('image/webp'), 'd.webp'],
    ] as const
    for (const [tipo, bytes, nombre] of files) {
      const ticket = await upload(bytes, nombre, tipo)
      const res = await createDocumento(ticket.clave, nombre)
      expect(res.status, `${tipo}: ${JSON.stringify(res.body)}`).toBe(201)
      expect(res.body.archivo).toEqual({ nombre, tipo, bytes: bytes.length })
    }
  })

  it('refuses a %PDF- header followed by HTML, and removes it', async () => {
    // HTML right after the header, and HTML right after the header of an otherwise real PDF.
    const pdfAfterHtml = new Uint8Array([...PDF_HEADED_HTML, ...PDF.subarray(9)])
    for (const bytes of [PDF_HEADED_HTML, pdfAfterHtml]) {
      const ticket = await upload(bytes, 'revision.pdf', 'application/pdf')
      const res = await createDocumento(ticket.clave, 'revision.pdf')
      expect(res.status, JSON.stringify(res.body)).toBe(400)
      expect(res.body.error.fields).toEqual({ archivo: CONTENIDO })
      expect(await t.storage.stat(ticket.clave)).toBeNull()
      const rows = await t.database.db
        .select()
        .from(documentosActivo)
        .where(eq(documentosActivo.archivoClave, ticket.clave))
      expect(rows).toEqual([])
    }
  })

  it('refuses an image whose header is right and whose body is garbage', async () => {
    for (const tipo of ['image/jpeg', 'image/png', 'image/webp'] as const) {
      const real = await sampleImage(tipo)
      // The first bytes the old check read are a real image's; the rest is not an image.
      const ticket = await upload(withGarbageBody(real, FILE_TYPE_HEAD_BYTES), 'foto', tipo)
      const res = await createDocumento(ticket.clave, 'foto')
      expect(res.status, tipo).toBe(400)
      expect(res.body.error.fields, tipo).toEqual({ archivo: CONTENIDO })
    }
  })

  it('names the file after the type its bytes have, and serves it with that type', async () => {
    const png = await sampleImage('image/png')
    const ticket = await upload(png, 'Revisión 2026.pdf', 'application/pdf')
    const res = await createDocumento(ticket.clave, 'Revisión 2026.pdf')
    expect(res.status).toBe(201)
    expect(res.body.archivo).toEqual({
      nombre: 'Revisión 2026.png',
      tipo: 'image/png',
      bytes: png.length,
    })
    const { res: served, bytes } = await download(res.body.id)
    expect(served.headers.get('content-type')).toBe('image/png')
    expect(served.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''Revisi%C3%B3n%202026.png`,
    )
    expect(Buffer.from(bytes).equals(Buffer.from(png))).toBe(true)
  })
})
