// The fonts embedded in every document: DejaVu Sans, shipped inside the @fontsource/dejavu-sans
// npm package (nothing is downloaded at run time). Its files hold the whole family (some 6,000
// glyphs: every Spanish one, á é í ó ú ü ñ ¿ ¡, the peso sign, and Greek, Cyrillic…); pdfkit
// embeds only the glyphs a document uses, as real, selectable text. The package ships web fonts (WOFF); they are unwrapped to plain TrueType
// once per process, because pdfkit's font engine would otherwise inflate every table again, in
// JavaScript, on each document (about 2 s a document instead of a few milliseconds).
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { inflateSync } from 'node:zlib'

export const FUENTE_NORMAL = 'DejaVuSans'
export const FUENTE_NEGRITA = 'DejaVuSans-Bold'

const resolve = createRequire(import.meta.url).resolve
const files = {
  [FUENTE_NORMAL]: '@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff',
  [FUENTE_NEGRITA]: '@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff',
}

export type Fuentes = Record<keyof typeof files, Buffer>

let loading: Promise<Fuentes> | undefined

export function loadFonts(): Promise<Fuentes> {
  loading ??= (async () => ({
    [FUENTE_NORMAL]: woffToTtf(await readFile(resolve(files[FUENTE_NORMAL]))),
    [FUENTE_NEGRITA]: woffToTtf(await readFile(resolve(files[FUENTE_NEGRITA]))),
  }))()
  return loading
}

const WOFF_SIGNATURE = 0x774f4646 // 'wOFF'
const WOFF_HEADER = 44
const WOFF_ENTRY = 20
const SFNT_HEADER = 12
const SFNT_ENTRY = 16

/**
 * A WOFF 1.0 font as the TrueType (sfnt) font it wraps: the same tables, each inflated with zlib
 * when it was stored compressed, laid out again behind an sfnt table directory.
 */
export function woffToTtf(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('The font file is not a WOFF font')
  const flavor = woff.readUInt32BE(4)
  const numTables = woff.readUInt16BE(12)
  const tables = Array.from({ length: numTables }, (_, i) => {
    const entry = WOFF_HEADER + i * WOFF_ENTRY
    const offset = woff.readUInt32BE(entry + 4)
    const compLength = woff.readUInt32BE(entry + 8)
    const origLength = woff.readUInt32BE(entry + 12)
    const stored = woff.subarray(offset, offset + compLength)
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    }
  })

  const padded = (length: number) => (length + 3) & ~3
  const directory = SFNT_HEADER + numTables * SFNT_ENTRY
  const size = tables.reduce((sum, table) => sum + padded(table.data.length), directory)
  const ttf = Buffer.alloc(size)
  const power = 2 ** Math.floor(Math.log2(numTables))
  ttf.writeUInt32BE(flavor, 0)
  ttf.writeUInt16BE(numTables, 4)
  ttf.writeUInt16BE(power * 16, 6)
  ttf.writeUInt16BE(Math.log2(power), 8)
  ttf.writeUInt16BE(numTables * 16 - power * 16, 10)
  let offset = directory
  tables.forEach((table, i) => {
    const entry = SFNT_HEADER + i * SFNT_ENTRY
    ttf.writeUInt32BE(table.tag, entry)
    ttf.writeUInt32BE(table.checksum, entry + 4)
    ttf.writeUInt32BE(offset, entry + 8)
    ttf.writeUInt32BE(table.data.length, entry + 12)
    table.data.copy(ttf, offset)
    offset += padded(table.data.length)
  })
  return ttf
}
