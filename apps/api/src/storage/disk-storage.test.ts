// The disk adapter passes the storage suite through the real app's /v1/archivos routes, and its
// own routes refuse what a signed token does not allow.
import { randomBytes } from 'node:crypto'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, createApp } from '../app.ts'
import type { Db } from '../db/database.ts'
import { fakeVerifier, silentLogger, testConfig } from '../testing/test-deps.ts'
import { type DiskStorage, openDiskStorage } from './disk-storage.ts'
import { fileStorageSuite } from './storage-suite.ts'

const SECRET = randomBytes(32).toString('hex')

/**
 * The real app over a disk storage. No database: the file routes never touch one, and this
 * file must not need one to prove them.
 */
function appOver(storage: DiskStorage): App {
  return createApp({
    db: undefined as unknown as Db,
    logger: silentLogger,
    verifier: fakeVerifier,
    config: testConfig(),
    storage,
  })
}

async function startDisk() {
  const root = await mkdtemp(join(tmpdir(), 'cordillera-archivos-'))
  const open = (now?: () => Date) => openDiskStorage({ root, signingSecret: SECRET, now })
  const storage = open()
  const app = appOver(storage)
  return { root, storage, app, open }
}

fileStorageSuite('disco', async () => {
  const { root, app, open } = await startDisk()
  return {
    open,
    fetch: async (url, init) => app.request(url, init),
    singleUseUploadUrls: true,
    stop: () => rm(root, { recursive: true, force: true }),
  }
})

