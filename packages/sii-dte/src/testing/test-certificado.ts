import { generateKeyPairSync, type KeyObject } from 'node:crypto'
import forge from 'node-forge'

/**
 * A self-signed certificate in a .p12, for tests and the demo: the RUT in its subject
 * (serialNumber), and its organisation saying it is NOT VALID FOR THE SII.
 */
export interface TestCertificadoOptions {
  rut: string
  nombre?: string
  password: string
  validoDesde?: Date
  validoHasta?: Date
  /** A fixed key makes a fixed certificate (golden tests); a new one is generated otherwise. */
  privateKey?: KeyObject
  serial?: string
}

export function createTestCertificado(options: TestCertificadoOptions): Uint8Array {
  const privateKey =
    options.privateKey ?? generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey
  const key = forge.pki.privateKeyFromPem(
    privateKey.export({ format: 'pem', type: 'pkcs1' }).toString(),
  ) as forge.pki.rsa.PrivateKey
  const cert = forge.pki.createCertificate()
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e)
  cert.serialNumber = options.serial ?? '01'
  cert.validity.notBefore = options.validoDesde ?? new Date('2026-01-01T00:00:00Z')
  cert.validity.notAfter = options.validoHasta ?? new Date('2099-12-31T23:59:59Z')
  const subject = [
    { name: 'commonName', value: options.nombre ?? 'Firmante de prueba' },
    { name: 'serialNumber', value: options.rut },
    { name: 'organizationName', value: 'CERTIFICADO DE PRUEBA - NO VALIDO PARA EL SII' },
    { name: 'countryName', value: 'CL' },
  ]
  cert.setSubject(subject)
  cert.setIssuer(subject)
  cert.sign(key, forge.md.sha256.create())
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], options.password, { algorithm: '3des' })
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary')
}
