// The fleet's availability through the API, on a tipo and a flota of the test's own (the demo
// data has assets of its own, in other tipos): contract items, workshop visits and an asset de
// baja set up on known days, and the counts per day and intervals per asset they must give.
import { fechaEnSantiago, sumarDias } from '@cordillera/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activos, contratoItems } from '../../db/schema/index.ts'
import {
  darDeBaja,
  insertActivo,
  insertContrato,
  nuevaFlota,
  visitaTaller,
} from '../../testing/ocupacion.testing.ts'
import { AS, startTestApp, type TestApp } from '../../testing/test-app.ts'

type Tipo = {
  tipoActivo: { id: string; nombre: string }
  total: number
  enArriendo: number[]
  enTaller: number[]
  deBaja: number[]
  libres: number[]
  minLibres: number
  diasSinLibres: number
  activos: {
    id: string
    codigo: string
    ocupaciones: {
      desde: string
      hasta: string
      motivo: string
      contrato: { id: string; folio: string } | null
      obra: string | null
    }[]
  }[]
}

let t: TestApp
let tipoId: string
let flotaId: string
const ids: Record<string, string> = {}
let folios: Record<string, string>

const PERIODO = 'desde=2026-03-01&hasta=2026-03-10'

beforeAll(async () => {
  t = await startTestApp()
  const { db } = t.database
  const flota = await nuevaFlota(db)
  tipoId = flota.tipoId
  flotaId = flota.flotaId
  const inFlota = { ...flota }
  const sinFlota = { tipoId: flota.tipoId, marcaId: flota.marcaId }
  for (const name of ['a1', 'a2', 'a3', 'a4']) ids[name] = (await insertActivo(db, inFlota)).id
  ids.a5 = (await insertActivo(db, sinFlota)).id
  ids.borrado = (await insertActivo(db, inFlota)).id

  // a1: on rent until the 4th (withdrawn), then on a terminado contract from the 8th to its end.
  const c1 = await insertContrato(db, [
    { activoId: ids.a1 as string, fechaEntrega: '2026-02-20', fechaRetiro: '2026-03-04' },
  ])
  const c2 = await insertContrato(
    db,
    [{ activoId: ids.a1 as string, fechaEntrega: '2026-03-08' }],
    {
      estado: 'terminado',
      fechaTermino: '2026-03-09',
    },
  )
  // a2: in the workshop from late on the 3rd (already the 4th in UTC) to the 5th.
  await visitaTaller(db, ids.a2 as string, '2026-03-03T23:30:00-03:00', '2026-03-05T09:00:00-03:00')
  // a3: on rent from the 6th, open-ended, with a workshop visit during the rental (on rent wins);
  // an item deleted earlier commits nothing.
  const c3 = await insertContrato(db, [{ activoId: ids.a3 as string, fechaEntrega: '2026-03-06' }])
  await visitaTaller(db, ids.a3 as string, '2026-03-07T10:00:00-03:00', '2026-03-08T18:00:00-03:00')
  const borrado = await insertContrato(db, [
    { activoId: ids.a3 as string, fechaEntrega: '2026-03-01', fechaRetiro: '2026-03-02' },
  ])
  await db
    .update(contratoItems)
    .set({ eliminadoEn: new Date() })
    .where(eq(contratoItems.id, borrado.itemIds[0] as string))
  // a4: de baja from the 9th; a deleted asset on rent counts nowhere.
  await darDeBaja(db, ids.a4 as string, '2026-03-09T10:00:00-03:00')
  await insertContrato(db, [{ activoId: ids.borrado as string, fechaEntrega: '2026-02-01' }])
  await db
    .update(activos)
    .set({ eliminadoEn: new Date() })
    .where(eq(activos.id, ids.borrado as string))
  const folio = (numero: number) => `CON-${String(numero).padStart(6, '0')}`
  folios = { c1: folio(c1.numero), c2: folio(c2.numero), c3: folio(c3.numero) }
}, 180_000)
afterAll(() => t?.close())

const call = (query: string, as: string | null = AS.comercial) =>
  t.call('GET', `/v1/disponibilidad-flota?${query}`, { as })

async function tipoOf(query: string): Promise<Tipo> {
  const res = await call(query)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const [tipo] = res.body.tipos as Tipo[]
  if (!tipo) throw new Error('sin tipos')
  return tipo
}

