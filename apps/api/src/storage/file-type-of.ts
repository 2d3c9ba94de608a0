// A document's file type, read from its first bytes alone: the name and the type the browser
// declared are whatever the sender chose, the bytes are what a reader will open. Only the types a
// document may carry are recognised; anything else (an executable, a zip, text) is null.
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
