// The file storage port: where documents' files live (an asset's revisión técnica, a worker's
// licencia). Two adapters implement it: a directory under the data dir (the embedded default) and
// Amazon S3 (production). Browsers send and fetch the bytes through the short-lived URLs it
// issues, after the API has checked the caller's key. An upload lands apart from the files
// (`subidas/<key>`, decision 036) and reaches its key only when the API promotes it, so no upload
// URL can ever write over a file a document carries; uploads never promoted are swept.

/** Where the browser sends one file's bytes: `PUT url` with these headers, before `expiresAt`. */
export type UploadTicket = {
  url: string
  method: 'PUT'
  headers: Record<string, string>
  expiresAt: Date
}

/** Where the browser fetches one file, served as an attachment named `fileName`, before `expiresAt`. */
export type DownloadTicket = { url: string; expiresAt: Date }

export type StoredObject = { bytes: number }

/** How long an upload URL stays valid: enough to send 10 MB on a slow line, no more. */
export const UPLOAD_URL_SECONDS = 5 * 60
/** How long a download URL stays valid: the browser follows it at once. */
export const DOWNLOAD_URL_SECONDS = 60

export interface FileStorage {
  /** 'disco' (a directory, URLs served by the API) or 's3'. */
  readonly kind: 'disco' | 's3'
  /**
   * A URL that accepts one PUT of exactly `bytes` bytes of `contentType` meant for `key`. The
   * bytes wait apart until `promoteUpload(key)`: nothing is at `key` before. The disk adapter's URL
   * takes one body (a second PUT is refused); S3's cannot be revoked and takes any number until
   * it expires, always into the waiting area. A relative URL (`/v1/archivos/…`, the disk adapter)
   * is the API's own: clients resolve it against the API.
   */
  uploadUrl(
    key: string,
    options: { contentType: string; bytes: number; expiresInSeconds?: number },
  ): Promise<UploadTicket>
  /**
   * Moves the bytes uploaded for `key` to `key`. Once only: when a file is already at `key` it is
   * kept as it is and any later upload for it is discarded. Answers the file now at `key`, or
   * null when nothing was uploaded for it (or the upload was swept).
   */
  promoteUpload(key: string): Promise<StoredObject | null>
  /** A URL that answers the file at `key` as an attachment named `fileName`. */
  downloadUrl(
    key: string,
    options: { fileName: string; contentType: string; expiresInSeconds?: number },
  ): Promise<DownloadTicket>
  /** The stored object's size, or null when nothing is stored at `key`. */
  stat(key: string): Promise<StoredObject | null>
  /** Writes a whole file (seed data, tests): production files arrive by `uploadUrl`. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>
  /** Reads a whole file (the content check of a promoted upload, tests, admin tools). */
  read(key: string): Promise<Uint8Array>
  /** Removes the file at `key`; nothing stored there is not an error. */
  delete(key: string): Promise<void>
  /**
   * Removes the uploads never promoted that arrived before `olderThan` (and the adapter's own
   * leftovers); answers how many uploads went. Files at their keys are never touched.
   */
  sweepUploads(olderThan: Date): Promise<number>
}
