// The demo fleet is believable and valid: what the asset forms would accept, patentes only on
// road vehicles, some of it owned by lessors (the demo lessor's included).
import { createActivoSchema, parsePatente } from '@cordillera/contracts'
import { describe, expect, it } from 'vitest'
import { ARRIENDOS_SUR_RUT, generateDemoActivos } from './demo-operaciones.ts'
import { TIPOS_ACTIVO_DEMO } from './demo-vocabulary.ts'

const UUID = '00000000-0000-4000-8000-000000000000'

describe('demo fleet', () => {
  const activos = generateDemoActivos()

  it('has 300 assets with unique códigos by tipo prefix and unique serial numbers', () => {
    expect(activos).toHaveLength(300)
    expect(new Set(activos.map((row) => row.codigo)).size).toBe(300)
    expect(new Set(activos.map((row) => row.numeroSerie)).size).toBe(300)
    expect(activos.filter((row) => row.codigo.startsWith('EX-')).at(0)?.codigo).toBe('EX-001')
  })

  it('is what the asset form accepts', () => {
    for (const { tipo: _t, marca: _m, flota: _f, proveedorRut: _p, ...activo } of activos) {
      const parsed = createActivoSchema.safeParse({
        ...activo,
        horometro: Number(activo.horometro),
        tipoActivoId: UUID,
        marcaId: UUID,
      })
      expect(parsed.success, `${activo.codigo}: ${parsed.error?.message}`).toBe(true)
    }
  })

  it('gives patentes only to road vehicles, each a valid and different one', () => {
    const deRuta = new Set(TIPOS_ACTIVO_DEMO.filter((tipo) => tipo.patente).map((t) => t.nombre))
    for (const row of activos) {
      expect(row.patente !== null).toBe(deRuta.has(row.tipo))
      if (row.patente) expect(parsePatente(row.patente)).toBe(row.patente)
    }
    const patentes = activos.flatMap((row) => row.patente ?? [])
    expect(new Set(patentes).size).toBe(patentes.length)
  })

  it('lets lessors own about a fifth of it, the demo lessor some', () => {
    const ajenos = activos.filter((row) => row.proveedorRut !== null)
    expect(ajenos.length).toBeGreaterThan(40)
    expect(ajenos.length).toBeLessThan(90)
    expect(ajenos.filter((row) => row.proveedorRut === ARRIENDOS_SUR_RUT).length).toBeGreaterThan(5)
  })
})
