// The embedded default adapter: files in a directory under the data dir (`${DATA_DIR}/archivos`),
// nothing to set up. Browsers reach them through the API's own `/v1/archivos/<token>` routes
// (storage-routes.ts), where the token is an HMAC-signed, short-lived permission for one file
// (signed-token.ts). An upload lands in `subidas/<key>` and reaches `<key>` only when promoted
// (decision 036). Every fact lives in the directory itself (a ticket's use is a marker file), so
// several API processes sharing it agree.
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream, type Dirent } from 'node:fs'
import { link, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
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
import { checkKey, UPLOADS_PREFIX, uploadKeyOf } from './storage-keys.ts'

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

/** A PUT to an upload URL that already took its file. */
export class UploadUsedError extends Error {
  override name = 'UploadUsedError'
  constructor() {
    super('upload URL already used')
  }
}

export type DiskStorage = FileStorage & {
  readonly kind: 'disco'
  readonly root: string
  /** What an upload or download token allows, or null when it is not ours, tampered with, expired or of the other kind. */
  verifyPut(token: string): PutPayload | null
  verifyGet(token: string): GetPayload | null
  /**
   * Streams `body` into the upload waiting for the ticket's key when it is exactly the ticket's
   * size (UploadSizeError otherwise), through a temporary file renamed at the end: a cut upload
   * never leaves half a file. Once per ticket: UploadUsedError when its file was already received.
   */
  receive(ticket: PutPayload, body: ReadableStream<Uint8Array>): Promise<void>
  /** The file's bytes as a stream, with its size; null when nothing is stored at `key`. */
  open(key: string): Promise<{ bytes: number; stream: ReadableStream<Uint8Array> } | null>
}

const codeOf = (error: unknown) =>
  error instanceof Error && 'code' in error ? String(error.code) : undefined
const isMissing = (error: unknown) => codeOf(error) === 'ENOENT' || codeOf(error) === 'ENOTDIR'

export function openDiskStorage(options: DiskStorageOptions): DiskStorage {
  const { root } = options
  const now = options.now ?? (() => new Date())
  const signer: TokenSigner = tokenSigner(options.signingSecret ?? randomBytes(32), now)
  // Beside the files, so the final rename never crosses file systems; no key can name them (a
  // segment never starts with a dot).
  const incoming = join(root, '.subiendo')
  // One marker per upload ticket whose file arrived, holding the ticket's expiry: the ticket is
  // refused while it exists, and swept once the ticket is dead anyway.
  const received = join(root, '.recibidos')
  const uploads = join(root, UPLOADS_PREFIX)

  const pathOf = (key: string) => join(root, ...checkKey(key).split('/'))
  const uploadPathOf = (key: string) => join(root, ...uploadKeyOf(key).split('/'))
  const markerOf = (key: string) =>
    join(received, createHash('sha256').update(checkKey(key)).digest('hex'))
  const expiry = (seconds: number) => new Date(now().getTime() + seconds * 1000)

  /** Marks the ticket's file as arriving; UploadUsedError when one already did (or is). */
  async function claim(ticket: PutPayload): Promise<string> {
    await mkdir(received, { recursive: true })
    const marker = markerOf(ticket.key)
    try {
      await writeFile(marker, String(ticket.exp), { flag: 'wx' })
    } catch (error) {
      if (codeOf(error) === 'EEXIST') throw new UploadUsedError()
      throw error
    }
    return marker
  }

  async function moveIntoPlace(temporary: string, target: string) {
    await mkdir(dirname(target), { recursive: true })
    await rename(temporary, target)
  }

  /** The files under `dir` (none when it does not exist), with their modification time. */
  async function filesUnder(dir: string): Promise<{ path: string; modified: Date }[]> {
    let entries: Dirent[]
    try {
      entries = await readdir(dir, { recursive: true, withFileTypes: true })
    } catch (error) {
      if (isMissing(error)) return []
      throw error
    }
    const files = await Promise.all(
      entries
        .filter((entry) => entry.isFile())
        .map(async (entry) => {
          const path = join(entry.parentPath, entry.name)
          const info = await stat(path).catch(() => null)
          return info ? { path, modified: info.mtime } : null
        }),
    )
    return files.filter((file) => file !== null)
  }

  /** The file route's URL for `claims`, signed to expire `seconds` from now. */
  function signedUrl(
    claims: Omit<PutPayload, 'exp'> | Omit<GetPayload, 'exp'>,
    seconds: number,
  ): { url: string; expiresAt: Date } {
    checkKey(claims.key)
    const expiresAt = expiry(seconds)
    const token = signer.sign({ ...claims, exp: Math.floor(expiresAt.getTime() / 1000) })
    return { url: `${FILE_ROUTE_PREFIX}${token}`, expiresAt }
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
      const signed = signedUrl({ op: 'put', key, bytes, contentType }, expiresInSeconds)
      const ticket: UploadTicket = {
        ...signed,
        method: 'PUT',
        headers: { 'Content-Type': contentType },
      }
      return ticket
    },

    async downloadUrl(key, { fileName, contentType, expiresInSeconds = DOWNLOAD_URL_SECONDS }) {
      const ticket: DownloadTicket = signedUrl(
        { op: 'get', key, contentType, fileName },
        expiresInSeconds,
      )
      return ticket
    },

    async promoteUpload(key) {
      const target = pathOf(key)
      const waiting = uploadPathOf(key)
      if (
        await stat(waiting).then(
          (info) => info.isFile(),
          () => false,
        )
      ) {
        await mkdir(dirname(target), { recursive: true })
        try {
          // A hard link fails when something is at the target: a file at its key is never
          // replaced, even by two promotions racing (one wins, the other finds it there).
          await link(waiting, target)
        } catch (error) {
          if (codeOf(error) !== 'EEXIST' && !isMissing(error)) throw error
        }
        await rm(waiting, { force: true })
      }
      return statOf(key)
    },

    stat: statOf,

    async put(key, bytes) {
      checkKey(key)
      await mkdir(incoming, { recursive: true })
      const temporary = join(incoming, randomUUID())
      try {
        await writeFile(temporary, bytes)
        await moveIntoPlace(temporary, pathOf(key))
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

    async sweepUploads(olderThan) {
      let swept = 0
      for (const file of await filesUnder(uploads)) {
        if (file.modified >= olderThan) continue
        await rm(file.path, { force: true })
        swept++
      }
      // A temporary file older than that is a receive the process never finished (it crashed).
      for (const file of await filesUnder(incoming)) {
        if (file.modified < olderThan) await rm(file.path, { force: true })
      }
      // A marker outlives its ticket for nothing: the token is refused once expired.
      const nowSeconds = now().getTime() / 1000
      for (const file of await filesUnder(received)) {
        const exp = Number(await readFile(file.path, 'utf8').catch(() => ''))
        const dead = Number.isFinite(exp) && exp > 0 ? exp <= nowSeconds : file.modified < olderThan
        if (dead) await rm(file.path, { force: true })
      }
      return swept
    },

    verifyPut(token) {
      const payload = signer.verify(token)
      return payload?.op === 'put' ? payload : null
    },
    verifyGet(token) {
      const payload = signer.verify(token)
      return payload?.op === 'get' ? payload : null
    },

    async receive(ticket, body) {
      const { key, bytes } = ticket
      const target = uploadPathOf(key)
      const marker = await claim(ticket)
      await mkdir(incoming, { recursive: true })
      const temporary = join(incoming, randomUUID())
      let receivedBytes = 0
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          receivedBytes += chunk.length
          if (receivedBytes > bytes) done(new UploadSizeError('more'))
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
        if (receivedBytes < bytes) throw new UploadSizeError('fewer')
        await moveIntoPlace(temporary, target)
      } catch (error) {
        // Nothing arrived: the same URL may send the file again.
        await rm(marker, { force: true })
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
