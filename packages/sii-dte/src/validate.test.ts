import { diag } from 'libxml2-wasm'
import { describe, expect, it } from 'vitest'
import { buildFactura } from './documento.ts'
import { buildEnvioDte } from './envio.ts'
import { signDocumento } from './firma.ts'
import { facturaInput, testCaf, testCertificado } from './testing/fixtures.ts'
import { compiledSchema, validateAgainst } from './validate.ts'

const caratula = {
  rutEmisor: '76543210-3',
  rutEnvia: '12345678-5',
  fechaResolucion: '2026-01-01',
  numeroResolucion: 0,
  timestamp: '2026-11-28T16:45:12',
}
const signingDay = new Date('2026-11-28T19:45:10Z')

function envio(folio: number) {
  const certificado = testCertificado()
  const factura = buildFactura(facturaInput(folio, 3), testCaf(33).caf)
  const firmada = signDocumento(factura.xml, factura.id, certificado, signingDay)
  return {
    firmada,
    envio: buildEnvioDte([{ tipoDte: 33, xml: firmada }], caratula, certificado, signingDay),
  }
}

describe('validateAgainst (libxml2 in process)', () => {
  it('compiles each root schema once and keeps it for every later call', async () => {
    const { envio: first } = envio(11)
    await validateAgainst(first.bytes, 'EnvioDTE_v10.xsd')
    const compiled = compiledSchema('EnvioDTE_v10.xsd')
    await validateAgainst(envio(12).envio.bytes, 'EnvioDTE_v10.xsd')
    expect(compiledSchema('EnvioDTE_v10.xsd')).toBe(compiled)
    expect(compiledSchema('DTE_v10.xsd')).not.toBe(compiled)
  })

  it("honours the EnvioDTE's ISO-8859-1 declaration: without it the same bytes are not UTF-8", async () => {
    const { envio: sent } = envio(13)
    const text = Buffer.from(sent.bytes).toString('latin1')
    expect(text).toMatch(/^<\?xml version="1.0" encoding="ISO-8859-1"\?>/)
    expect(text).toContain('Ñuble')
    expect(await validateAgainst(sent.bytes, 'EnvioDTE_v10.xsd')).toEqual({
      valid: true,
      errors: [],
    })
    // The same string is encoded as its declaration says before it is parsed.
    expect((await validateAgainst(text, 'EnvioDTE_v10.xsd')).valid).toBe(true)

    const undeclared = Buffer.from(text.replace(/^<\?xml[^>]*\?>/, ''), 'latin1')
    const result = await validateAgainst(undeclared, 'EnvioDTE_v10.xsd')
    expect(result.valid).toBe(false)
    expect(result.errors[0]?.message).toMatch(/^El documento no es XML válido: /)
    expect(result.errors[0]?.element).toBeNull()
  })

  it('names the element of each error, in Spanish, with its line', async () => {
    const { firmada } = envio(14)
    const result = await validateAgainst(
      firmada.replace(/<TasaIVA>19<\/TasaIVA>/, '<TasaIVA>19</TasaIVA><Sobra>1</Sobra>'),
      'DTE_v10.xsd',
    )
    expect(result.valid).toBe(false)
    expect(result.errors[0]?.element).toBe('Sobra')
    expect(result.errors[0]?.message).toMatch(
      /^El elemento Sobra no es válido: This element is not expected/,
    )
    expect(result.errors[0]?.line).toBeGreaterThan(0)
  })

  it('frees every parsed document: 200 validations, valid and invalid, leave none undisposed', async () => {
    compiledSchema('DTE_v10.xsd')
    const { firmada } = envio(15)
    const broken = firmada.replace(/<MntTotal>\d+<\/MntTotal>/, '<MntTotal>muchos</MntTotal>')
    diag.configure({ enabled: true })
    try {
      const outcomes = { valid: 0, invalid: 0 }
      for (let i = 0; i < 200; i++) {
        const result = await validateAgainst(i % 2 ? broken : firmada, 'DTE_v10.xsd')
        outcomes[result.valid ? 'valid' : 'invalid']++
      }
      expect(outcomes).toEqual({ valid: 100, invalid: 100 })
      expect(diag.report()).toEqual({})
    } finally {
      diag.configure({ enabled: false })
    }
  })
})
