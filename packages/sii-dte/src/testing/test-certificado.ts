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
  /**
   * Where the RUT goes: the subject's serialNumber (the default), the subjectAltName's otherName
   * 1.3.6.1.4.1.8321.1 (as Chilean certificates carry it), or both.
   */
  rutEn?: 'subject' | 'subjectAltName' | 'ambos'
  /** Leaves the subjectAltName out even when rutEn names it (a certificate with no RUT at all). */
  sinExtension?: boolean
}

/** A subjectAltName holding the RUT as otherName 1.3.6.1.4.1.8321.1 (an IA5String), in DER. */
export function subjectAltNameConRut(rut: string): string {
  const { asn1 } = forge
  const otherName = asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
    asn1.create(
      asn1.Class.UNIVERSAL,
      asn1.Type.OID,
      false,
      asn1.oidToDer('1.3.6.1.4.1.8321.1').getBytes(),
    ),
    asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [
      asn1.create(asn1.Class.UNIVERSAL, asn1.Type.IA5STRING, false, rut),
    ]),
  ])
  return asn1
    .toDer(asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, [otherName]))
    .getBytes()
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
  const rutEn = options.rutEn ?? 'subject'
  const subject = [
    { name: 'commonName', value: options.nombre ?? 'Firmante de prueba' },
    ...(rutEn === 'subjectAltName' ? [] : [{ name: 'serialNumber', value: options.rut }]),
    { name: 'organizationName', value: 'CERTIFICADO DE PRUEBA - NO VALIDO PARA EL SII' },
    { name: 'countryName', value: 'CL' },
  ]
  cert.setSubject(subject)
  cert.setIssuer(subject)
  if (rutEn !== 'subject' && !options.sinExtension)
    cert.setExtensions([{ id: '2.5.29.17', value: subjectAltNameConRut(options.rut) }])
  cert.sign(key, forge.md.sha256.create())
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], options.password, { algorithm: '3des' })
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary')
}
