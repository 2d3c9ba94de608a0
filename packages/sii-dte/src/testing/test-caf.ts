import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto'
import { escapeText, flatten } from '../xml.ts'

/**
 * A CAF for tests and the demo: the folios' key pair is its own, and FRMA is signed by a key that
 * stands in for the SII's. NOT VALID FOR THE SII: its RS says so, and a comment in the file too.
 */
export interface TestCafOptions {
  rutEmisor: string
  razonSocial?: string
  tipoDte: number
  desde?: number
  hasta?: number
  fechaAutorizacion?: string
  idk?: number
  /** Fixed keys make a fixed CAF (golden tests); new ones are generated otherwise. */
  keys?: { privateKey: KeyObject; publicKey: KeyObject }
  siiKey?: KeyObject
}

export const notValidForSii = 'PRUEBA NO VALIDO SII'

export function generateCafKeys(): { privateKey: KeyObject; publicKey: KeyObject } {
  // The SII's CAFs use 512-bit RSA keys with exponent 3; this one is longer.
  return generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 3 })
}

export function createTestCaf(options: TestCafOptions): string {
  const keys = options.keys ?? generateCafKeys()
  const siiKey = options.siiKey ?? generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey
  const jwk = keys.publicKey.export({ format: 'jwk' })
  const razonSocial = `${notValidForSii} ${options.razonSocial ?? ''}`.trim().slice(0, 40)
  const da = flatten(`<DA>
    <RE>${escapeText(options.rutEmisor)}</RE>
    <RS>${escapeText(razonSocial)}</RS>
    <TD>${options.tipoDte}</TD>
    <RNG><D>${options.desde ?? 1}</D><H>${options.hasta ?? 100}</H></RNG>
    <FA>${options.fechaAutorizacion ?? '2026-01-05'}</FA>
    <RSAPK><M>${Buffer.from(String(jwk.n), 'base64url').toString('base64')}</M><E>${Buffer.from(String(jwk.e), 'base64url').toString('base64')}</E></RSAPK>
    <IDK>${options.idk ?? 100}</IDK>
  </DA>`)
  const frma = createSign('RSA-SHA1').update(Buffer.from(da, 'latin1')).sign(siiKey, 'base64')
  const rsask = keys.privateKey.export({ format: 'pem', type: 'pkcs1' }).toString().trim()
  const rsapubk = keys.publicKey.export({ format: 'pem', type: 'spki' }).toString().trim()
  return `<?xml version="1.0"?>
<!-- CAF DE PRUEBA generado por Cordillera: NO VÁLIDO PARA EL SII -->
<AUTORIZACION>
<CAF version="1.0">
${da}
<FRMA algoritmo="SHA1withRSA">${frma}</FRMA>
</CAF>
<RSASK>${rsask}</RSASK>
<RSAPUBK>${rsapubk}</RSAPUBK>
</AUTORIZACION>
`
}
