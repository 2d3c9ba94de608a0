import { webcrypto } from 'node:crypto'
import { DOMImplementation, DOMParser, XMLSerializer } from '@xmldom/xmldom'
import { setNodeDependencies } from 'xml-core'
import { Application, Parse, SignedXml } from 'xmldsigjs'
import xpath from 'xpath'

/**
 * Verifies every XML-DSig signature of a document with xmldsigjs (PeculiarVentures: its own C14N,
 * digests and WebCrypto), not with xml-crypto, the library that signs: a bug in the signer's
 * canonicalisation cannot verify itself here. Returns, per Signature in document order, the URI it
 * references and whether it verifies.
 */
export async function verifySignaturesIndependently(
  xml: string,
): Promise<Array<{ uri: string; valid: boolean; error?: string }>> {
  setNodeDependencies({ DOMParser, XMLSerializer, DOMImplementation, xpath } as Parameters<
    typeof setNodeDependencies
  >[0])
  Application.setEngine('NodeJS', webcrypto as unknown as Crypto)
  const doc = Parse(xml)
  const signatures = doc.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature')
  const results: Array<{ uri: string; valid: boolean; error?: string }> = []
  for (let index = 0; index < signatures.length; index++) {
    const node = signatures[index] as Element
    const signed = new SignedXml(doc)
    signed.LoadXml(node)
    const uri = signed.XmlSignature.SignedInfo.References.Item(0)?.Uri ?? ''
    try {
      results.push({ uri, valid: await signed.Verify() })
    } catch (error) {
      results.push({ uri, valid: false, error: (error as Error).message })
    }
  }
  return results
}
