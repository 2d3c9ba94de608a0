// What a storage key may be, for both adapters: lower-case ASCII words joined by `/`. The API
// makes the keys (a document's file is stored under a generated name, never the uploaded one),
// so a key that breaks this rule is a bug, refused before it can reach a path or a bucket.
// Uploads are received apart, under `subidas/<key>` (decision 036): no caller names that area,
// so no upload URL can ever write at a key a document carries.

const SEGMENT = /^[a-z0-9_-][a-z0-9_.-]*$/
const MAX_KEY_LENGTH = 512

/** Where an upload URL's bytes land until the API checks them and moves them to their key. */
const UPLOADS = 'subidas'
export const UPLOADS_PREFIX = `${UPLOADS}/`

/** The key where the upload meant for `key` waits (only the adapters use it). */
export const uploadKeyOf = (key: string) => `${UPLOADS_PREFIX}${checkKey(key)}`

/**
 * True for `activos/<id>/<uuid>`; false for `..`, `/x`, `a//b`, `.oculto`, `Mayús`, and for keys
 * in the uploads' area (`subidas/…`), which only the adapters reach.
 */
export function isValidKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= MAX_KEY_LENGTH &&
    key.split('/').every((segment, i) => SEGMENT.test(segment) && (i > 0 || segment !== UPLOADS))
  )
}

export class InvalidKeyError extends Error {
  override name = 'InvalidKeyError'
  constructor(key: string) {
    super(
      `Invalid storage key ${JSON.stringify(key.slice(0, 80))}: only [a-z0-9/_.-], no empty, dot-leading or .. segments, not under ${UPLOADS_PREFIX}`,
    )
  }
}

export function checkKey(key: string): string {
  if (!isValidKey(key)) throw new InvalidKeyError(key)
  return key
}
