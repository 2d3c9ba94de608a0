// What a storage key may be, for both adapters: lower-case ASCII words joined by `/`. The API
// makes the keys (a document's file is stored under a generated name, never the uploaded one),
// so a key that breaks this rule is a bug, refused before it can reach a path or a bucket.

const SEGMENT = /^[a-z0-9_-][a-z0-9_.-]*$/
const MAX_KEY_LENGTH = 512

/** True for `activos/<id>/documentos/<uuid>`; false for `..`, `/x`, `a//b`, `.oculto`, `Mayús`. */
export function isValidKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= MAX_KEY_LENGTH &&
    key.split('/').every((segment) => SEGMENT.test(segment))
  )
}

export class InvalidKeyError extends Error {
  override name = 'InvalidKeyError'
  constructor(key: string) {
    super(
      `Invalid storage key ${JSON.stringify(key.slice(0, 80))}: only [a-z0-9/_.-], no empty, dot-leading or .. segments`,
    )
  }
}

export function checkKey(key: string): string {
  if (!isValidKey(key)) throw new InvalidKeyError(key)
  return key
}
