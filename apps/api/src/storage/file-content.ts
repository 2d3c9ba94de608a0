// A document's file type, read from the whole file (decision 036). Its first bytes name a type
// (fileTypeOf); the file is accepted only when it is that type through and through: a PDF that a
// PDF reader (pdf.js, through unpdf) opens with at least one page, with nothing but its header and
// comments before its first object; a JPEG, PNG or WebP that decodes to its last pixel (sharp,
// libvips). So a `%PDF-` header followed by an HTML page, or an image's header followed by
// anything else, is refused. No file may carry an HTML page's markup either: nothing serves a
// file as HTML, and this keeps it so should a reader ever take one for a page.
import type { TipoArchivoDocumento } from '@cordillera/contracts'
import { fileTypeOf } from './file-type-of.ts'

/**
 * Tags that open an HTML page or run something in one. Long enough that compressed bytes (a
 * photo, a PDF's streams) do not spell one by chance: about once in 10⁵ files of 10 MB.
 */
const HTML_MARKUP = /<(?:!doctype\s+html|html|body|script|iframe|object|embed)[\s/>]/i

/** A PDF's first indirect object (`1 0 obj`): what may come before it is only header and comments. */
const FIRST_OBJECT = /\d+\s+\d+\s+obj\b/
/** How far into a PDF its first object must start. */
const PDF_PREAMBLE_BYTES = 64 * 1024

/** The largest image decoded, in pixels (a scanned A4 at 600 dpi is 35 million). */
const MAX_IMAGE_PIXELS = 100_000_000

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)

/** The type of `bytes` when the whole file is a PDF, JPEG, PNG or WebP; null otherwise. */
export async function checkedFileType(bytes: Uint8Array): Promise<TipoArchivoDocumento | null> {
  const type = fileTypeOf(bytes)
  if (!type) return null
  if (HTML_MARKUP.test(latin1(bytes).toString('latin1'))) return null
  const whole = type === 'application/pdf' ? await isPdf(bytes) : await isImage(bytes, type)
  return whole ? type : null
}

/** The header line, then only comment lines and blank space, up to the first object. */
function hasPlainPreamble(bytes: Uint8Array): boolean {
  const start = latin1(bytes.subarray(0, PDF_PREAMBLE_BYTES)).toString('latin1')
  const first = FIRST_OBJECT.exec(start)
  if (!first) return false
  const [header, ...lines] = start.slice(0, first.index).split(/\r\n|\r|\n/)
  return (
    /^%PDF-\d\.\d[^<]*$/.test(header ?? '') &&
    lines.every((line) => line.trim() === '' || (line.startsWith('%') && !line.includes('<')))
  )
}

async function isPdf(bytes: Uint8Array): Promise<boolean> {
  if (!hasPlainPreamble(bytes)) return false
  // Loaded when first needed: pdf.js is large, and most processes never check a file.
  const { getDocumentProxy } = await import('unpdf')
  let document: Awaited<ReturnType<typeof getDocumentProxy>> | undefined
  try {
    // pdf.js takes the buffer over: it gets a copy, the caller keeps its bytes.
    document = await getDocumentProxy(bytes.slice(), { verbosity: 0 })
    if (document.numPages < 1) return false
    // Every page's dictionary must resolve: a trailer pointing at pages that are not there is not
    // a document anyone can open.
    for (let page = 1; page <= document.numPages; page++) await document.getPage(page)
    return true
  } catch {
    return false
  } finally {
    await document?.loadingTask.destroy()
  }
}

const SHARP_FORMAT = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' } as const

async function isImage(
  bytes: Uint8Array,
  type: Exclude<TipoArchivoDocumento, 'application/pdf'>,
): Promise<boolean> {
  const { default: sharp } = await import('sharp')
  try {
    // `error`, not sharp's stricter default `warning`: a photo with a few damaged bytes still
    // decodes (a camera's quirk), while a truncated or invented body does not.
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
    const { format } = await image.metadata()
    if (format !== SHARP_FORMAT[type]) return false
    // Statistics need every pixel: the whole image is decoded, a strip at a time.
    await image.stats()
    return true
  } catch {
    return false
  }
}
