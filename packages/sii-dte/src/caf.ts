import {
  createPrivateKey,
  createPublicKey,
  createVerify,
  type JsonWebKey,
  type KeyLike,
  type KeyObject,
} from 'node:crypto'
import { DOMParser, type Element } from '@xmldom/xmldom'
import { flatten } from './xml.ts'

/** A CAF (código de autorización de folios) as the SII grants it, read and checked. */
export interface Caf {
  /** RUT of the emisor the folios belong to (DA/RE). */
  rutEmisor: string
  /** Razón social (DA/RS). */
  razonSocial: string
  /** Tipo de DTE (DA/TD): 33, 52… */
  tipoDte: number
  /** The range of folios (DA/RNG D–H), both included. */
  desde: number
  hasta: number
  /** Fecha de autorización (DA/FA), YYYY-MM-DD. */
  fechaAutorizacion: string
  /** DA/IDK: the SII's key id (100 in certificación). */
  idk: number
  /** RSAPK: the public key's modulus and exponent, base64 as in the file. */
  modulus: string
  exponent: string
  /** The `<CAF …>…</CAF>` element as in the file, flattened: the TED embeds it. */
  cafXml: string
  /** The private key (RSASK) that stamps the TED, and its public one (from RSAPK). */
  privateKey: KeyObject
  publicKey: KeyObject
  /** FRMA: the SII's signature over DA, base64. */
  firma: string
}

export class CafError extends Error {
  override name = 'CafError'
}

/**
 * Reads a CAF's XML (a string, or the file's bytes in ISO-8859-1), refusing one that is malformed
 * or whose private key (RSASK) is not the pair of its public key (RSAPK).
 */
export function readCaf(source: string | Uint8Array): Caf {
  const text = typeof source === 'string' ? source : Buffer.from(source).toString('latin1')
  const errors: string[] = []
  let root: Element | null
  try {
    root = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') errors.push(message)
      },
    }).parseFromString(text, 'text/xml').documentElement
  } catch {
    // xmldom throws on what is no XML at all (no root element).
    throw new CafError('El archivo no es un CAF del SII: no es un documento XML.')
  }
  if (errors.length > 0 || !root || root.localName !== 'AUTORIZACION') {
    throw new CafError('El archivo no es un CAF del SII: falta el elemento AUTORIZACION.')
  }
  const caf = child(root, 'CAF')
  const da = child(caf, 'DA')
  const rng = child(da, 'RNG')
  const rsapk = child(da, 'RSAPK')
  const desde = integer(child(rng, 'D'), 'RNG/D')
  const hasta = integer(child(rng, 'H'), 'RNG/H')
  if (hasta < desde) {
    throw new CafError(
      `El CAF no es válido: su rango de folios (${desde}–${hasta}) está invertido.`,
    )
  }
  const fechaAutorizacion = textOf(child(da, 'FA'))
  if (!/^\d{4}-\d{2}-\d{2}$/.test(fechaAutorizacion)) {
    throw new CafError('El CAF no es válido: su fecha de autorización (FA) no es una fecha.')
  }
  const modulus = textOf(child(rsapk, 'M')).replace(/\s+/g, '')
  const exponent = textOf(child(rsapk, 'E')).replace(/\s+/g, '')
  const rsask = textOf(child(root, 'RSASK'))
  const firma = textOf(child(caf, 'FRMA')).replace(/\s+/g, '')

  let privateKey: KeyObject
  let publicKey: KeyObject
  try {
    privateKey = createPrivateKey(rsask)
  } catch {
    throw new CafError('El CAF no es válido: su llave privada (RSASK) no se puede leer.')
  }
  try {
    publicKey = createPublicKey({
      key: { kty: 'RSA', n: base64url(modulus), e: base64url(exponent) },
      format: 'jwk',
    })
  } catch {
    throw new CafError('El CAF no es válido: su llave pública (RSAPK) no se puede leer.')
  }
  const jwk = privateKey.export({ format: 'jwk' })
  if (
    jwk.kty !== 'RSA' ||
    !sameInteger(String(jwk.n), modulus) ||
    !sameInteger(String(jwk.e), exponent)
  ) {
    throw new CafError(
      'El CAF no es válido: su llave privada (RSASK) no corresponde a su llave pública (RSAPK).',
    )
  }
  const rsapubk = optionalChild(root, 'RSAPUBK')
  if (rsapubk) {
    let pubJwk: JsonWebKey
    try {
      pubJwk = createPublicKey(textOf(rsapubk)).export({ format: 'jwk' })
    } catch {
      throw new CafError('El CAF no es válido: su llave pública (RSAPUBK) no se puede leer.')
    }
    if (!sameInteger(String(pubJwk.n), modulus) || !sameInteger(String(pubJwk.e), exponent)) {
      throw new CafError('El CAF no es válido: su llave pública (RSAPUBK) no es la de RSAPK.')
    }
  }

  return {
    rutEmisor: textOf(child(da, 'RE')),
    razonSocial: textOf(child(da, 'RS')),
    tipoDte: integer(child(da, 'TD'), 'TD'),
    desde,
    hasta,
    fechaAutorizacion,
    idk: integer(child(da, 'IDK'), 'IDK'),
    modulus,
    exponent,
    cafXml: cafElementSource(text),
    privateKey,
    publicKey,
    firma,
  }
}

