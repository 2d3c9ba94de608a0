import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { woffToTtf } from './fonts.ts'

const woffPath = createRequire(import.meta.url).resolve(
  '@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff',
)

/** The sfnt table directory: tag → [offset, length]. */
function tablesOf(ttf: Buffer): Map<string, [number, number]> {
  const count = ttf.readUInt16BE(4)
  return new Map(
    Array.from({ length: count }, (_, i) => {
      const entry = 12 + i * 16
      const tag = ttf.subarray(entry, entry + 4).toString('latin1')
      return [tag, [ttf.readUInt32BE(entry + 8), ttf.readUInt32BE(entry + 12)]] as const
    }),
  )
}

describe('woffToTtf', () => {
  it('unwraps the packaged WOFF font into a TrueType font with every table at full size', async () => {
    const woff = await readFile(woffPath)
    const ttf = woffToTtf(woff)

    expect(ttf.readUInt32BE(0)).toBe(0x00010000) // TrueType outlines
    const tables = tablesOf(ttf)
    expect(tables.size).toBe(woff.readUInt16BE(12))
    for (let i = 0; i < tables.size; i++) {
      const entry = 44 + i * 20
      const tag = woff.subarray(entry, entry + 4).toString('latin1')
      expect(tables.get(tag)?.[1]).toBe(woff.readUInt32BE(entry + 12)) // origLength
    }
    for (const tag of ['cmap', 'glyf', 'head', 'hmtx', 'loca']) expect(tables.has(tag)).toBe(true)
    // The head table was inflated, not copied compressed: its magic number reads back.
    const [head = 0] = tables.get('head') ?? []
    expect(ttf.readUInt32BE(head + 12)).toBe(0x5f0f3cf5)
  })

  it('refuses a file that is not a WOFF font', () => {
    expect(() => woffToTtf(Buffer.from('%PDF-1.7 not a font at all, long enough to read'))).toThrow(
      'not a WOFF font',
    )
  })
})
