import { createPublicKey, createVerify } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildFactura, buildGuiaDespacho } from './documento.ts'
import { buildEnvioDte } from './envio.ts'
import { CertificadoError, signDocumento } from './firma.ts'
import { verifyTed } from './ted.ts'
import {
  facturaInput,
  guiaInput,
  rutFirmante,
  testCaf,
  testCertificado,
} from './testing/fixtures.ts'
import { verifySignaturesIndependently } from './testing/independent-verifier.ts'
import { validateAgainst } from './validate.ts'

const caratula = {
  rutEmisor: '76543210-3',
  rutEnvia: '12345678-5',
  fechaResolucion: '2026-01-01',
  numeroResolucion: 0,
  timestamp: '2026-11-28T16:45:12',
}
const signingDay = new Date('2026-11-28T19:45:10Z')

function golden(name: string, actual: string): string {
  const file = new URL(`./testing/golden/${name}`, import.meta.url)
  // UPDATE_GOLDEN=1 rewrites the files; without it a missing file fails the test.
  if (process.env.UPDATE_GOLDEN === '1') writeFileSync(file, actual, 'latin1')
  return readFileSync(file, 'latin1')
}

function issue() {
  const certificado = testCertificado()
  const factura = buildFactura(facturaInput(41, 4), testCaf(33).caf)
  const guia = buildGuiaDespacho(guiaInput(7), testCaf(52).caf)
  const facturaFirmada = signDocumento(factura.xml, factura.id, certificado, signingDay)
  const guiaFirmada = signDocumento(guia.xml, guia.id, certificado, signingDay)
  const envio = buildEnvioDte(
    [
      { tipoDte: 33, xml: facturaFirmada },
      { tipoDte: 52, xml: guiaFirmada },
    ],
    caratula,
    certificado,
    signingDay,
  )
  return { certificado, factura, guia, facturaFirmada, guiaFirmada, envio }
}

