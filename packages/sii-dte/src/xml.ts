/**
 * Text for an element of an SII document. Only &, < and > are escaped (and " in attributes): what
 * XML serialisers and C14N write back, so that the flattened DD signed in the TED stays the same
 * bytes whoever re-serialises the document. Characters ISO-8859-1 cannot hold are refused.
 */
export function escapeText(value: string): string {
  assertLatin1(value)
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

export function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;')
}

export function assertLatin1(value: string): void {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0
    if (code > 0xff) {
      throw new Error(
        `El texto «${value}» contiene el carácter «${char}», que no existe en ISO-8859-1 (la codificación del SII).`,
      )
    }
  }
}

/** `<name>text</name>`, or nothing when the value is absent. */
export function element(name: string, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return ''
  return `<${name}>${escapeText(String(value))}</${name}>`
}

/** Removes the whitespace between elements (the SII's "flattened" form of the DD and the CAF). */
export function flatten(xml: string): string {
  return xml.replace(/>\s+</g, '><').trim()
}

/** The first `count` characters (the TED's RSR and IT1 hold 40). */
export function truncate(value: string, count: number): string {
  return Array.from(value).slice(0, count).join('')
}