describe('disco: the /v1/archivos routes', () => {
  let disk: Awaited<ReturnType<typeof startDisk>>
  beforeAll(async () => {
    disk = await startDisk()
  })
  afterAll(() => rm(disk.root, { recursive: true, force: true }))

  const pdf = new TextEncoder().encode('%PDF-1.4 prueba')
  const errorOf = async (res: Response) =>
    ((await res.json()) as { error: { code: string; message: string } }).error

  it('refuses a token that was tampered with, not signed here, or used for the other operation', async () => {
    await disk.storage.put('docs/a', pdf, 'application/pdf')
    const download = await disk.storage.downloadUrl('docs/a', {
      fileName: 'a.pdf',
      contentType: 'application/pdf',
    })
    const [payload, signature] = download.url.slice('/v1/archivos/'.length).split('.')
    // Another key under the same signature.
    const forgedPayload = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(String(payload), 'base64url').toString()),
        key: 'docs/b',
      }),
    ).toString('base64url')
    const elsewhere = openDiskStorage({
      root: disk.root,
      signingSecret: randomBytes(32).toString('hex'),
    })
    const foreign = await elsewhere.downloadUrl('docs/a', {
      fileName: 'a.pdf',
      contentType: 'application/pdf',
    })
    const upload = await disk.storage.uploadUrl('docs/a', {
      contentType: 'application/pdf',
      bytes: pdf.length,
    })

    for (const url of [
      `/v1/archivos/${forgedPayload}.${signature}`,
      `/v1/archivos/${payload}.${String(signature).slice(0, -2)}AA`,
      foreign.url,
      upload.url,
      '/v1/archivos/no-es-un-token',
    ]) {
      const res = await disk.app.request(url)
      expect(res.status, url).toBe(403)
      expect(await errorOf(res)).toEqual({
        code: 'prohibido',
        message: 'El enlace expiró o no es válido.',
      })
    }
    const asUpload = await disk.app.request(download.url, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/pdf' },
      body: pdf,
    })
    expect(asUpload.status).toBe(403)
    expect(Buffer.from(await disk.storage.read('docs/a')).equals(Buffer.from(pdf))).toBe(true)
  })

  it('serves a download that no cache keeps and no browser sniffs', async () => {
    await disk.storage.put('docs/c', pdf, 'application/pdf')
    const ticket = await disk.storage.downloadUrl('docs/c', {
      fileName: 'ñandú.pdf',
      contentType: 'application/pdf',
    })
    const res = await disk.app.request(ticket.url)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('content-length')).toBe(String(pdf.length))
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="nandu.pdf"; filename*=UTF-8''%C3%B1and%C3%BA.pdf`,
    )
  })

  it("lets the portals' pages show the file (an <img> of another origin): the signed URL is the permission", async () => {
    await disk.storage.put('docs/firma', pdf, 'application/pdf')
    const ticket = await disk.storage.downloadUrl('docs/firma', {
      fileName: 'firma.png',
      contentType: 'image/png',
    })
    const res = await disk.app.request(ticket.url)
    expect(res.status).toBe(200)
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
  })

  it('answers 404 in Spanish for a file deleted after its URL was issued', async () => {
    await disk.storage.put('docs/d', pdf, 'application/pdf')
    const ticket = await disk.storage.downloadUrl('docs/d', {
      fileName: 'd.pdf',
      contentType: 'application/pdf',
    })
    await disk.storage.delete('docs/d')
    const res = await disk.app.request(ticket.url)
    expect(res.status).toBe(404)
    expect((await errorOf(res)).message).toBe('El archivo no existe o fue eliminado.')
  })

  it('cuts an upload sent without a length once it passes the signed size, keeping nothing', async () => {
    const ticket = await disk.storage.uploadUrl('docs/e', {
      contentType: 'application/pdf',
      bytes: 10,
    })
    const chunks = [new Uint8Array(64 * 1024), new Uint8Array(64 * 1024)]
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift()
        if (next) controller.enqueue(next)
        else controller.close()
      },
    })
    const res = await disk.app.request(ticket.url, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/pdf' },
      body,
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(413)
    expect((await errorOf(res)).message).toMatch(/supera el tamaño/)
    expect(await disk.storage.promoteUpload('docs/e')).toBeNull()
    // No half-written file left behind either.
    expect(await readdir(join(disk.root, '.subiendo'))).toEqual([])
  })

  it('takes a body that breaks off halfway for an incomplete upload, keeping nothing', async () => {
    const ticket = await disk.storage.uploadUrl('docs/g', {
      contentType: 'application/pdf',
      bytes: 1000,
    })
    let sent = false
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) controller.error(new Error('conexión cortada'))
        else controller.enqueue(new Uint8Array(500))
        sent = true
      },
    })
    const res = await disk.app.request(ticket.url, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/pdf' },
      body,
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(400)
    expect((await errorOf(res)).message).toMatch(/incompleto/)
    expect(await disk.storage.promoteUpload('docs/g')).toBeNull()
  })

  it('refuses a second PUT to a URL that took its file, in Spanish, changing nothing', async () => {
    const ticket = await disk.storage.uploadUrl('docs/h', {
      contentType: 'application/pdf',
      bytes: pdf.length,
    })
    const send = (body: Uint8Array) =>
      disk.app.request(ticket.url, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/pdf' },
        body,
      })
    expect((await send(pdf)).status).toBe(204)
    const other = new Uint8Array(pdf.length).fill(0x3c)
    const again = await send(other)
    expect(again.status).toBe(409)
    expect(await errorOf(again)).toEqual({
      code: 'conflicto',
      message:
        'Este enlace ya se usó para subir un archivo. Vuelve a elegir el archivo para subirlo de nuevo.',
    })
    // Still refused once the file was promoted and its upload is gone.
    await disk.storage.promoteUpload('docs/h')
    expect((await send(other)).status).toBe(409)
    expect(Buffer.from(await disk.storage.read('docs/h')).equals(Buffer.from(pdf))).toBe(true)
  })

  it('forgets a used URL only once it has expired, when the sweep removes its marker', async () => {
    const ticket = await disk.storage.uploadUrl('docs/i', {
      contentType: 'application/pdf',
      bytes: pdf.length,
    })
    const res = await disk.app.request(ticket.url, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/pdf' },
      body: pdf,
    })
    expect(res.status).toBe(204)
    const markers = () => readdir(join(disk.root, '.recibidos'))
    const count = (await markers()).length
    const longAgo = new Date(Date.now() - 24 * 60 * 60_000)
    await disk.storage.sweepUploads(longAgo)
    expect((await markers()).length).toBe(count)
    // Once the ticket is dead (its token is refused anyway) its marker goes.
    const later = openDiskStorage({
      root: disk.root,
      signingSecret: SECRET,
      now: () => new Date(Date.now() + 10 * 60_000),
    })
    await later.sweepUploads(longAgo)
    expect(await markers()).toEqual([])
  })

  it('says in Spanish what was wrong with a refused upload', async () => {
    const ticket = await disk.storage.uploadUrl('docs/f', {
      contentType: 'application/pdf',
      bytes: pdf.length,
    })
    const wrongType = await disk.app.request(ticket.url, {
      method: 'PUT',
      headers: { 'Content-Type': 'image/png' },
      body: pdf,
    })
    expect(wrongType.status).toBe(400)
    expect((await errorOf(wrongType)).message).toMatch(/application\/pdf/)
    const short = await disk.app.request(ticket.url, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/pdf' },
      body: pdf.subarray(2),
    })
    expect(short.status).toBe(400)
    expect((await errorOf(short)).message).toMatch(/incompleto/)
  })
})
