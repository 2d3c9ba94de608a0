// The embedded default adapter: files in a directory under the data dir (`${DATA_DIR}/archivos`),
// nothing to set up. Browsers reach them through the API's own `/v1/archivos/<token>` routes
// (storage-routes.ts), where the token is an HMAC-signed, short-lived permission for one file
// (signed-token.ts).
import { randomBytes, randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import {
  DOWNLOAD_URL_SECONDS,
  type DownloadTicket,
  type FileStorage,
  type StoredObject,
  UPLOAD_URL_SECONDS,
  type UploadTicket,
} from './file-storage.ts'
import { type GetPayload, type PutPayload, type TokenSigner, tokenSigner } from './signed-token.ts'
import { checkKey } from './storage-keys.ts'

/** Where the disk adapter's URLs point, relative to the API. */
export const FILE_ROUTE_PREFIX = '/v1/archivos/'

export type DiskStorageOptions = {
  /** The directory that holds the files (created when missing). */
  root: string
  /** Signs the URL tokens; undefined = a random secret of this process (URLs die with it). */
  signingSecret?: string | undefined
  /** The clock tokens are issued and checked by; tests move it. */
  now?: () => Date
}

/** Why a PUT's body was refused. */
export class UploadSizeError extends Error {
  override name = 'UploadSizeError'
  readonly direction: 'more' | 'fewer'
  constructor(direction: 'more' | 'fewer') {
    super(direction === 'more' ? 'more bytes than signed' : 'fewer bytes than signed')
    this.direction = direction
  }
}

export type DiskStorage = FileStorage & {
  readonly kind: 'disco'
  readonly root: string
  /** What an upload or download token allows, or null when it is not ours, tampered with, expired or of the other kind. */
  verifyPut(token: string): PutPayload | null
  verifyGet(token: string): GetPayload | null
  /**
   * Streams `body` to `key` when it is exactly `bytes` long (UploadSizeError otherwise), through a
   * temporary file renamed at the end: a cut upload never leaves half a file at the key.
   */
  receive(key: string, body: ReadableStream<Uint8Array>, bytes: number): Promise<void>
  /** The file's bytes as a stream, with its size; null when nothing is stored at `key`. */
  open(key: string): Promise<{ bytes: number; stream: ReadableStream<Uint8Array> } | null>
}

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR')

export function openDiskStorage(options: DiskStorageOptions): DiskStorage {
  const { root } = options
  const now = options.now ?? (() => new Date())
  const signer: TokenSigner = tokenSigner(options.signingSecret ?? randomBytes(32), now)
  // Beside the files, so the final rename never crosses file systems; no key can name it (a
  // segment never starts with a dot).
  const incoming = join(root, '.subiendo')

  const pathOf = (key: string) => join(root, ...checkKey(key).split('/'))
  const expiry = (seconds: number) => new Date(now().getTime() + seconds * 1000)

  async function moveIntoPlace(temporary: string, key: string) {
    const target = pathOf(key)
    await mkdir(dirname(target), { recursive: true })
    await rename(temporary, target)
  }

  async function statOf(key: string): Promise<StoredObject | null> {
    try {
      const info = await stat(pathOf(key))
      return info.isFile() ? { bytes: info.size } : null
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }

  return {
    kind: 'disco',
    root,

    async uploadUrl(key, { contentType, bytes, expiresInSeconds = UPLOAD_URL_SECONDS }) {
      checkKey(key)
      const expiresAt = expiry(expiresInSeconds)
      const token = signer.sign({
        op: 'put',
        key,
        bytes,
        contentType,
        exp: Math.floor(expiresAt.getTime() / 1000),
      })
      const ticket: UploadTicket = {
        url: `${FILE_ROUTE_PREFIX}${token}`,
        method: 'PUT',
        headers: { 'Content-Type': contentType },
        expiresAt,
      }
      return ticket
    },

    async downloadUrl(key, { fileName, contentType, expiresInSeconds = DOWNLOAD_URL_SECONDS }) {
      checkKey(key)
      const expiresAt = expiry(expiresInSeconds)
      const token = signer.sign({
        op: 'get',
        key,
        contentType,
        fileName,
        exp: Math.floor(expiresAt.getTime() / 1000),
      })
      const ticket: DownloadTicket = { url: `${FILE_ROUTE_PREFIX}${token}`, expiresAt }
      return ticket
    },

    stat: statOf,

    async readHead(key, length) {
      let handle: Awaited<ReturnType<typeof open>>
      try {
        handle = await open(pathOf(key), 'r')
      } catch (error) {
        if (isMissing(error)) throw new Error(`No file stored at ${key}`)
        throw error
      }
      try {
        const buffer = new Uint8Array(length)
        const { bytesRead } = await handle.read(buffer, 0, length, 0)
        return buffer.subarray(0, bytesRead)
      } finally {
        await handle.close()
      }
    },

    async put(key, bytes) {
      checkKey(key)
      await mkdir(incoming, { recursive: true })
      const temporary = join(incoming, randomUUID())
      try {
        await writeFile(temporary, bytes)
        await moveIntoPlace(temporary, key)
      } finally {
        await rm(temporary, { force: true })
      }
    },

    async read(key) {
      return new Uint8Array(await readFile(pathOf(key)))
    },

    async delete(key) {
      await rm(pathOf(key), { force: true })
    },

    verifyPut(token) {
      const payload = signer.verify(token)
      return payload?.op === 'put' ? payload : null
    },
    verifyGet(token) {
      const payload = signer.verify(token)
      return payload?.op === 'get' ? payload : null
    },

    async receive(key, body, bytes) {
      checkKey(key)
      await mkdir(incoming, { recursive: true })
      const temporary = join(incoming, randomUUID())
      let received = 0
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          received += chunk.length
          if (received > bytes) done(new UploadSizeError('more'))
          else done(null, chunk)
        },
      })
      // A body that breaks off (the browser closed, the network dropped) is an incomplete upload,
      // the sender's to retry, not a failure of the API.
      let cutShort = false
      const source = Readable.fromWeb(body as never).once('error', () => {
        cutShort = true
      })
      try {
        await pipeline(source, counter, createWriteStream(temporary))
        if (received < bytes) throw new UploadSizeError('fewer')
        await moveIntoPlace(temporary, key)
      } catch (error) {
        if (cutShort && !(error instanceof UploadSizeError)) throw new UploadSizeError('fewer')
        throw error
      } finally {
        await rm(temporary, { force: true })
      }
    },

    async open(key) {
      const found = await statOf(key)
      if (!found) return null
      const stream = Readable.toWeb(createReadStream(pathOf(key))) as ReadableStream<Uint8Array>
      return { bytes: found.bytes, stream }
    },
  }
}