describe('GET /v1/disponibilidad-flota', () => {
  it('counts each asset once a day: on rent, in the workshop, de baja or free', async () => {
    const res = await call(`${PERIODO}&tipoActivoId=${tipoId}`)
    expect(res.status).toBe(200)
    expect(res.body.desde).toBe('2026-03-01')
    expect(res.body.hasta).toBe('2026-03-10')
    expect(res.body.dias).toEqual(
      Array.from({ length: 10 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`),
    )
    expect(res.body.tipos).toHaveLength(1)
    const [tipo] = res.body.tipos as Tipo[]
    expect(tipo?.tipoActivo.id).toBe(tipoId)
    expect(tipo?.total).toBe(5)
    //                        1  2  3  4  5  6  7  8  9 10
    expect(tipo?.enArriendo).toEqual([1, 1, 1, 1, 0, 1, 1, 2, 2, 1])
    expect(tipo?.enTaller).toEqual([0, 0, 1, 1, 1, 0, 0, 0, 0, 0])
    expect(tipo?.deBaja).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 1, 1])
    expect(tipo?.libres).toEqual([4, 4, 3, 3, 4, 4, 4, 3, 2, 3])
    expect(tipo?.minLibres).toBe(2)
    expect(tipo?.diasSinLibres).toBe(0)
  })

  it('gives each asset its busy intervals clipped to the period, with the contract and obra', async () => {
    const tipo = await tipoOf(`${PERIODO}&tipoActivoId=${tipoId}`)
    const of = (name: string) => tipo.activos.find((activo) => activo.id === ids[name])?.ocupaciones
    expect(tipo.activos.map((activo) => activo.codigo)).toEqual(
      [...tipo.activos.map((activo) => activo.codigo)].sort(),
    )
    expect(tipo.activos.some((activo) => activo.id === ids.borrado)).toBe(false)
    expect(of('a1')).toEqual([
      {
        desde: '2026-03-01',
        hasta: '2026-03-04',
        motivo: 'contrato',
        contrato: { id: expect.any(String), folio: folios.c1 },
        obra: 'OB-0001',
      },
      {
        desde: '2026-03-08',
        hasta: '2026-03-09',
        motivo: 'contrato',
        contrato: { id: expect.any(String), folio: folios.c2 },
        obra: 'OB-0001',
      },
    ])
    expect(of('a2')).toEqual([
      { desde: '2026-03-03', hasta: '2026-03-05', motivo: 'taller', contrato: null, obra: null },
    ])
    expect(of('a3')?.map((o) => [o.desde, o.hasta, o.motivo, o.contrato?.folio ?? null])).toEqual([
      ['2026-03-06', '2026-03-10', 'contrato', folios.c3],
      ['2026-03-07', '2026-03-08', 'taller', null],
    ])
    expect(of('a4')).toEqual([
      { desde: '2026-03-09', hasta: '2026-03-10', motivo: 'baja', contrato: null, obra: null },
    ])
    expect(of('a5')).toEqual([])
  })

  it('narrows to a flota, and says when no asset was free', async () => {
    const tipo = await tipoOf(`${PERIODO}&tipoActivoId=${tipoId}&flotaId=${flotaId}`)
    expect(tipo.total).toBe(4)
    expect(tipo.libres).toEqual([3, 3, 2, 2, 3, 3, 3, 2, 1, 2])
    expect(tipo.activos.some((activo) => activo.id === ids.a5)).toBe(false)
    // From the 8th to the 9th a1 and a3 are on rent and a4 is de baja from the 9th: over the
    // 9th and 10th, with a2 in the workshop again, nothing is free.
    await visitaTaller(t.database.db, ids.a2 as string, '2026-03-09T08:00:00-03:00', null)
    const busy = await tipoOf(
      `desde=2026-03-09&hasta=2026-03-10&tipoActivoId=${tipoId}&flotaId=${flotaId}`,
    )
    expect(busy.enArriendo).toEqual([2, 1])
    expect(busy.enTaller).toEqual([1, 1])
    expect(busy.deBaja).toEqual([1, 1])
    expect(busy.libres).toEqual([0, 1])
    expect(busy.minLibres).toBe(0)
    expect(busy.diasSinLibres).toBe(1)
  })

  it('adds up for every tipo of the fleet, day by day', async () => {
    const res = await call('desde=2026-01-01&hasta=2026-12-31')
    expect(res.status).toBe(200)
    expect(res.body.dias).toHaveLength(365)
    const tipos = res.body.tipos as Tipo[]
    expect(tipos.length).toBeGreaterThan(1)
    for (const tipo of tipos) {
      expect(tipo.enArriendo).toHaveLength(365)
      tipo.libres.forEach((libres, day) => {
        const busy =
          (tipo.enArriendo[day] ?? 0) + (tipo.enTaller[day] ?? 0) + (tipo.deBaja[day] ?? 0)
        expect(libres + busy).toBe(tipo.total)
        expect(libres).toBeGreaterThanOrEqual(0)
      })
      expect(tipo.activos).toHaveLength(tipo.total)
    }
  })

  it('takes today and the next 30 days without a period', async () => {
    const hoy = fechaEnSantiago(new Date())
    const res = await call('')
    expect(res.status).toBe(200)
    expect(res.body.desde).toBe(hoy)
    expect(res.body.hasta).toBe(sumarDias(hoy, 30))
    expect(res.body.dias).toHaveLength(31)
    const desde = await call('desde=2026-03-01')
    expect([desde.body.desde, desde.body.hasta]).toEqual(['2026-03-01', '2026-03-31'])
  })

  it('refuses a period out of order or longer than 366 days, in Spanish', async () => {
    const refused = async (query: string) => {
      const res = await call(query)
      expect(res.status, JSON.stringify(res.body)).toBe(400)
      return res.body.error.fields as Record<string, string>
    }
    expect(await refused('desde=2026-03-10&hasta=2026-03-01')).toEqual({
      hasta: 'La fecha final no puede ser anterior a la inicial.',
    })
    expect(await refused('desde=2026-01-01&hasta=2027-01-02')).toEqual({
      hasta: 'El periodo abarca 367 días: elija hasta 366.',
    })
    // An end left out is resolved first, then checked by the same rule.
    expect((await refused('hasta=2020-01-01')).hasta).toBe(
      'La fecha final no puede ser anterior a la inicial.',
    )
    expect(await refused('desde=01-03-2026&tipoActivoId=excavadora')).toEqual({
      desde: 'La fecha no es válida.',
      tipoActivoId: 'Elija el tipo de activo de la lista.',
    })
    expect((await call('desde=2026-01-01&hasta=2026-12-31')).status).toBe(200)
  })

  it('takes 366 days and refuses 367, counted right in a leap year', async () => {
    for (const ok of ['desde=2024-01-01&hasta=2024-12-31', 'desde=2025-01-01&hasta=2026-01-01']) {
      const res = await call(`${ok}&tipoActivoId=${tipoId}`)
      expect(res.status, ok).toBe(200)
      expect(res.body.dias, ok).toHaveLength(366)
    }
    const res = await call('desde=2024-01-01&hasta=2025-01-01')
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toEqual({ hasta: 'El periodo abarca 367 días: elija hasta 366.' })
  })

  // Date.UTC read year 1 as 1901: 30 days from 0001-01-01 "ended" on 1901-01-31, the 366-day limit
  // passed, and the statement spanned ~1,900 years (≈55 s of a stalled API, then a 500).
  it('refuses year 0001 at once, as a 400 in Spanish naming desde, not a 500 a minute later', async () => {
    const started = performance.now()
    const res = await call('desde=0001-01-01')
    expect(res.status, JSON.stringify(res.body)).toBe(400)
    expect(res.body.error).toEqual({
      code: 'entrada_invalida',
      message: 'Los datos enviados no son válidos.',
      fields: { desde: 'La fecha debe estar entre 1950 y 2100.' },
    })
    expect(performance.now() - started).toBeLessThan(5_000)
    for (const [query, fields] of [
      ['desde=0099-01-01&hasta=0099-01-31', ['desde', 'hasta']],
      ['desde=2026-01-01&hasta=9999-12-31', ['hasta']],
      ['hasta=9999-12-31', ['hasta']],
    ] as const) {
      const other = await call(query)
      expect(other.status, query).toBe(400)
      expect(other.body.error.fields, query).toEqual(
        Object.fromEntries(
          fields.map((campo) => [campo, 'La fecha debe estar entre 1950 y 2100.']),
        ),
      )
    }
  }, 10_000)

  it('keeps its 30 days by default within 2100', async () => {
    const res = await call(`desde=2100-12-20&tipoActivoId=${tipoId}`)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect([res.body.desde, res.body.hasta]).toEqual(['2100-12-20', '2100-12-31'])
    expect(res.body.dias).toHaveLength(12)
  })

  it('answers 401 without a session and 403 without the key (operations staff)', async () => {
    expect((await call(PERIODO, null)).status).toBe(401)
    const res = await call(PERIODO, AS.operaciones)
    expect(res.status).toBe(403)
    expect(res.body.error.message).toMatch(/permiso/i)
  })
})

describe('GET /v1/disponibilidad-flota/opciones', () => {
  it('lists every tipo and flota by name for the filters', async () => {
    const res = await t.call('GET', '/v1/disponibilidad-flota/opciones')
    expect(res.status).toBe(200)
    expect(res.body.tiposActivo.some((tipo: { id: string }) => tipo.id === tipoId)).toBe(true)
    expect(res.body.flotas.some((flota: { id: string }) => flota.id === flotaId)).toBe(true)
  })

  it('answers 401 without a session and 403 without the key', async () => {
    expect((await t.call('GET', '/v1/disponibilidad-flota/opciones', { as: null })).status).toBe(
      401,
    )
    expect(
      (await t.call('GET', '/v1/disponibilidad-flota/opciones', { as: AS.operaciones })).status,
    ).toBe(403)
  })
})
