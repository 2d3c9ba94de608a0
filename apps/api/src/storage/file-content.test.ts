// The content check on real files written by pdfkit and sharp, and on the polyglots an attacker
// writes instead: files whose first bytes are a PDF's or an image's and whose rest is not.
import { describe, expect, it } from 'vitest'
import { cotizacionDePrueba } from '../pdf/cotizacion-de-prueba.testing.ts'
import { renderDocumentPdf } from '../pdf/render-document-pdf.ts'
import { checkedFileType } from './file-content.ts'
import { FILE_TYPE_HEAD_BYTES } from './file-type-of.ts'
import {
  HTML_PAYLOAD,
  PDF_HEADED_HTML,
  sampleImage,
  samplePdf,
  withGarbageBody,
} from './test-files.ts'

const encode = (text: string) => new TextEncoder().encode(text)
const join = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts))

const PDF = await samplePdf('Permiso de circulación 2026')
const IMAGES = {
  'image/jpeg': await sampleImage('image/jpeg'),
  'image/png': await sampleImage('image/png'),
  'image/webp': await sampleImage('image/webp'),
} as const

describe('checkedFileType', () => {
  it('accepts real PDFs, JPEGs, PNGs and WebPs, each as its type', async () => {
    expect(await checkedFileType(PDF)).toBe('application/pdf')
    // The API's own documents (two pages, embedded fonts) pass too.
    const filas = Array.from({ length: 60 }, (_, i) => [
      String(i + 1),
      'Excavadora',
      '1',
      'día',
      '$95.000',
      '$95.000',
    ])
    const quotation = await renderDocumentPdf(
      cotizacionDePrueba(filas, { neto: '$5.700.000', iva: '$1.083.000', total: '$6.783.000' }),
    )
    expect(await checkedFileType(quotation)).toBe('application/pdf')
    for (const [type, bytes] of Object.entries(IMAGES)) {
      expect(await checkedFileType(bytes), type).toBe(type)
    }
  })

  it('refuses a %PDF- header followed by HTML, however the rest is dressed', async () => {
    const refused = {
      'header then HTML': PDF_HEADED_HTML,
      'header, HTML, then a real PDF': join(PDF_HEADED_HTML, PDF.subarray(9)),
      'header, HTML in a comment line, then a real PDF': join(
        encode(`%PDF-1.7\n%${HTML_PAYLOAD}`),
        PDF.subarray(9),
      ),
      'a real PDF with a page appended after its end': join(PDF, encode(HTML_PAYLOAD)),
    }
    for (const [name, bytes] of Object.entries(refused)) {
      expect(await checkedFileType(bytes), name).toBeNull()
    }
  })

  it('refuses what starts like a PDF and is not one a reader opens', async () => {
    const refused = {
      'objects but no pages': encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
      'cut in half': PDF.subarray(0, Math.floor(PDF.length / 2)),
      'header only': encode('%PDF-1.7\n'),
      'header, then garbage': withGarbageBody(PDF, FILE_TYPE_HEAD_BYTES),
    }
    for (const [name, bytes] of Object.entries(refused)) {
      expect(await checkedFileType(bytes), name).toBeNull()
    }
  })

  it('refuses an image whose header is right and whose body is not that image', async () => {
    for (const [type, image] of Object.entries(IMAGES)) {
      const garbage = withGarbageBody(image, FILE_TYPE_HEAD_BYTES)
      expect(await checkedFileType(garbage), `${type}: garbage body`).toBeNull()
      const html = join(image.subarray(0, FILE_TYPE_HEAD_BYTES), encode(HTML_PAYLOAD))
      expect(await checkedFileType(html), `${type}: HTML body`).toBeNull()
      const cut = image.subarray(0, Math.floor(image.length * 0.6))
      expect(await checkedFileType(cut), `${type}: cut short`).toBeNull()
      // A whole image with a page after it decodes, but carries the page: refused.
      expect(await checkedFileType(join(image, encode(HTML_PAYLOAD))), `${type}: page after`).toBe(
        null,
      )
    }
  })

  it('refuses an image of another type than its header names', async () => {
    // A PNG's signature on a JPEG's body: sharp reads it as a PNG and cannot decode it.
    const jpeg = IMAGES['image/jpeg']
    const png = IMAGES['image/png']
    expect(await checkedFileType(join(png.subarray(0, 8), jpeg.subarray(2)))).toBeNull()
  })

  it('refuses anything whose first bytes name no allowed type', async () => {
    for (const bytes of [
      encode(HTML_PAYLOAD),
      encode('MZ\x90\x00 This program'),
      new Uint8Array(),
    ]) {
      expect(await checkedFileType(bytes)).toBeNull()
    }
  })
})
