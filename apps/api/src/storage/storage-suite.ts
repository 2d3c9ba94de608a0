// One suite every FileStorage adapter passes (disk-storage.test.ts, s3-storage.test.ts): what the
// documents' screens and routes rely on, checked through the URLs the way a browser uses them.
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FileStorage } from './file-storage.ts'
import { FILE_TYPE_HEAD_BYTES, fileTypeOf } from './file-type-of.ts'

export type StorageUnderTest = {
  /** An adapter over the same files, whose URLs are signed by the clock `now`. */
  open(now?: () => Date): FileStorage
  /** Follows a URL the adapter issued, as a browser would. */
  fetch(url: string, init?: RequestInit): Promise<Response>
  stop(): Promise<void>
}

// More than the API's 1 MB JSON body limit: the disk adapter's upload route is not held to it.
const FILE_BYTES = 1024 * 1024 + 17
const PDF_HEAD = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj\n')
const EXECUTABLE = Uint8Array.from([
  0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff,
])
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

    it('receives a browser PUT to its upload URL, with the signed type and size', async () => {
      const key = newKey()
      const bytes = new Uint8Array(randomBytes(FILE_BYTES))
      const ticket = await storage.uploadUrl(key, {
        contentType: 'application/pdf',
        bytes: FILE_BYTES,
      })
      expect(ticket.expiresAt.getTime()).toBeGreaterThan(Date.now())
      const res = await subject.fetch(ticket.url, {
        method: ticket.method,
        headers: ticket.headers,
        body: bytes,
      })
      expect(res.ok).toBe(true)
      expect(Buffer.from(await storage.read(key)).equals(Buffer.from(bytes))).toBe(true)
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
      const res = await subject.fetch(upload.url, {
        method: 'PUT',
        headers: upload.headers,
        body: PDF_HEAD,
      })
      expect(res.status).toBe(403)
      expect(await storage.stat(other)).toBeNull()
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
        const res = await subject.fetch(ticket.url, {
          method: 'PUT',
          headers: ticket.headers,
          body,
        })
        expect(res.ok, `${body.length} bytes instead of ${PDF_HEAD.length}`).toBe(false)
      }
      const asImage = await subject.fetch(ticket.url, {
        method: 'PUT',
        headers: { 'Content-Type': 'image/png' },
        body: PDF_HEAD,
      })
      expect(asImage.ok).toBe(false)
      expect(await storage.stat(key)).toBeNull()
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

    it("reads a file's first bytes, enough to tell an executable named .pdf from a PDF", async () => {
      const executable = newKey()
      const pdf = newKey()
      await storage.put(executable, EXECUTABLE, 'application/pdf')
      await storage.put(pdf, PDF_HEAD, 'application/pdf')
      const executableHead = await storage.readHead(executable, FILE_TYPE_HEAD_BYTES)
      expect(Array.from(executableHead)).toEqual(
        Array.from(EXECUTABLE.subarray(0, FILE_TYPE_HEAD_BYTES)),
      )
      expect(fileTypeOf(executableHead)).toBeNull()
      expect(fileTypeOf(await storage.readHead(pdf, FILE_TYPE_HEAD_BYTES))).toBe('application/pdf')
      // A file shorter than asked for gives what it has.
      expect((await storage.readHead(pdf, 4096)).length).toBe(PDF_HEAD.length)
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
      ]) {
        await expect(storage.put(key, PDF_HEAD, 'application/pdf'), key).rejects.toThrow(
          /Invalid storage key/,
        )
        await expect(
          storage.uploadUrl(key, { contentType: 'application/pdf', bytes: 1 }),
          key,
        ).rejects.toThrow(/Invalid storage key/)
      }
    })
  })
}
