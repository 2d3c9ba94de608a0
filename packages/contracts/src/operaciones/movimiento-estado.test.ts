import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ESTADOS_ACTIVO } from '../common/vocabulary.ts'
import { createMovimientoSchema } from './movimiento.ts'
import type { UbicacionActivo } from './movimiento-estado.ts'
import { estadoTrasMovimiento, recomputarEstado, UBICACION_INICIAL } from './movimiento-estado.ts'
import type { TipoMovimiento } from './vocabulary.ts'
import { TIPOS_MOVIMIENTO } from './vocabulary.ts'

const A = '00000000-0000-4000-8000-00000000000a'
const B = '00000000-0000-4000-8000-00000000000b'

describe('estadoTrasMovimiento', () => {
  it('despacha desde bodega (disponible o reservado) a la obra', () => {
    for (const estado of ['disponible', 'reservado'] as const) {
      const obraId = estado === 'reservado' ? A : null
      expect(
        estadoTrasMovimiento({ estado, obraId }, { tipo: 'despacho', hastaObraId: B }),
      ).toEqual({
        estado: 'en-obra',
        obraId: B,
        desde: { lugar: 'bodega', obraId: null },
        hasta: { lugar: 'obra', obraId: B },
      })
    }
  })

  it('retira de la obra a bodega, traslada entre obras y pasa por taller', () => {
    const enObra: UbicacionActivo = { estado: 'en-obra', obraId: A }
    expect(estadoTrasMovimiento(enObra, { tipo: 'retiro' })).toEqual({
      estado: 'disponible',
      obraId: null,
      desde: { lugar: 'obra', obraId: A },
      hasta: { lugar: 'bodega', obraId: null },
    })
    expect(estadoTrasMovimiento(enObra, { tipo: 'traslado', hastaObraId: B })).toEqual({
      estado: 'en-obra',
      obraId: B,
      desde: { lugar: 'obra', obraId: A },
      hasta: { lugar: 'obra', obraId: B },
    })
    expect(estadoTrasMovimiento(enObra, { tipo: 'ingreso-taller' })).toMatchObject({
      estado: 'en-taller',
      obraId: null,
      desde: { lugar: 'obra', obraId: A },
    })
    expect(estadoTrasMovimiento(UBICACION_INICIAL, { tipo: 'ingreso-taller' })).toMatchObject({
      estado: 'en-taller',
      desde: { lugar: 'bodega', obraId: null },
      hasta: { lugar: 'taller', obraId: null },
    })
    expect(
      estadoTrasMovimiento({ estado: 'en-taller', obraId: null }, { tipo: 'salida-taller' }),
    ).toEqual({
      estado: 'disponible',
      obraId: null,
      desde: { lugar: 'taller', obraId: null },
      hasta: { lugar: 'bodega', obraId: null },
    })
  })

  it('refuses, saying where the asset is', () => {
    const taller = { estado: 'en-taller', obraId: null, codigo: 'CA-003' } as const
    expect(estadoTrasMovimiento(taller, { tipo: 'despacho', hastaObraId: A })).toEqual({
      error: 'CA-003 está en taller: no se despacha.',
    })
    expect(
      estadoTrasMovimiento({ ...UBICACION_INICIAL, codigo: 'EX-001' }, { tipo: 'retiro' }),
    ).toEqual({ error: 'EX-001 está disponible en bodega: no se retira.' })
    expect(
      estadoTrasMovimiento({ estado: 'de-baja', obraId: null }, { tipo: 'ingreso-taller' }),
    ).toEqual({ error: 'El activo está de baja: no ingresa a taller.' })
    expect(
      estadoTrasMovimiento(
        { estado: 'en-traslado', obraId: A },
        { tipo: 'traslado', hastaObraId: B },
      ),
    ).toHaveProperty('error')
    expect(
      estadoTrasMovimiento({ estado: 'en-obra', obraId: A }, { tipo: 'despacho', hastaObraId: B }),
    ).toHaveProperty('error')
    expect(
      estadoTrasMovimiento({ estado: 'en-obra', obraId: A }, { tipo: 'traslado', hastaObraId: A }),
    ).toHaveProperty('error')
    expect(estadoTrasMovimiento(UBICACION_INICIAL, { tipo: 'salida-taller' })).toHaveProperty(
      'error',
    )
  })
})

