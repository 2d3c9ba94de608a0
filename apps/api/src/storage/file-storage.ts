// The file storage port: where documents' files live (an asset's revisión técnica, later a
// worker's certificates). Two adapters implement it: a directory under the data dir (the
// embedded default) and Amazon S3 (production). Browsers send and fetch the bytes through the
// short-lived URLs it issues, after the API has checked the caller's key; the API itself only
// reads a file's first bytes, to know its type.

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
   * A URL that accepts one PUT of exactly `bytes` bytes of `contentType` at `key`. A relative URL
   * (`/v1/archivos/…`, the disk adapter) is the API's own: clients resolve it against the API.
   */
  uploadUrl(
    key: string,
    options: { contentType: string; bytes: number; expiresInSeconds?: number },
  ): Promise<UploadTicket>
  /** A URL that answers the file at `key` as an attachment named `fileName`. */
  downloadUrl(
    key: string,
    options: { fileName: string; contentType: string; expiresInSeconds?: number },
  ): Promise<DownloadTicket>
  /** The stored object's size, or null when nothing is stored at `key`. */
  stat(key: string): Promise<StoredObject | null>
  /** Up to the first `length` bytes of the file at `key` (to read its type from its bytes). */
  readHead(key: string, length: number): Promise<Uint8Array>
  /** Writes a whole file (seed data, tests): production files arrive by `uploadUrl`. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>
  /** Reads a whole file (tests, admin tools). */
  read(key: string): Promise<Uint8Array>
  /** Removes the file at `key`; nothing stored there is not an error. */
  delete(key: string): Promise<void>
}
