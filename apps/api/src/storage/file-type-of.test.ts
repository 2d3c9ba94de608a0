import { TIPOS_ARCHIVO_DOCUMENTO } from '@cordillera/contracts'
import { describe, expect, it } from 'vitest'
import { FILE_TYPE_HEAD_BYTES, fileTypeOf, nameForType } from './file-type-of.ts'

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part,
    ),
  )

// The first bytes of real files of each kind, as their writers produce them.
const REAL_HEADS = {
  'application/pdf': bytes('%PDF-1.7\n%', [0xe2, 0xe3, 0xcf, 0xd3]),
  'image/jpeg': bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0x00, 0x01]),
  'image/png': bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d], 'IHDR'),
  'image/webp': bytes('RIFF', [0x24, 0x8c, 0x01, 0x00], 'WEBPVP8 '),
} as const

describe('fileTypeOf', () => {
  it('recognises each allowed type by its first bytes', () => {
    for (const type of TIPOS_ARCHIVO_DOCUMENTO) {
      const head = REAL_HEADS[type]
      expect(fileTypeOf(head.subarray(0, FILE_TYPE_HEAD_BYTES)), type).toBe(type)
    }
  })

  it('refuses everything else, whatever the file is called', () => {
    const refused = {
      'Windows executable': bytes('MZ', [0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]),
      'zip (and so docx/xlsx)': bytes('PK', [0x03, 0x04, 0x14, 0x00, 0x06, 0x00]),
      'ELF executable': bytes([0x7f], 'ELF', [0x02, 0x01, 0x01]),
      text: bytes('revisión técnica vigente'),
      html: bytes('<!doctype html><script>'),
      'GIF image': bytes('GIF89a', [0x01, 0x00]),
      'WAV sound (RIFF, not WebP)': bytes('RIFF', [0x24, 0x8c, 0x01, 0x00], 'WAVEfmt '),
      'PDF marker not at the start': bytes(' %PDF-1.7'),
      empty: bytes(),
    }
    for (const [name, head] of Object.entries(refused)) {
      expect(fileTypeOf(head), name).toBeNull()
    }
  })

  it('needs no more than FILE_TYPE_HEAD_BYTES, and is not fooled by a cut-short file', () => {
    expect(FILE_TYPE_HEAD_BYTES).toBeGreaterThanOrEqual(12)
    expect(fileTypeOf(REAL_HEADS['image/png'].subarray(0, 7))).toBeNull()
    expect(fileTypeOf(REAL_HEADS['image/webp'].subarray(0, 11))).toBeNull()
    expect(fileTypeOf(bytes('%PDF'))).toBeNull()
  })
})

describe('nameForType', () => {
  it('ends the name with the extension of the type the bytes have', () => {
    const cases = [
      ['foto.pdf', 'image/png', 'foto.png'],
      ['Revisión técnica 2026.PDF', 'image/jpeg', 'Revisión técnica 2026.jpg'],
      ['scan', 'application/pdf', 'scan.pdf'],
      ['licencia.v2', 'image/webp', 'licencia.v2.webp'],
      // An extension of no allowed type stays in sight, the right one after it.
      ['setup.exe', 'image/png', 'setup.exe.png'],
      ['.pdf', 'image/png', 'archivo.png'],
      // The type's own extensions are kept as written.
      ['Foto.JPEG', 'image/jpeg', 'Foto.JPEG'],
      ['foto.jpg', 'image/jpeg', 'foto.jpg'],
      ['revision.pdf', 'application/pdf', 'revision.pdf'],
    ] as const
    for (const [name, type, expected] of cases) expect(nameForType(name, type), name).toBe(expected)
  })

  it('keeps the name within 255 characters', () => {
    const long = `${'a'.repeat(255)}`
    const named = nameForType(long, 'application/pdf')
    expect(named).toHaveLength(255)
    expect(named.endsWith('.pdf')).toBe(true)
  })
})
