import { describe, expect, it } from 'vitest'
import { CafError, cafCovers, readCaf, verifyCafFirma } from './caf.ts'
import { testCaf, testKey } from './testing/fixtures.ts'
import { createTestCaf, generateCafKeys } from './testing/test-caf.ts'

describe('readCaf', () => {
  it('reads the range, tipo, emisor and keys of a CAF', () => {
    const caf = readCaf(createTestCaf({ rutEmisor: '76543210-3', tipoDte: 33, desde: 5, hasta: 9 }))
    expect(caf).toMatchObject({
      rutEmisor: '76543210-3',
      tipoDte: 33,
      desde: 5,
      hasta: 9,
      idk: 100,
    })
    expect(caf.razonSocial).toContain('NO VALIDO SII')
    expect(caf.cafXml).toMatch(/^<CAF version="1.0"><DA><RE>76543210-3<\/RE>.*<\/FRMA><\/CAF>$/)
    expect(cafCovers(caf, 5)).toBe(true)
    expect(cafCovers(caf, 10)).toBe(false)
  })

  it("reads the file's bytes in ISO-8859-1", () => {
    const xml = createTestCaf({ rutEmisor: '76543210-3', razonSocial: 'Cañón', tipoDte: 52 })
    expect(readCaf(Buffer.from(xml, 'latin1')).razonSocial).toContain('Cañón')
  })

  it('refuses a CAF whose private key is not the pair of its public key', () => {
    const good = createTestCaf({ rutEmisor: '76543210-3', tipoDte: 33 })
    const other = createTestCaf({ rutEmisor: '76543210-3', tipoDte: 33, keys: generateCafKeys() })
    const otherKey = /<RSASK>[\s\S]*<\/RSASK>/.exec(other)?.[0] ?? ''
    const mixed = good.replace(/<RSASK>[\s\S]*<\/RSASK>/, otherKey)
    expect(() => readCaf(mixed)).toThrow(
      new CafError(
        'El CAF no es válido: su llave privada (RSASK) no corresponde a su llave pública (RSAPK).',
      ),
    )
  })

  it("refuses a CAF whose RSAPUBK is not its RSAPK's key", () => {
    const good = createTestCaf({ rutEmisor: '76543210-3', tipoDte: 33 })
    const other = createTestCaf({ rutEmisor: '76543210-3', tipoDte: 33 })
    const otherPub = /<RSAPUBK>[\s\S]*<\/RSAPUBK>/.exec(other)?.[0] ?? ''
    expect(() => readCaf(good.replace(/<RSAPUBK>[\s\S]*<\/RSAPUBK>/, otherPub))).toThrow(
      'El CAF no es válido: su llave pública (RSAPUBK) no es la de RSAPK.',
    )
  })

  it("verifies FRMA with the SII's key (here the stand-in) over DA, and fails with another key or DA", () => {
    const { caf } = testCaf(33)
    expect(verifyCafFirma(caf, testKey('sii-stand-in'))).toBe(true)
    expect(verifyCafFirma(caf, testKey('certificado'))).toBe(false)
    expect(
      verifyCafFirma(
        { ...caf, cafXml: caf.cafXml.replace('<H>500</H>', '<H>900</H>') },
        testKey('sii-stand-in'),
      ),
    ).toBe(false)
  })

  it('refuses a malformed CAF with a message in Spanish', () => {
    expect(() => readCaf('<factura/>')).toThrow(/no es un CAF del SII/)
    for (const notXml of ['', 'hola', Buffer.from([0xff, 0x00, 0x3c])]) {
      expect(() => readCaf(notXml)).toThrow(CafError)
    }
    expect(() => readCaf('hola')).toThrow(
      'El archivo no es un CAF del SII: no es un documento XML.',
    )
    const good = createTestCaf({ rutEmisor: '76543210-3', tipoDte: 33 })
    expect(() => readCaf(good.replace(/<H>\d+<\/H>/, ''))).toThrow(/falta el elemento H en RNG/)
    expect(() => readCaf(good.replace(/<TD>33<\/TD>/, '<TD>tres</TD>'))).toThrow(
      /TD .* no es un número entero/,
    )
    expect(() => readCaf(good.replace(/<RSASK>[\s\S]*<\/RSASK>/, '<RSASK>x</RSASK>'))).toThrow(
      /RSASK\) no se puede leer/,
    )
  })
})
