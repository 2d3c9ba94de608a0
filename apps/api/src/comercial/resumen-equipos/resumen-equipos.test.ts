// The fleet's counts (GET /v1/resumen-equipos, the commercial screen resumen-equipos) through the
// API, in-process against the seeded demo data. The tests register their own tipo, flota and five
// assets and move them through POST /v1/activos/{id}/movimientos, so the numbers they check are
// the ones they set up, whatever the demo data's assets are doing.
import { isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activos } from '../../db/schema/index.ts'
import { FLOTA_ZQ, type FlotaZq, flotaZq } from '../../testing/flota-zq.testing.ts'
import { AS, type CallOptions, startTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
let zq: FlotaZq
const call = (method: string, path: string, options: CallOptions = {}) =>
  t.call(method, path, { as: AS.operaciones, ...options })
const resumen = (query: string, as: string = AS.comercial) =>
  t.call('GET', `/v1/resumen-equipos?${query}`, { as })

beforeAll(async () => {
  t = await startTestApp()
  // ZQ-901 at obra A; ZQ-902 taken to A, then on to B; ZQ-903 and ZQ-904 never moved; ZQ-905 from
  // obra A to the workshop.
  zq = await flotaZq(t, [
    { codigo: 'ZQ-901', tipo: 'despacho', diasAtras: 6, hasta: 'A' },
    { codigo: 'ZQ-902', tipo: 'despacho', diasAtras: 8, hasta: 'A' },
    { codigo: 'ZQ-902', tipo: 'traslado', diasAtras: 5, hasta: 'B', responsable: 'Ana Díaz' },
    { codigo: 'ZQ-905', tipo: 'despacho', diasAtras: 10, hasta: 'A' },
    {
      codigo: 'ZQ-905',
      tipo: 'ingreso-taller',
      diasAtras: 2,
      observaciones: 'Falla hidráulica',
      responsable: 'Luis Rojas',
    },
  ])
}, 120_000)
afterAll(() => t?.close())
describe('GET /v1/resumen-equipos', () => {
  it('counts a flota by estado, by tipo and by obra', async () => {
    // Now: ZQ-901 at A, ZQ-902 at B, ZQ-903 and ZQ-904 disponible, ZQ-905 in the workshop.
    const res = await resumen(`flotaId=${zq.flotaId}`)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      total: 5,
      porEstado: {
        disponible: 2,
        reservado: 0,
        'en-obra': 2,
        'en-traslado': 0,
        'en-taller': 1,
        'de-baja': 0,
      },
      porTipo: [
        {
          tipoActivo: { id: zq.tipoId, nombre: FLOTA_ZQ.tipo },
          total: 5,
          porEstado: { disponible: 2, 'en-obra': 2, 'en-taller': 1, reservado: 0 },
        },
      ],
      porObra: [
        { obra: zq.obraA, cantidad: 1 },
        { obra: zq.obraB, cantidad: 1 },
      ],
      obrasConEquipos: 2,
    })
    expect(res.body.flotas).toContainEqual({ id: zq.flotaId, nombre: FLOTA_ZQ.flota })
  })

  it('counts the whole fleet without a flota, and a deleted asset no longer counts', async () => {
    const { db } = t.database
    const vigentes = await db.$count(activos, isNull(activos.eliminadoEn))
    const before = await resumen('')
    expect(before.body.total).toBe(vigentes)
    const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b)
    expect(sum(before.body.porEstado)).toBe(vigentes)
    const tipos = before.body.porTipo as { total: number; porEstado: Record<string, number> }[]
    expect(tipos.reduce((total, tipo) => total + tipo.total, 0)).toBe(vigentes)
    for (const tipo of tipos) expect(sum(tipo.porEstado)).toBe(tipo.total)
    // Most assets first.
    expect(tipos.map((tipo) => tipo.total)).toEqual(
      [...tipos.map((tipo) => tipo.total)].sort((a, b) => b - a),
    )
    const detail = await call('GET', `/v1/activos/${zq.ids['ZQ-903']}`)
    const deleted = await call(
      'DELETE',
      `/v1/activos/${zq.ids['ZQ-903']}?version=${detail.body.version}`,
    )
    expect(deleted.status).toBe(204)
    const after = await resumen(`flotaId=${zq.flotaId}`)
    expect(after.body).toMatchObject({ total: 4, porEstado: { disponible: 1 } })
    expect((await resumen('')).body.total).toBe(vigentes - 1)
  })

  it('refuses a bad flota (400), and is only for comercial/resumen-equipos', async () => {
    const bad = await resumen('flotaId=la-grande')
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields).toMatchObject({ flotaId: 'La flota no es válida.' })
    // Operations staff hold no commercial key.
    expect((await resumen('', AS.operaciones)).status).toBe(403)
    expect((await t.call('GET', '/v1/resumen-equipos', { as: null })).status).toBe(401)
  })
})
