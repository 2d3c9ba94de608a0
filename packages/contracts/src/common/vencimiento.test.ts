import { describe, expect, it } from 'vitest'
import { sumarDias } from './calendario.ts'
import { estadoVencimiento, fechaEnSantiago } from './vencimiento.ts'

describe('document expiry', () => {
  it('reads today on Santiago clock, not UTC', () => {
    // 02:30 UTC on 1 March is still 28 February in Santiago (UTC-3 in summer).
    expect(fechaEnSantiago(new Date('2026-03-01T02:30:00Z'))).toBe('2026-02-28')
    expect(fechaEnSantiago(new Date('2026-03-01T03:30:00Z'))).toBe('2026-03-01')
  })

  it('adds calendar days across months and leap years', () => {
    expect(sumarDias('2028-02-28', 1)).toBe('2028-02-29')
    expect(sumarDias('2026-12-15', 30)).toBe('2027-01-14')
  })

  it('flags a document from 30 days before it expires, and once expired', () => {
    const hoy = '2026-11-25'
    expect(estadoVencimiento(null, hoy)).toBe('sin-vencimiento')
    expect(estadoVencimiento('2026-11-24', hoy)).toBe('vencido')
    // Valid through its own date.
    expect(estadoVencimiento('2026-11-25', hoy)).toBe('por-vencer')
    expect(estadoVencimiento('2026-12-25', hoy)).toBe('por-vencer')
    expect(estadoVencimiento('2026-12-26', hoy)).toBe('vigente')
  })
})