/** Whether a folio lies in the CAF's range. */
export function cafCovers(caf: Caf, folio: number): boolean {
  return Number.isInteger(folio) && folio >= caf.desde && folio <= caf.hasta
}

/** The `<CAF …>…</CAF>` element exactly as the file writes it, without whitespace between elements. */
function cafElementSource(text: string): string {
  const match = /<CAF[\s>][\s\S]*?<\/CAF>/.exec(text)
  if (!match) throw new CafError('El archivo no es un CAF del SII: falta el elemento CAF.')
  return flatten(match[0])
}

/**
 * Whether FRMA is the signature, with the given key (the SII's, per environment), over the CAF's DA
 * flattened in ISO-8859-1.
 */
export function verifyCafFirma(caf: Pick<Caf, 'cafXml' | 'firma'>, siiPublicKey: KeyLike): boolean {
  const da = /<DA>[\s\S]*<\/DA>/.exec(caf.cafXml)?.[0]
  if (!da) return false
  return createVerify('RSA-SHA1')
    .update(Buffer.from(da, 'latin1'))
    .verify(siiPublicKey, caf.firma, 'base64')
}

function optionalChild(parent: Element, name: string): Element | null {
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 1 && (node as Element).localName === name) return node as Element
  }
  return null
}

function child(parent: Element, name: string): Element {
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 1 && (node as Element).localName === name) return node as Element
  }
  throw new CafError(`El CAF no es válido: falta el elemento ${name} en ${parent.localName}.`)
}

function textOf(node: Element): string {
  const value = (node.textContent ?? '').trim()
  if (!value) throw new CafError(`El CAF no es válido: el elemento ${node.localName} está vacío.`)
  return value
}

function integer(node: Element, label: string): number {
  const value = textOf(node)
  if (!/^\d+$/.test(value)) {
    throw new CafError(`El CAF no es válido: ${label} («${value}») no es un número entero.`)
  }
  return Number(value)
}

function base64url(base64: string): string {
  return Buffer.from(base64, 'base64').toString('base64url')
}

/** Two big-endian integers (base64url and base64) are equal, ignoring leading zero bytes. */
function sameInteger(jwkValue: string, base64: string): boolean {
  const strip = (bytes: Buffer) => {
    let start = 0
    while (start < bytes.length - 1 && bytes[start] === 0) start++
    return bytes.subarray(start)
  }
  return strip(Buffer.from(jwkValue, 'base64url')).equals(strip(Buffer.from(base64, 'base64')))
}