describe('a factura and a guía de despacho, stamped, signed and enveloped', () => {
  const issued = issue()

  it('are built as the golden files say (fixed keys, CAFs, certificate and timestamps)', () => {
    expect(issued.facturaFirmada).toBe(golden('factura-33-folio-41.xml', issued.facturaFirmada))
    expect(issued.guiaFirmada).toBe(golden('guia-52-folio-7.xml', issued.guiaFirmada))
    expect(issued.factura.id).toBe('F41T33')
    expect(issued.guia.id).toBe('F7T52')
  })

  it('carry the totals, the references to the OC and the HES, and the guía its transfer', () => {
    const { facturaFirmada, guiaFirmada, factura } = issued
    // Lines: 22 × 185.000; 37,5 × 28.500,5 − 5 %; 3 × 410.000 − 15.000; 22 × 185.000.
    const neto = 4_070_000 + (1_068_769 - 53_438) + 1_215_000 + 4_070_000
    const iva = Math.round(neto * 0.19)
    expect(facturaFirmada).toContain(
      `<MntNeto>${neto}</MntNeto><TasaIVA>19</TasaIVA><IVA>${iva}</IVA><MntTotal>${neto + iva}</MntTotal>`,
    )
    expect(factura.montoTotal).toBe(neto + iva)
    expect(facturaFirmada).toContain(
      '<QtyItem>37.5</QtyItem><PrcItem>28500.5</PrcItem><DescuentoPct>5</DescuentoPct><DescuentoMonto>53438</DescuentoMonto><MontoItem>1015331</MontoItem>',
    )
    expect(facturaFirmada).toContain(
      '<Referencia><NroLinRef>1</NroLinRef><TpoDocRef>801</TpoDocRef><FolioRef>4500012345</FolioRef><FchRef>2026-10-15</FchRef></Referencia>',
    )
    expect(facturaFirmada).toContain('<TpoDocRef>HES</TpoDocRef><FolioRef>1000098765</FolioRef>')
    expect(facturaFirmada).toContain(
      '<RznSocRecep>Constructora Ñuble &amp; Asociados Limitada, División Obras Civiles Sur</RznSocRecep>',
    )
    expect(facturaFirmada).toContain('<RSR>Constructora Ñuble &amp; Asociados Limitada,</RSR>')
    expect(guiaFirmada).toContain('<IndTraslado>6</IndTraslado>')
    expect(guiaFirmada).toContain(
      '<Transporte><Patente>KLRT45</Patente><RUTTrans>77888999-4</RUTTrans>',
    )
    expect(guiaFirmada).toContain('<Totales><MntTotal>0</MntTotal></Totales>')
    expect(guiaFirmada).toContain('<MontoItem>0</MontoItem>')
  })

  it('validate against the official schemas: each DTE and the EnvioDTE (in ISO-8859-1)', async () => {
    expect(await validateAgainst(issued.facturaFirmada, 'DTE_v10.xsd')).toEqual({
      valid: true,
      errors: [],
    })
    expect(await validateAgainst(issued.guiaFirmada, 'DTE_v10.xsd')).toEqual({
      valid: true,
      errors: [],
    })
    expect(await validateAgainst(issued.envio.bytes, 'EnvioDTE_v10.xsd')).toEqual({
      valid: true,
      errors: [],
    })
    expect(
      issued.envio.xml.startsWith(
        '<?xml version="1.0" encoding="ISO-8859-1"?>\n<EnvioDTE xmlns="http://www.sii.cl/SiiDte" version="1.0"><SetDTE ID="SetDoc"><Caratula version="1.0"><RutEmisor>76543210-3</RutEmisor><RutEnvia>12345678-5</RutEnvia><RutReceptor>60803000-K</RutReceptor>',
      ),
    ).toBe(true)
    expect(issued.envio.xml).toContain(
      '<SubTotDTE><TpoDTE>33</TpoDTE><NroDTE>1</NroDTE></SubTotDTE><SubTotDTE><TpoDTE>52</TpoDTE><NroDTE>1</NroDTE></SubTotDTE>',
    )
    // ISO-8859-1 on the wire: "Ñ" is one byte, 0xD1.
    expect(issued.envio.bytes.includes(Buffer.from([0xd1, 0x75, 0x62, 0x6c, 0x65]))).toBe(true)
  })

  it("stamps a TED whose FRMT verifies with the CAF's public key (RSAPK) over the flattened DD in ISO-8859-1", () => {
    const { caf } = testCaf(33)
    const envio = issued.envio.bytes.toString('latin1')
    const ted = /<TED version="1.0">[\s\S]*?<\/TED>/.exec(envio)?.[0] ?? ''
    const dd = /<DD>[\s\S]*<\/DD>/.exec(ted)?.[0] ?? ''
    const frmt = /<FRMT algoritmo="SHA1withRSA">([^<]+)<\/FRMT>/.exec(ted)?.[1] ?? ''
    expect(dd).toMatch(
      /^<DD><RE>76543210-3<\/RE><TD>33<\/TD><F>41<\/F><FE>2026-11-28<\/FE><RR>96512340-7<\/RR><RSR>Constructora Ñuble &amp; Asociados Limitada,<\/RSR><MNT>\d+<\/MNT><IT1>Excavadora EX-001 \(días\)<\/IT1><CAF version="1.0"><DA>/,
    )
    expect(dd).not.toMatch(/>\s+</)
    // Verified here from RSAPK's modulus and exponent alone, with node:crypto, not with ted.ts.
    const publicKey = createPublicKey({
      key: {
        kty: 'RSA',
        n: Buffer.from(/<M>([^<]+)<\/M>/.exec(dd)?.[1] ?? '', 'base64').toString('base64url'),
        e: Buffer.from(/<E>([^<]+)<\/E>/.exec(dd)?.[1] ?? '', 'base64').toString('base64url'),
      },
      format: 'jwk',
    })
    expect(
      createVerify('RSA-SHA1').update(Buffer.from(dd, 'latin1')).verify(publicKey, frmt, 'base64'),
    ).toBe(true)
    expect(verifyTed(ted, caf)).toBe(true)
    expect(verifyTed(ted.replace(/<MNT>(\d+)<\/MNT>/, '<MNT>1$1</MNT>'), caf)).toBe(false)
    expect(verifyTed(ted, testCaf(52).caf)).toBe(false)
  })

  it('has both signatures (the Documentos and the SetDTE) verified by an independent verifier', async () => {
    const results = await verifySignaturesIndependently(issued.envio.bytes.toString('latin1'))
    expect(results).toEqual([
      { uri: '#F41T33', valid: true },
      { uri: '#F7T52', valid: true },
      { uri: '#SetDoc', valid: true },
    ])
    expect(issued.envio.xml).toContain(
      `<X509Certificate>${issued.certificado.certificateBase64}</X509Certificate>`,
    )
    expect(issued.envio.xml).toContain(
      `<RSAKeyValue><Modulus>${issued.certificado.modulus}</Modulus><Exponent>AQAB</Exponent></RSAKeyValue>`,
    )
  })

  it('fails verification when one amount is tampered with', async () => {
    const envio = issued.envio.bytes.toString('latin1')
    const tampered = envio.replace(
      /<MontoItem>4070000<\/MontoItem>/,
      '<MontoItem>4070001</MontoItem>',
    )
    expect(tampered).not.toBe(envio)
    const results = await verifySignaturesIndependently(tampered)
    expect(results.map(({ uri, valid }) => ({ uri, valid }))).toEqual([
      { uri: '#F41T33', valid: false },
      { uri: '#F7T52', valid: true },
      { uri: '#SetDoc', valid: false },
    ])
  })

  it('breaks the signature when a namespace is declared after signing (why the envelope declares only the SII one)', async () => {
    const envio = issued.envio.bytes
      .toString('latin1')
      .replace(
        '<EnvioDTE xmlns="http://www.sii.cl/SiiDte"',
        '<EnvioDTE xmlns="http://www.sii.cl/SiiDte" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"',
      )
    const results = await verifySignaturesIndependently(envio)
    expect(results.every((result) => !result.valid)).toBe(true)
  })
})

