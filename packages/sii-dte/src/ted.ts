import { createSign, createVerify } from 'node:crypto'
import type { Caf } from './caf.ts'
import { element, escapeText, truncate } from './xml.ts'

/** What the TED (timbre electrónico) stamps of a document. */
export interface TedInput {
  rutEmisor: string
  tipoDte: number
  folio: number
  /** FchEmis, YYYY-MM-DD. */
  fechaEmision: string
  rutReceptor: string
  razonSocialReceptor: string
  /** MntTotal in whole pesos. */
  montoTotal: number
  /** The first item's name (NmbItem). */
  primerItem: string
  /** TSTED, YYYY-MM-DDTHH:MM:SS. */
  timestamp: string
}

/** The DD, flattened (no whitespace between elements): the text FRMT signs. */
export function buildDd(input: TedInput, caf: Caf): string {
  if (caf.tipoDte !== input.tipoDte) {
    throw new Error(`El CAF es del tipo ${caf.tipoDte}, no del tipo ${input.tipoDte}.`)
  }
  if (input.folio < caf.desde || input.folio > caf.hasta) {
    throw new Error(
      `El folio ${input.folio} está fuera del rango del CAF (${caf.desde}–${caf.hasta}).`,
    )
  }
  if (caf.rutEmisor !== input.rutEmisor) {
    throw new Error(`El CAF es del RUT ${caf.rutEmisor}, no del emisor ${input.rutEmisor}.`)
  }
  return [
    '<DD>',
    element('RE', input.rutEmisor),
    element('TD', input.tipoDte),
    element('F', input.folio),
    element('FE', input.fechaEmision),
    element('RR', input.rutReceptor),
    `<RSR>${escapeText(truncate(input.razonSocialReceptor, 40))}</RSR>`,
    element('MNT', input.montoTotal),
    `<IT1>${escapeText(truncate(input.primerItem, 40))}</IT1>`,
    caf.cafXml,
    element('TSTED', input.timestamp),
    '</DD>',
  ].join('')
}

/** FRMT: the flattened DD in ISO-8859-1, signed SHA1withRSA with the CAF's private key (base64). */
export function signDd(dd: string, caf: Caf): string {
  return createSign('RSA-SHA1').update(Buffer.from(dd, 'latin1')).sign(caf.privateKey, 'base64')
}

/** The `<TED version="1.0">` element, stamped. */
export function buildTed(input: TedInput, caf: Caf): string {
  const dd = buildDd(input, caf)
  return `<TED version="1.0">${dd}<FRMT algoritmo="SHA1withRSA">${signDd(dd, caf)}</FRMT></TED>`
}

/**
 * Checks a TED as it appears in a document: its DD (taken verbatim, flattened) against FRMT with the
 * CAF's public key (RSAPK).
 */
export function verifyTed(tedXml: string, caf: Pick<Caf, 'publicKey'>): boolean {
  const dd = /<DD>[\s\S]*<\/DD>/.exec(tedXml)?.[0]
  const frmt = /<FRMT[^>]*>([^<]*)<\/FRMT>/.exec(tedXml)?.[1]
  if (!dd || !frmt) return false
  return createVerify('RSA-SHA1')
    .update(Buffer.from(dd.replace(/>\s+</g, '><'), 'latin1'))
    .verify(caf.publicKey, frmt.replace(/\s+/g, ''), 'base64')
}