describe('recomputarEstado', () => {
  it('folds a history from a new asset', () => {
    expect(recomputarEstado([])).toEqual(UBICACION_INICIAL)
    expect(
      recomputarEstado([
        { tipo: 'despacho', hastaObraId: A },
        { tipo: 'traslado', hastaObraId: B },
        { tipo: 'ingreso-taller' },
        { tipo: 'salida-taller' },
        { tipo: 'despacho', hastaObraId: A },
      ]),
    ).toEqual({ estado: 'en-obra', obraId: A })
  })
})

const obraArb = fc.constantFrom(A, B, '00000000-0000-4000-8000-00000000000c')
const movArb = fc.record({ tipo: fc.constantFrom(...TIPOS_MOVIMIENTO), hastaObraId: obraArb })
type Mov = { tipo: TipoMovimiento; hastaObraId: string }

describe('the machine over any history', { timeout: 60_000 }, () => {
  it('folding valid moves equals applying them one by one; a refused move changes nothing', () => {
    fc.assert(
      fc.property(fc.array(movArb, { maxLength: 40 }), (intentos: Mov[]) => {
        let actual = UBICACION_INICIAL
        const aplicados: Mov[] = []
        for (const mov of intentos) {
          const next = estadoTrasMovimiento(actual, mov)
          if ('error' in next) {
            // Refused: the history folded with it is the history folded without it.
            expect(recomputarEstado([...aplicados, mov])).toEqual(actual)
            continue
          }
          expect(ESTADOS_ACTIVO).toContain(next.estado)
          // Only an asset at an obra has one, and the movement starts where the asset was.
          expect(next.obraId !== null).toBe(next.estado === 'en-obra')
          expect(next.desde.obraId).toBe(actual.obraId)
          actual = { estado: next.estado, obraId: next.obraId }
          aplicados.push(mov)
          expect(recomputarEstado(aplicados)).toEqual(actual)
        }
      }),
      { numRuns: 500 },
    )
  })
})

describe('histories of valid movements only', { timeout: 60_000 }, () => {
  const OBRAS = [A, B, '00000000-0000-4000-8000-00000000000c']
  const candidatos: Mov[] = TIPOS_MOVIMIENTO.flatMap((tipo) =>
    OBRAS.map((hastaObraId) => ({ tipo, hastaObraId })),
  )

  it('always offers a next move, and the fold equals the moves applied one by one', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 60 }), (elecciones) => {
        let actual = UBICACION_INICIAL
        const historia: Mov[] = []
        for (const eleccion of elecciones) {
          // The moves the asset can make from where it is: never none (it is never stuck).
          const validos = candidatos.filter(
            (mov) => !('error' in estadoTrasMovimiento(actual, mov)),
          )
          expect(validos.length).toBeGreaterThan(0)
          const mov = validos[eleccion % validos.length] as Mov
          const next = estadoTrasMovimiento(actual, mov)
          if ('error' in next) throw new Error(next.error)
          actual = { estado: next.estado, obraId: next.obraId }
          historia.push(mov)
        }
        expect(recomputarEstado(historia)).toEqual(actual)
      }),
      { numRuns: 500 },
    )
  })
})

describe('createMovimientoSchema', () => {
  const base = { fecha: '2026-01-10T10:30:00-03:00', responsable: 'Juan Pérez' }

  it('asks a despacho for its obra and guía, and drops the obra of a retiro', () => {
    const refused = createMovimientoSchema.safeParse({ ...base, tipo: 'despacho' })
    expect(refused.success).toBe(false)
    const paths = refused.error?.issues.map((issue) => issue.path.join('.'))
    expect(paths).toEqual(expect.arrayContaining(['hastaObraId', 'guiaDespacho']))
    const retiro = createMovimientoSchema.parse({
      ...base,
      tipo: 'retiro',
      hastaObraId: A,
      guiaDespacho: 12,
    })
    expect(retiro.hastaObraId).toBeNull()
    const taller = createMovimientoSchema.parse({ ...base, tipo: 'ingreso-taller' })
    expect(taller.guiaDespacho).toBeNull()
  })

  it('wants an instant with its offset, not in the future', () => {
    const fecha = (value: string) =>
      createMovimientoSchema.safeParse({ ...base, tipo: 'ingreso-taller', fecha: value }).success
    expect(fecha('2026-01-10T10:30:00Z')).toBe(true)
    expect(fecha('2026-01-10T10:30:00')).toBe(false)
    expect(fecha('2026-01-10')).toBe(false)
    expect(fecha(new Date(Date.now() + 60 * 60 * 1000).toISOString())).toBe(false)
  })
})
