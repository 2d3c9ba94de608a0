import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto'
import forge from 'node-forge'
import { SignedXml } from 'xml-crypto'

/** The company's digital certificate, read from its .p12/.pfx. */
export interface Certificado {
  privateKey: KeyObject
  /** PEM, for xml-crypto. */
  privateKeyPem: string
  /** The certificate's DER in base64 (X509Certificate). */
  certificateBase64: string
  /** RSAKeyValue: modulus and exponent in base64. */
  modulus: string
  exponent: string
  /**
   * The signer's RUT: from the subjectAltName's otherName 1.3.6.1.4.1.8321.1 (where Chilean
   * certificates carry it), else from the subject (serialNumber, or a CN or OU that is a RUT).
   */
  rut: string | null
  /** The subject's common name. */
  nombre: string | null
  validoDesde: Date
  validoHasta: Date
}

export class CertificadoError extends Error {
  override name = 'CertificadoError'
}

const rutPattern = /(\d{1,2}\.?\d{3}\.?\d{3}-[\dkK])/

/** The otherName type under which Chilean certification authorities put the holder's RUT. */
export const rutOtherNameOid = '1.3.6.1.4.1.8321.1'

/** The RUT in the subjectAltName's otherName 1.3.6.1.4.1.8321.1, if the certificate has one. */
function rutFromSubjectAltName(cert: forge.pki.Certificate): string | null {
  const extension = cert.getExtension('subjectAltName') as { value?: unknown } | undefined
  if (typeof extension?.value !== 'string') return null
  let names: forge.asn1.Asn1
  try {
    names = forge.asn1.fromDer(extension.value)
  } catch {
    return null
  }
  for (const name of Array.isArray(names.value) ? names.value : []) {
    // otherName ::= [0] IMPLICIT SEQUENCE { type-id OID, value [0] EXPLICIT ANY }
    if (name.tagClass !== forge.asn1.Class.CONTEXT_SPECIFIC || name.type !== 0) continue
    if (!Array.isArray(name.value)) continue
    const [typeId, wrapped] = name.value
    if (!typeId || typeof typeId.value !== 'string') continue
    if (forge.asn1.derToOid(typeId.value) !== rutOtherNameOid) continue
    const inner = Array.isArray(wrapped?.value) ? wrapped.value[0] : undefined
    const text = typeof inner?.value === 'string' ? inner.value : ''
    const rut = rutPattern.exec(text)?.[1]
    if (rut) return rut
  }
  return null
}

/** Reads a .p12/.pfx (its bytes) with its password: key, certificate, subject RUT and validity. */
export function readCertificado(p12: Uint8Array, password: string): Certificado {
  let bags: forge.pkcs12.Pkcs12Pfx
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(p12).toString('binary')))
    bags = forge.pkcs12.pkcs12FromAsn1(asn1, false, password)
  } catch (error) {
    const wrongPassword = /mac|password|invalid/i.test(String((error as Error).message))
    throw new CertificadoError(
      wrongPassword
        ? 'No se pudo abrir el certificado: la contraseña no es correcta o el archivo no es un .p12/.pfx.'
        : 'No se pudo abrir el certificado: el archivo no es un .p12/.pfx.',
    )
  }
  const shrouded = String(forge.pki.oids.pkcs8ShroudedKeyBag)
  const plain = String(forge.pki.oids.keyBag)
  const certOid = String(forge.pki.oids.certBag)
  const keyBag =
    bags.getBags({ bagType: shrouded })[shrouded]?.[0] ??
    bags.getBags({ bagType: plain })[plain]?.[0]
  const certBags: forge.pkcs12.Bag[] = bags.getBags({ bagType: certOid })[certOid] ?? []
  if (!keyBag?.key) throw new CertificadoError('El certificado no contiene su llave privada.')
  const key = keyBag.key as forge.pki.rsa.PrivateKey
  // The certificate whose public key is the pair of the private key (a .p12 may hold the chain too).
  const cert = certBags
    .map((bag) => bag.cert)
    .find((candidate) => {
      const publicKey = candidate?.publicKey as forge.pki.rsa.PublicKey | undefined
      return publicKey?.n?.equals(key.n) === true
    })
  if (!cert)
    throw new CertificadoError('El certificado no contiene el certificado de su llave privada.')

  const privateKeyPem = forge.pki.privateKeyToPem(key)
  const privateKey = createPrivateKey(privateKeyPem)
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' })
  const der = forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes()
  const attributes = cert.subject.attributes.map((attribute: forge.pki.CertificateField) => ({
    name: attribute.name ?? attribute.shortName ?? attribute.type,
    value: String(attribute.value ?? ''),
  }))
  const rutAttribute =
    attributes.find(
      (attribute) => attribute.name === 'serialNumber' && rutPattern.test(attribute.value),
    ) ?? attributes.find((attribute) => rutPattern.test(attribute.value))
  const rut =
    rutFromSubjectAltName(cert) ??
    (rutAttribute ? (rutPattern.exec(rutAttribute.value)?.[1] ?? null) : null)
  return {
    privateKey,
    privateKeyPem,
    certificateBase64: Buffer.from(der, 'binary').toString('base64'),
    modulus: Buffer.from(String(jwk.n), 'base64url').toString('base64'),
    exponent: Buffer.from(String(jwk.e), 'base64url').toString('base64'),
    rut: rut ? rut.replace(/\./g, '').toUpperCase() : null,
    nombre: attributes.find((attribute) => attribute.name === 'commonName')?.value ?? null,
    validoDesde: cert.validity.notBefore,
    validoHasta: cert.validity.notAfter,
  }
}

