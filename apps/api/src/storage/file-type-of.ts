// A file's type as its first bytes name it: the name and the type the browser declared are
// whatever the sender chose, the bytes are what a reader will open. Only the types a document may
// carry are recognised; anything else (an executable, a zip, text) is null. The first bytes only
// name a type: a document's file is accepted when the whole file is that type
// (file-content.ts, decision 036).
import type { TipoArchivoDocumento } from '@cordillera/contracts'

/** How many bytes from the start of a file `fileTypeOf` needs to decide. */
export const FILE_TYPE_HEAD_BYTES = 12

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte)

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

const PDF = ascii('%PDF-')
const JPEG = [0xff, 0xd8, 0xff]
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const RIFF = ascii('RIFF')
const WEBP = ascii('WEBP')

/** The MIME type of a file that starts with `head`, or null when it is not an allowed type. */
export function fileTypeOf(head: Uint8Array): TipoArchivoDocumento | null {
  if (startsWith(head, PDF)) return 'application/pdf'
  if (startsWith(head, JPEG)) return 'image/jpeg'
  if (startsWith(head, PNG)) return 'image/png'
  // RIFF, then the chunk's 4-byte size, then the form type.
  if (startsWith(head, RIFF) && startsWith(head, WEBP, 8)) return 'image/webp'
  return null
}

/** The extension a file of each type is named with. */
const EXTENSION: Record<TipoArchivoDocumento, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
}

/** Every extension that names one of the allowed types. */
const EXTENSIONS_OF: Record<TipoArchivoDocumento, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
}
const KNOWN = new Set(Object.values(EXTENSIONS_OF).flat())

/** The most characters a file name keeps (the documents' column and contract allow 255). */
const MAX_NAME = 255

/**
 * `name` with the extension of `type`, the type read from the bytes: `foto.pdf` holding a PNG is
 * `foto.png`, `scan` holding a PDF is `scan.pdf`, `Foto.JPEG` holding a JPEG stays as it is. An
 * extension that names none of the allowed types is kept and the right one added
 * (`setup.exe.png`), so the name never hides what the file is.
 */
export function nameForType(name: string, type: TipoArchivoDocumento): string {
  const trimmed = name.trim()
  const dot = trimmed.lastIndexOf('.')
  const extension = dot >= 0 ? trimmed.slice(dot + 1).toLowerCase() : ''
  if (dot > 0 && EXTENSIONS_OF[type].includes(extension)) return trimmed
  const base = (KNOWN.has(extension) ? trimmed.slice(0, dot) : trimmed) || 'archivo'
  const suffix = `.${EXTENSION[type]}`
  return `${base.slice(0, MAX_NAME - suffix.length)}${suffix}`
}
