// The production adapter: Amazon S3 (or an S3-compatible server at `endpoint`). Browsers send and
// fetch the bytes by presigned URL, straight to the bucket: file bytes never pass through the
// API, which only reads a file's first bytes (a range read) to know its type.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import type { S3Config } from '../env.ts'
import { attachmentDisposition } from './content-disposition.ts'
import { DOWNLOAD_URL_SECONDS, type FileStorage, UPLOAD_URL_SECONDS } from './file-storage.ts'
import { checkKey } from './storage-keys.ts'

export type S3StorageOptions = S3Config & {
  /** The signing clock of presigned URLs; tests sign in the past instead of waiting. */
  now?: () => Date
}

export type S3Storage = FileStorage & {
  readonly kind: 's3'
  /** Closes the client's connections. */
  close(): void
}

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined

export function openS3Storage(options: S3StorageOptions): S3Storage {
  const { bucket } = options
  const now = options.now ?? (() => new Date())
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint !== undefined && { endpoint: options.endpoint, forcePathStyle: true }),
    ...(options.credentials && { credentials: options.credentials }),
    // Checksums only where S3 demands them: a default CRC32 would be signed into every presigned
    // PUT, and a browser cannot compute and send it.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })

  async function presign(command: PutObjectCommand | GetObjectCommand, seconds: number) {
    const signingDate = now()
    const url = await getSignedUrl(client, command, {
      expiresIn: seconds,
      signingDate,
      // The PUT's type and size are part of the signature: another body is refused by S3.
      signableHeaders: new Set(['content-type', 'content-length']),
    })
    return { url, expiresAt: new Date(signingDate.getTime() + seconds * 1000) }
  }

  return {
    kind: 's3',

    async uploadUrl(key, { contentType, bytes, expiresInSeconds = UPLOAD_URL_SECONDS }) {
      const command = new PutObjectCommand({
        Bucket: bucket,
        Key: checkKey(key),
        ContentType: contentType,
        ContentLength: bytes,
      })
      const { url, expiresAt } = await presign(command, expiresInSeconds)
      return { url, method: 'PUT', headers: { 'Content-Type': contentType }, expiresAt }
    },

    async downloadUrl(key, { fileName, contentType, expiresInSeconds = DOWNLOAD_URL_SECONDS }) {
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: checkKey(key),
        ResponseContentDisposition: attachmentDisposition(fileName),
        ResponseContentType: contentType,
        ResponseCacheControl: 'private, no-store',
      })
      return presign(command, expiresInSeconds)
    },

    async stat(key) {
      try {
        const head = await client.send(
          new HeadObjectCommand({ Bucket: bucket, Key: checkKey(key) }),
        )
        return { bytes: head.ContentLength ?? 0 }
      } catch (error) {
        if (statusOf(error) === 404) return null
        throw error
      }
    },

    async readHead(key, length) {
      if (length <= 0) return new Uint8Array(0)
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: checkKey(key),
            Range: `bytes=0-${length - 1}`,
          }),
        )
        return (await object.Body?.transformToByteArray()) ?? new Uint8Array(0)
      } catch (error) {
        // An empty object has no byte 0 to start a range at.
        if (statusOf(error) === 416) return new Uint8Array(0)
        throw error
      }
    },

    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: checkKey(key),
          Body: bytes,
          ContentType: contentType,
        }),
      )
    },

    async read(key) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: checkKey(key) }))
      return (await object.Body?.transformToByteArray()) ?? new Uint8Array(0)
    },

    async delete(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkKey(key) }))
      } catch (error) {
        if (statusOf(error) !== 404) throw error
      }
    },

    close: () => client.destroy(),
  }
}