describe('refusals', () => {
  it('an expired certificate refuses to sign, in Spanish', () => {
    const expired = testCertificado({
      validoDesde: new Date('2024-01-01T00:00:00Z'),
      validoHasta: new Date('2025-12-31T23:59:59Z'),
    })
    const factura = buildFactura(facturaInput(42), testCaf(33).caf)
    expect(() => signDocumento(factura.xml, factura.id, expired, signingDay)).toThrow(
      new CertificadoError(
        'El certificado digital venció el 2025-12-31: no puede firmar documentos. Cargue un certificado vigente.',
      ),
    )
    expect(() =>
      buildEnvioDte([{ tipoDte: 33, xml: factura.xml }], caratula, expired, signingDay),
    ).toThrow(CertificadoError)
  })

  it('a RUT with a wrong check digit is refused', () => {
    const input = facturaInput(43)
    expect(() =>
      buildFactura(
        { ...input, receptor: { ...input.receptor, rut: '96.512.340-K' } },
        testCaf(33).caf,
      ),
    ).toThrow('El RUT «96.512.340-K» no es válido: su dígito verificador debería ser 7.')
  })

  it('a folio outside the CAF, or a CAF of another tipo, is refused', () => {
    expect(() => buildFactura(facturaInput(501), testCaf(33).caf)).toThrow(
      'El folio 501 está fuera del rango del CAF (1–500).',
    )
    expect(() => buildFactura(facturaInput(1), testCaf(52).caf)).toThrow(
      'El CAF es del tipo 52, no del tipo 33.',
    )
  })

  it('a line at no charge leaves out its PrcItem and the factura still validates', async () => {
    const input = facturaInput(42, 2)
    const [primera, segunda] = input.lineas
    if (!primera || !segunda) throw new Error('facturaInput(42, 2) trae dos líneas')
    const gratis = { ...primera, precio: 0, monto: 0 }
    const factura = buildFactura({ ...input, lineas: [segunda, gratis] }, testCaf(33).caf)
    const firmada = signDocumento(factura.xml, factura.id, testCertificado(), signingDay)
    expect(await validateAgainst(firmada, 'DTE_v10.xsd')).toEqual({ valid: true, errors: [] })
    const detalles = firmada.match(/<Detalle>.*?<\/Detalle>/gs) ?? []
    expect(detalles).toHaveLength(2)
    expect(detalles[1]).not.toContain('<PrcItem>')
    expect(detalles[1]).toContain('<MontoItem>0</MontoItem>')
    const sinGratis = buildFactura({ ...input, lineas: [segunda] }, testCaf(33).caf)
    expect(factura.montoTotal).toBe(sinGratis.montoTotal)
  })

  it('an invalid document is reported with the element it concerns, in Spanish', async () => {
    const { facturaFirmada } = issue()
    const result = await validateAgainst(
      facturaFirmada.replace(/<MntTotal>\d+<\/MntTotal>/, '<MntTotal>muchos</MntTotal>'),
      'DTE_v10.xsd',
    )
    expect(result.valid).toBe(false)
    expect(result.errors[0]?.element).toBe('MntTotal')
    expect(result.errors[0]?.message).toMatch(
      /^El elemento MntTotal no es válido: 'muchos' is not a valid value/,
    )
  })

  it('reads the signer RUT and validity from the .p12', () => {
    const certificado = testCertificado()
    expect(certificado.rut).toBe(rutFirmante.replace(/\./g, ''))
    expect(certificado.nombre).toBe('Ana María Pérez')
    expect(certificado.validoHasta.toISOString()).toBe('2099-12-31T23:59:59.000Z')
  })
})
