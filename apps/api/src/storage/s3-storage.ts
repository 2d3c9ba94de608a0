// The production adapter: Amazon S3 (or an S3-compatible server at `endpoint`). Browsers send and
// fetch the bytes by presigned URL, straight to the bucket. A presigned PUT cannot be revoked,
// so it writes under `subidas/<key>`, never at `<key>`: the API copies a checked upload to its key
// (a copy that never replaces an object already there) and reads it whole from there to check it
// (decision 036).
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import type { S3Config } from '../env.ts'
import { attachmentDisposition } from './content-disposition.ts'
import { DOWNLOAD_URL_SECONDS, type FileStorage, UPLOAD_URL_SECONDS } from './file-storage.ts'
import { checkKey, UPLOADS_PREFIX, uploadKeyOf } from './storage-keys.ts'

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

  async function statOf(key: string) {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
      return { bytes: head.ContentLength ?? 0 }
    } catch (error) {
      if (statusOf(error) === 404) return null
      throw error
    }
  }

  async function deleteObject(key: string) {
    try {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))
    } catch (error) {
      if (statusOf(error) !== 404) throw error
    }
  }

  return {
    kind: 's3',

    async uploadUrl(key, { contentType, bytes, expiresInSeconds = UPLOAD_URL_SECONDS }) {
      const command = new PutObjectCommand({
        Bucket: bucket,
        Key: uploadKeyOf(key),
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

    async promoteUpload(key) {
      const waiting = uploadKeyOf(key)
      // Already there (promoted before, or by a request racing this one): kept as it is.
      if (!(await statOf(key))) {
        try {
          await client.send(
            new CopyObjectCommand({
              Bucket: bucket,
              Key: key,
              CopySource: `${bucket}/${waiting}`,
              // S3 refuses the copy (412) when an object appeared at the key meanwhile.
              IfNoneMatch: '*',
            }),
          )
        } catch (error) {
          const status = statusOf(error)
          // 404: nothing was uploaded (or it was swept); 412: another promotion won.
          if (status !== 404 && status !== 412) throw error
        }
      }
      // Whatever waits there now is a later PUT of the same URL: it never reaches the key.
      await deleteObject(waiting)
      return statOf(key)
    },

    stat: (key) => statOf(checkKey(key)),

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

    delete: (key) => deleteObject(checkKey(key)),

    async sweepUploads(olderThan) {
      let swept = 0
      let token: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: UPLOADS_PREFIX,
            ContinuationToken: token,
          }),
        )
        for (const object of page.Contents ?? []) {
          if (!object.Key || !object.LastModified || object.LastModified >= olderThan) continue
          await deleteObject(object.Key)
          swept++
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
      return swept
    },

    close: () => client.destroy(),
  }
}
