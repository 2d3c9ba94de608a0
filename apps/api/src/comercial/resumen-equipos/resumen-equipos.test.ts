// The fleet's counts (GET /v1/resumen-equipos, the commercial screen resumen-equipos) through the
// API, in-process against the seeded demo data. The tests register their own tipo, flota and five
// assets and move them through POST /v1/activos/{id}/movimientos, so the numbers they check are
// the ones they set up, whatever the demo data's assets are doing.
import { fechaEnSantiago, sumarDias } from '@cordillera/contracts'
import { and, asc, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activos, marcas, obras } from '../../db/schema/index.ts'
import { AS, type CallOptions, startTestApp, type TestApp } from '../../testing/test-app.ts'

type Obra = { id: string; codigo: string; nombre: string }

let t: TestApp
const call = (method: string, path: string, options: CallOptions = {}) =>
  t.call(method, path, { as: AS.operaciones, ...options })

let tipoId: string
let flotaId: string
let obraA: Obra
let obraB: Obra
/** ZQ-901 … ZQ-905, by código. */
const ids: Record<string, string> = {}
const hoy = fechaEnSantiago(new Date())
/** Noon in Santiago `days` days before today (its calendar day, whatever the season's offset). */
const diasAtras = (days: number, hour = 12) =>
  `${sumarDias(hoy, -days)}T${String(hour).padStart(2, '0')}:00:00-04:00`
let folio = 71_000
const movimientos: Record<string, { fecha: string; guiaDespacho: number | null }[]> = {}

async function mover(codigo: string, body: Record<string, unknown>) {
  const res = await call('POST', `/v1/activos/${ids[codigo]}/movimientos`, {
    body: { responsable: 'Pedro Soto', ...body },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  const list = movimientos[codigo] ?? []
  list.push({ fecha: res.body.movimiento.fecha, guiaDespacho: res.body.movimiento.guiaDespacho })
  movimientos[codigo] = list
}

const resumen = (query: string, as: string = AS.comercial) =>
  t.call('GET', `/v1/resumen-equipos?${query}`, { as })

beforeAll(async () => {
  t = await startTestApp()
  const { db } = t.database
  const tipo = await call('POST', '/v1/tipos-activo', {
    body: {
      nombre: 'Torre de iluminación ZQ',
      categoria: 'energia',
      unidadCobroDefault: 'dia',
      tarifaReferencia: 45_000,
      requiereOperador: false,
    },
  })
  expect(tipo.status, JSON.stringify(tipo.body)).toBe(201)
  tipoId = tipo.body.id
  const flota = await call('POST', '/v1/flotas', { body: { nombre: 'Flota logística ZQ' } })
  expect(flota.status, JSON.stringify(flota.body)).toBe(201)
  flotaId = flota.body.id
  const [marca] = await db
    .select({ id: marcas.id })
    .from(marcas)
    .where(isNull(marcas.eliminadoEn))
    .orderBy(asc(marcas.nombre))
    .limit(1)
  const activas = await db
    .select({ id: obras.id, codigo: obras.codigo, nombre: obras.nombre })
    .from(obras)
    .where(and(eq(obras.activa, true), isNull(obras.eliminadoEn)))
    .orderBy(asc(obras.codigo))
    .limit(2)
  ;[obraA, obraB] = activas as [Obra, Obra]
  for (const n of [901, 902, 903, 904, 905]) {
    const codigo = `ZQ-${n}`
    const res = await call('POST', '/v1/activos', {
      body: {
        codigo,
        tipoActivoId: tipoId,
        marcaId: marca?.id,
        modelo: 'LT-6',
        anio: 2022,
        numeroSerie: `ZQSERIE${n}`,
        horometro: 100,
        flotaId,
      },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    ids[codigo] = res.body.id
  }
  // ZQ-901 at obra A; ZQ-902 taken to A, then on to B; ZQ-903 and ZQ-904 never moved; ZQ-905 from
  // obra A to the workshop.
  await mover('ZQ-901', {
    tipo: 'despacho',
    fecha: diasAtras(6),
    hastaObraId: obraA.id,
    guiaDespacho: ++folio,
  })
  await mover('ZQ-902', {
    tipo: 'despacho',
    fecha: diasAtras(8),
    hastaObraId: obraA.id,
    guiaDespacho: ++folio,
  })
  await mover('ZQ-902', {
    tipo: 'traslado',
    fecha: diasAtras(5),
    hastaObraId: obraB.id,
    guiaDespacho: ++folio,
    responsable: 'Ana Díaz',
  })
  await mover('ZQ-905', {
    tipo: 'despacho',
    fecha: diasAtras(10),
    hastaObraId: obraA.id,
    guiaDespacho: ++folio,
  })
  await mover('ZQ-905', {
    tipo: 'ingreso-taller',
    fecha: diasAtras(2),
    observaciones: 'Falla hidráulica',
    responsable: 'Luis Rojas',
  })
}, 120_000)
afterAll(() => t?.close())
describe('GET /v1/resumen-equipos', () => {
  it('counts a flota by estado, by tipo and by obra', async () => {
    // Now: ZQ-901 at A, ZQ-902 at B, ZQ-903 and ZQ-904 disponible, ZQ-905 in the workshop.
    const res = await resumen(`flotaId=${flotaId}`)
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
          tipoActivo: { id: tipoId, nombre: 'Torre de iluminación ZQ' },
          total: 5,
          porEstado: { disponible: 2, 'en-obra': 2, 'en-taller': 1, reservado: 0 },
        },
      ],
      porObra: [
        { obra: obraA, cantidad: 1 },
        { obra: obraB, cantidad: 1 },
      ],
      obrasConEquipos: 2,
    })
    expect(res.body.flotas).toContainEqual({ id: flotaId, nombre: 'Flota logística ZQ' })
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
    const detail = await call('GET', `/v1/activos/${ids['ZQ-903']}`)
    const deleted = await call(
      'DELETE',
      `/v1/activos/${ids['ZQ-903']}?version=${detail.body.version}`,
    )
    expect(deleted.status).toBe(204)
    const after = await resumen(`flotaId=${flotaId}`)
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
