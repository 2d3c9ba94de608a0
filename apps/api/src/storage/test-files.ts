// Test support: real files of every type a document may carry, written by the libraries that
// write such files (pdfkit, sharp), and the polyglots an attacker would send instead. Tests of
// the storage and of every owner's documents upload these, never hand-written magic bytes.
import PDFDocument from 'pdfkit'
import sharp from 'sharp'

/** A one-page PDF showing `text`, as pdfkit writes it (compressed streams, an xref table). */
export function samplePdf(text = 'Revisión técnica de prueba'): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'A4' })
  const chunks: Buffer[] = []
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.on('error', reject)
  })
  doc.fontSize(18).text(text)
  doc.end()
  return done
}

export type SampleImageType = 'image/jpeg' | 'image/png' | 'image/webp'

/** A small photo-like image (a gradient with noise, so it does not compress to nothing). */
export function sampleImage(type: SampleImageType, width = 96, height = 64): Promise<Uint8Array> {
  const pixels = Buffer.alloc(width * height * 3)
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7 + ((i * 2654435761) >>> 27)) % 256
  const image = sharp(pixels, { raw: { width, height, channels: 3 } })
  const encoded =
    type === 'image/jpeg' ? image.jpeg() : type === 'image/png' ? image.png() : image.webp()
  return encoded.toBuffer().then((buffer) => new Uint8Array(buffer))
}

const encode = (text: string) => new TextEncoder().encode(text)

export const HTML_PAYLOAD = '<html><body><script>fetch("/v1/me")</script></body></html>\n'

/** A `%PDF-` header followed by an HTML page: the attacker's file that only starts like a PDF. */
export const PDF_HEADED_HTML = encode(`%PDF-1.7\n${HTML_PAYLOAD}`)

/** The first `keep` bytes of `file` (its type's header), then `filler` up to the same length. */
export function withGarbageBody(file: Uint8Array, keep: number, filler = 0x41): Uint8Array {
  const bytes = new Uint8Array(file.length).fill(filler)
  bytes.set(file.subarray(0, keep))
  return bytes
}

/** `bytes` padded with spaces (or cut) to exactly `length`: a ticket signs the size. */
export function sizedTo(bytes: Uint8Array, length: number): Uint8Array {
  const out = new Uint8Array(length).fill(0x20)
  out.set(bytes.subarray(0, length))
  return out
}
