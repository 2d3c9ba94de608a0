import { describe, expect, it } from 'vitest'
import { escapeText, flatten, truncate } from './xml.ts'

describe('text for SII documents', () => {
  it('escapes what XML needs and keeps ISO-8859-1 letters', () => {
    expect(escapeText('Ñandú & Cía <Ltda> "O\'Higgins"')).toBe(
      'Ñandú &amp; Cía &lt;Ltda&gt; "O\'Higgins"',
    )
  })

  it('refuses characters ISO-8859-1 cannot hold, in Spanish', () => {
    expect(() => escapeText('Obra — Etapa 2')).toThrow(
      'contiene el carácter «—», que no existe en ISO-8859-1',
    )
  })

  it('flattens whitespace between elements only, and truncates by characters', () => {
    expect(flatten('<DD>\n  <RE>1-9</RE>\n  <RSR>A  B</RSR>\n</DD>')).toBe(
      '<DD><RE>1-9</RE><RSR>A  B</RSR></DD>',
    )
    expect(truncate('Ñ'.repeat(45), 40)).toBe('Ñ'.repeat(40))
  })
})
