// One suite every FileStorage adapter passes (disk-storage.test.ts, s3-storage.test.ts): what the
// documents' screens and routes rely on, checked through the URLs the way a browser uses them:
// uploads wait apart until promoted, no upload URL changes a promoted file, old uploads are swept.
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FileStorage, UploadTicket } from './file-storage.ts'

export type StorageUnderTest = {
  /** An adapter over the same files, whose URLs are signed by the clock `now`. */
  open(now?: () => Date): FileStorage
  /** Follows a URL the adapter issued, as a browser would. */
  fetch(url: string, init?: RequestInit): Promise<Response>
  /**
   * True when an upload URL takes one body and refuses the next (the disk adapter); S3's
   * presigned URLs cannot be revoked, so there a later PUT lands apart and is discarded.
   */
  singleUseUploadUrls: boolean
  stop(): Promise<void>
}

// More than the API's 1 MB JSON body limit: the disk adapter's upload route is not held to it.
const FILE_BYTES = 1024 * 1024 + 17
const PDF_HEAD = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj\n')
const FILE_NAME = 'Revisión técnica año 2026 (copia) #1.pdf'

const tenMinutesAgo = () => new Date(Date.now() - 10 * 60_000)

let sequence = 0
const newKey = () => `pruebas/${process.pid}-${Date.now()}-${sequence++}/archivo.bin`

/** The name in `filename*=UTF-8''…` of a Content-Disposition header. */
function extendedFileName(disposition: string | null): string | undefined {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1]
  return encoded === undefined ? undefined : decodeURIComponent(encoded)
}

