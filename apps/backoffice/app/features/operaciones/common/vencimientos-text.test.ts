// The line above the asset list reads as Spanish whatever the counts: singular and plural, either
// part alone, thousands grouped the Chilean way, and nothing at all when no document needs
// attention.
import { describe, expect, it } from 'vitest'
import { vencimientosText } from './vencimientos-text.ts'

describe('vencimientosText', () => {
  it('names both counts', () => {
    expect(vencimientosText({ vencidos: 3, porVencer: 12 })).toBe(
      '3 documentos vencidos y 12 por vencer',
    )
  })

  it('speaks of one document in the singular', () => {
    expect(vencimientosText({ vencidos: 1, porVencer: 1 })).toBe(
      '1 documento vencido y 1 por vencer',
    )
    expect(vencimientosText({ vencidos: 1, porVencer: 0 })).toBe('1 documento vencido')
    expect(vencimientosText({ vencidos: 0, porVencer: 1 })).toBe('1 documento por vencer')
  })

  it('leaves out the part that is zero and groups thousands with a dot', () => {
    expect(vencimientosText({ vencidos: 0, porVencer: 1250 })).toBe('1.250 documentos por vencer')
    expect(vencimientosText({ vencidos: 4, porVencer: 0 })).toBe('4 documentos vencidos')
  })

  it('says nothing when every document is valid', () => {
    expect(vencimientosText({ vencidos: 0, porVencer: 0 })).toBeNull()
  })
})