/** Refuses a certificate outside its validity (an expired one never signs). */
export function assertVigente(certificado: Certificado, now: Date = new Date()): void {
  if (now.getTime() > certificado.validoHasta.getTime()) {
    throw new CertificadoError(
      `El certificado digital venció el ${certificado.validoHasta.toISOString().slice(0, 10)}: no puede firmar documentos. Cargue un certificado vigente.`,
    )
  }
  if (now.getTime() < certificado.validoDesde.getTime()) {
    throw new CertificadoError(
      `El certificado digital es válido desde el ${certificado.validoDesde.toISOString().slice(0, 10)}: aún no puede firmar documentos.`,
    )
  }
}

export const algorithms = {
  canonicalization: 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
  signature: 'http://www.w3.org/2000/09/xmldsig#rsa-sha1',
  digest: 'http://www.w3.org/2000/09/xmldsig#sha1',
} as const

/**
 * Signs the element whose ID is `id` (XML-DSig: C14N 20010315, RSA-SHA1, SHA1 digest, KeyInfo with
 * RSAKeyValue and the X509Certificate), placing the Signature as the last child of `parent` (a
 * local name). The document must already hold every namespace declaration it will carry: one added
 * afterwards changes the C14N of the signed element and breaks the signature.
 */
export function signElement(
  xml: string,
  options: { id: string; parent: string; certificado: Certificado; now?: Date },
): string {
  const { certificado, id, parent } = options
  assertVigente(certificado, options.now)
  const signer = new SignedXml({
    privateKey: certificado.privateKeyPem,
    signatureAlgorithm: algorithms.signature,
    canonicalizationAlgorithm: algorithms.canonicalization,
    getKeyInfoContent: () =>
      `<KeyValue><RSAKeyValue><Modulus>${certificado.modulus}</Modulus><Exponent>${certificado.exponent}</Exponent></RSAKeyValue></KeyValue><X509Data><X509Certificate>${certificado.certificateBase64}</X509Certificate></X509Data>`,
  })
  signer.addReference({
    xpath: `//*[@ID='${id}']`,
    uri: `#${id}`,
    transforms: [algorithms.canonicalization],
    digestAlgorithm: algorithms.digest,
  })
  signer.computeSignature(xml, {
    location: { reference: `//*[local-name(.)='${parent}'][.//*[@ID='${id}']]`, action: 'append' },
  })
  return signer.getSignedXml()
}

/** Signs a DTE's Documento (reference `#F{folio}T{tipo}`); the Signature goes at the end of the DTE. */
export function signDocumento(
  dteXml: string,
  id: string,
  certificado: Certificado,
  now?: Date,
): string {
  return signElement(dteXml, { id, parent: 'DTE', certificado, now })
}