export function fileStorageSuite(name: string, start: () => Promise<StorageUnderTest>) {
  describe(`${name}: the file storage port`, () => {
    let subject: StorageUnderTest
    let storage: FileStorage

    beforeAll(async () => {
      subject = await start()
      storage = subject.open()
    })
    afterAll(() => subject?.stop())

    it('keeps the exact bytes it was given', async () => {
      const key = newKey()
      const bytes = new Uint8Array(randomBytes(FILE_BYTES))
      await storage.put(key, bytes, 'application/octet-stream')
      expect(await storage.stat(key)).toEqual({ bytes: FILE_BYTES })
      expect(Buffer.from(await storage.read(key)).equals(Buffer.from(bytes))).toBe(true)
    })

    /** PUTs `body` to an upload URL, as the browser does. */
    const send = (ticket: UploadTicket, body: Uint8Array, headers = ticket.headers) =>
      subject.fetch(ticket.url, { method: ticket.method, headers, body })

    async function uploaded(key: string, bytes: Uint8Array) {
      const ticket = await storage.uploadUrl(key, {
        contentType: 'application/pdf',
        bytes: bytes.length,
      })
      const res = await send(ticket, bytes)
      expect(res.ok, `PUT ${res.status}`).toBe(true)
      return ticket
    }

    const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b))

    it('receives a browser PUT to its upload URL apart, and puts it at its key when promoted', async () => {
      const key = newKey()
      const bytes = new Uint8Array(randomBytes(FILE_BYTES))
      const ticket = await storage.uploadUrl(key, {
        contentType: 'application/pdf',
        bytes: FILE_BYTES,
      })
      expect(ticket.expiresAt.getTime()).toBeGreaterThan(Date.now())
      expect((await send(ticket, bytes)).ok).toBe(true)
      // Nothing is at the key until the API promotes the upload.
      expect(await storage.stat(key)).toBeNull()
      expect(await storage.promoteUpload(key)).toEqual({ bytes: FILE_BYTES })
      expect(same(await storage.read(key), bytes)).toBe(true)
      // Promoting again changes nothing.
      expect(await storage.promoteUpload(key)).toEqual({ bytes: FILE_BYTES })
      expect(same(await storage.read(key), bytes)).toBe(true)
    })

    it('never lets its upload URL change a promoted file', async () => {
      const key = newKey()
      const original = new Uint8Array(randomBytes(4096))
      const ticket = await uploaded(key, original)
      await storage.promoteUpload(key)

      const other = new Uint8Array(randomBytes(4096))
      const again = await send(ticket, other)
      if (subject.singleUseUploadUrls) expect(again.status).toBe(409)
      else expect(again.ok).toBe(true)
      // Whatever a reused URL sent, it never reaches the key, not even when promoted.
      expect(await storage.promoteUpload(key)).toEqual({ bytes: original.length })
      expect(same(await storage.read(key), original)).toBe(true)
    })

    it('takes one body per upload URL where it can refuse the next', async () => {
      const key = newKey()
      const first = new Uint8Array(randomBytes(2048))
      const ticket = await uploaded(key, first)
      const second = await send(ticket, new Uint8Array(randomBytes(2048)))
      if (subject.singleUseUploadUrls) {
        expect(second.status).toBe(409)
        await storage.promoteUpload(key)
        expect(same(await storage.read(key), first)).toBe(true)
      } else {
        // S3: the URL lives until it expires; the last body before the promotion is the one.
        expect(second.ok).toBe(true)
      }
    })

    it('never promotes over a file already at the key, and promotes nothing never uploaded', async () => {
      const key = newKey()
      const stored = new Uint8Array(randomBytes(1000))
      await storage.put(key, stored, 'application/pdf')
      await uploaded(key, new Uint8Array(randomBytes(1000)))
      expect(await storage.promoteUpload(key)).toEqual({ bytes: 1000 })
      expect(same(await storage.read(key), stored)).toBe(true)

      expect(await storage.promoteUpload(newKey())).toBeNull()
    })

    it('sweeps uploads never promoted once old enough, and never a file at its key', async () => {
      const waiting = newKey()
      const promoted = newKey()
      const kept = newKey()
      const bytes = new Uint8Array(randomBytes(512))
      await uploaded(waiting, bytes)
      await uploaded(promoted, bytes)
      await storage.promoteUpload(promoted)
      await storage.put(kept, bytes, 'application/pdf')

      // Uploads from the last hour stay: someone may be filling in the document's form.
      expect(await storage.sweepUploads(new Date(Date.now() - 60 * 60_000))).toBe(0)
      // Every upload is older than a minute from now: swept; the files at their keys are not.
      expect(await storage.sweepUploads(new Date(Date.now() + 60_000))).toBeGreaterThanOrEqual(1)
      expect(await storage.promoteUpload(waiting)).toBeNull()
      expect(await storage.stat(waiting)).toBeNull()
      expect(same(await storage.read(promoted), bytes)).toBe(true)
      expect(same(await storage.read(kept), bytes)).toBe(true)
    })

    it('answers its download URL with the exact bytes, as an attachment with the original name', async () => {
      const key = newKey()
      const bytes = new Uint8Array(randomBytes(FILE_BYTES))
      await storage.put(key, bytes, 'application/pdf')
      const ticket = await storage.downloadUrl(key, {
        fileName: FILE_NAME,
        contentType: 'application/pdf',
      })
      const res = await subject.fetch(ticket.url)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('application/pdf')
      const disposition = res.headers.get('content-disposition')
      expect(disposition).toMatch(/^attachment;/)
      expect(extendedFileName(disposition)).toBe(FILE_NAME)
      expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true)
    })

    it('refuses URLs whose time is up', async () => {
      const key = newKey()
      await storage.put(key, PDF_HEAD, 'application/pdf')
      const past = subject.open(tenMinutesAgo)
      const download = await past.downloadUrl(key, {
        fileName: 'a.pdf',
        contentType: 'application/pdf',
      })
      expect(download.expiresAt.getTime()).toBeLessThan(Date.now())
      expect((await subject.fetch(download.url)).status).toBe(403)

      const other = newKey()
      const upload = await past.uploadUrl(other, {
        contentType: 'application/pdf',
        bytes: PDF_HEAD.length,
      })
      const res = await send(upload, PDF_HEAD)
      expect(res.status).toBe(403)
      expect(await storage.promoteUpload(other)).toBeNull()
    })

    it('refuses an upload of another size or type than its URL was signed for', async () => {
      const key = newKey()
      const ticket = await storage.uploadUrl(key, {
        contentType: 'application/pdf',
        bytes: PDF_HEAD.length,
      })
      const longer = new Uint8Array([...PDF_HEAD, 0x20])
      const shorter = PDF_HEAD.subarray(1)
      for (const body of [longer, shorter]) {
        const res = await send(ticket, body)
        expect(res.ok, `${body.length} bytes instead of ${PDF_HEAD.length}`).toBe(false)
      }
      const asImage = await send(ticket, PDF_HEAD, { 'Content-Type': 'image/png' })
      expect(asImage.ok).toBe(false)
      expect(await storage.promoteUpload(key)).toBeNull()
      // A refused body does not use the URL up: the right one still goes through.
      expect((await send(ticket, PDF_HEAD)).ok).toBe(true)
      expect(await storage.promoteUpload(key)).toEqual({ bytes: PDF_HEAD.length })
    })

    it('has nothing at a key never written, and nothing after a delete (twice is fine)', async () => {
      const key = newKey()
      expect(await storage.stat(key)).toBeNull()
      await storage.put(key, PDF_HEAD, 'application/pdf')
      expect(await storage.stat(key)).toEqual({ bytes: PDF_HEAD.length })
      await storage.delete(key)
      expect(await storage.stat(key)).toBeNull()
      await storage.delete(key)
    })

    it('refuses keys that could leave its directory or bucket prefix', async () => {
      for (const key of [
        '../fuera',
        '/absoluta',
        'a//b',
        'a/../b',
        'Mayusculas',
        'espacio x',
        '.oculto',
        // The uploads' area: only the adapters reach it.
        'subidas/activos/x',
        'subidas',
      ]) {
        await expect(storage.put(key, PDF_HEAD, 'application/pdf'), key).rejects.toThrow(
          /Invalid storage key/,
        )
        await expect(
          storage.uploadUrl(key, { contentType: 'application/pdf', bytes: 1 }),
          key,
        ).rejects.toThrow(/Invalid storage key/)
        await expect(storage.promoteUpload(key), key).rejects.toThrow(/Invalid storage key/)
      }
    })
  })
}
