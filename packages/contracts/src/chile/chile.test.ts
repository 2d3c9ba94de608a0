import { describe, expect, it } from 'vitest'
import {
  codigoComunaSchema,
  codigoRegionSchema,
  comunaPorCodigo,
  comunas,
  comunasDe,
  provincias,
  regionDeComuna,
  regiones,
  regionPorCodigo,
} from './index.ts'

describe('chile', () => {
  it('has the 16 regions, 56 provincias and 346 comunas of the official CUT list', () => {
    expect(regiones).toHaveLength(16)
    expect(new Set(regiones.map((region) => region.codigo)).size).toBe(16)
    expect(provincias).toHaveLength(56)
    expect(comunas).toHaveLength(346)
    expect(new Set(comunas.map((comuna) => comuna.codigo)).size).toBe(346)
    const porRegion = regiones.reduce((sum, region) => sum + comunasDe(region.codigo).length, 0)
    expect(porRegion).toBe(346)
  })

  it('lists regions north to south', () => {
    expect(regiones[0]?.nombre).toBe('Arica y Parinacota')
    expect(regiones.at(-1)?.nombre).toBe('Magallanes y de la Antártica Chilena')
    expect(regiones.map((region) => region.codigo).indexOf('13')).toBe(6)
  })

  it("gives a region's comunas in Spanish alphabetical order", () => {
    const rm = comunasDe('13')
    expect(rm).toHaveLength(52)
    expect(rm.every((comuna) => comuna.codigoRegion === '13')).toBe(true)
    const nombres = rm.map((comuna) => comuna.nombre)
    expect(nombres[0]).toBe('Alhué')
    expect(nombres.indexOf('Ñuñoa')).toBeGreaterThan(nombres.indexOf('Maipú'))
    expect(comunasDe('16')).toHaveLength(21)
    expect(comunasDe('99')).toEqual([])
    expect(comunasDe(null)).toEqual([])
  })

  it('looks up comunas and regions by code', () => {
    expect(comunaPorCodigo('13101')).toMatchObject({ nombre: 'Santiago', codigoRegion: '13' })
    expect(comunaPorCodigo('00000')).toBeUndefined()
    expect(comunaPorCodigo(undefined)).toBeUndefined()
    expect(regionPorCodigo('05')?.nombre).toBe('Valparaíso')
    expect(regionDeComuna('16101')?.nombre).toBe('Ñuble')
  })

  it('validates CUT codes with a Spanish message', () => {
    expect(codigoComunaSchema.parse('13101')).toBe('13101')
    expect(codigoComunaSchema.safeParse('13999').error?.issues[0]?.message).toBe(
      'Elige una comuna de la lista.',
    )
    expect(codigoRegionSchema.parse('16')).toBe('16')
    expect(codigoRegionSchema.safeParse('17').error?.issues[0]?.message).toBe(
      'Elige una región de la lista.',
    )
  })
})
