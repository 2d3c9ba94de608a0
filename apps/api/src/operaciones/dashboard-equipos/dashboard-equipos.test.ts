// The equipment dashboard through the API. Utilisation is checked over the first quarter of
// 2020, long before the demo data (its assets are registered in the last year): the only assets
// then are the test's own, registered and rented on known days, so every figure of the fleet, its
// tipos, flotas and months is known. The workshop and documents are the fleet's now: the test's
// oldest workshop visit and expired document come first, and the counts agree with the asset
// list's.
import { fechaEnSantiago, sumarDias } from '@cordillera/contracts'
import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activos, documentosActivo } from '../../db/schema/index.ts'
import {
  insertActivo,
  insertContrato,
  nuevaFlota,
  visitaTaller,
} from '../../testing/ocupacion.testing.ts'
import { AS, startTestApp, type TestApp } from '../../testing/test-app.ts'

type Uso = {
  activos: number
  diasPropios: number
  diasArriendo: number
  utilizacion: number | null
}

let t: TestApp
const ids: Record<string, string> = {}
let tipo1: string
let tipo2: string
let flotaId: string

const TRIMESTRE = 'desde=2020-01-01&hasta=2020-03-31'

beforeAll(async () => {
  t = await startTestApp()
  const { db } = t.database
  const primera = await nuevaFlota(db)
  const segunda = await nuevaFlota(db)
  tipo1 = primera.tipoId
  tipo2 = segunda.tipoId
  flotaId = primera.flotaId
  // b1 (tipo 1, flota): owned the whole quarter (91 days); on rent 10–24 January through two
  // overlapping items (15 days, not 20) and from 25 March (7 days).
  ids.b1 = (await insertActivo(db, primera, '2019-06-01')).id
  // b2 (tipo 1, no flota): registered 15 February (46 days owned); an item delivered before its
  // registration counts only from then: 15–20 February (6 days).
  ids.b2 = (await insertActivo(db, { tipoId: tipo1, marcaId: primera.marcaId }, '2020-02-15')).id
  // b5 (tipo 2, flota): owned the whole quarter, never rented; in the workshop since 2019.
  ids.b5 = (await insertActivo(db, { ...segunda, flotaId: primera.flotaId }, '2019-01-01')).id
  // Registered after the quarter, or deleted: not in it.
  ids.b3 = (await insertActivo(db, primera, '2020-04-10')).id
  ids.b4 = (await insertActivo(db, primera, '2019-01-01')).id
  const b = (name: string) => ids[name] as string
  await insertContrato(db, [
    { activoId: b('b1'), fechaEntrega: '2020-01-10', fechaRetiro: '2020-01-19' },
  ])
  await insertContrato(db, [{ activoId: b('b1'), fechaEntrega: '2020-01-15' }], {
    estado: 'terminado',
    fechaTermino: '2020-01-24',
  })
  await insertContrato(db, [{ activoId: b('b1'), fechaEntrega: '2020-03-25' }])
  await insertContrato(db, [
    { activoId: b('b2'), fechaEntrega: '2020-02-01', fechaRetiro: '2020-02-20' },
  ])
  await insertContrato(db, [{ activoId: b('b4'), fechaEntrega: '2020-01-01' }])
  await db
    .update(activos)
    .set({ eliminadoEn: new Date() })
    .where(eq(activos.id, b('b4')))
  await visitaTaller(db, b('b5'), '2019-12-01T09:00:00-03:00', null, 'Cambio de orugas')
  // An expired document older than any other, and one of a deleted asset (never counted).
  for (const [activoId, vence] of [
    [b('b1'), '2000-01-01'],
    [b('b4'), '1999-01-01'],
  ] as const) {
    await db.insert(documentosActivo).values({
      activoId,
      tipo: 'soap',
      numero: `SOAP-${vence}`,
      vence,
      archivoClave: `activos/${activoId}/prueba`,
      archivoNombre: 'soap.pdf',
      archivoTipo: 'application/pdf',
      archivoBytes: 1000,
    })
  }
}, 180_000)
afterAll(() => t?.close())

const call = (query: string, as: string | null = AS.operaciones) =>
  t.call('GET', `/v1/dashboard-equipos?${query}`, { as })

const uso = (activosCount: number, diasPropios: number, diasArriendo: number): Uso => ({
  activos: activosCount,
  diasPropios,
  diasArriendo,
  utilizacion: diasPropios ? diasArriendo / diasPropios : null,
})

describe('GET /v1/dashboard-equipos', () => {
  it('computes utilisation: days on rent over days owned, for the fleet, per tipo and per flota', async () => {
    const res = await call(TRIMESTRE)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect([res.body.desde, res.body.hasta]).toEqual(['2020-01-01', '2020-03-31'])
    expect(res.body.flota).toEqual(uso(3, 91 + 46 + 91, 22 + 6))
    const porTipo = new Map(
      res.body.porTipo.map((row: { tipoActivo: { id: string } } & Uso) => [row.tipoActivo.id, row]),
    )
    expect(porTipo.size).toBe(2)
    expect(porTipo.get(tipo1)).toMatchObject(uso(2, 91 + 46, 22 + 6))
    expect(porTipo.get(tipo2)).toMatchObject(uso(1, 91, 0))
    expect(res.body.porFlota).toEqual([
      { flota: { id: flotaId, nombre: expect.any(String) }, ...uso(2, 91 + 91, 22) },
      { flota: null, ...uso(1, 46, 6) },
    ])
  })

  it('computes each month of the period, its days clipped to it', async () => {
    const res = await call(TRIMESTRE)
    expect(res.body.porMes).toEqual([
      { mes: '2020-01', desde: '2020-01-01', hasta: '2020-01-31', ...uso(2, 62, 15) },
      { mes: '2020-02', desde: '2020-02-01', hasta: '2020-02-29', ...uso(3, 73, 6) },
      { mes: '2020-03', desde: '2020-03-01', hasta: '2020-03-31', ...uso(3, 93, 7) },
    ])
    const partial = await call('desde=2020-01-20&hasta=2020-02-16')
    expect(partial.body.porMes).toEqual([
      // b1 and b5 for 12 days; b1 on rent from the 20th to the 24th.
      { mes: '2020-01', desde: '2020-01-20', hasta: '2020-01-31', ...uso(2, 24, 5) },
      // b1 and b5 for 16 days, b2 from the 15th; b2 on rent on the 15th and 16th.
      { mes: '2020-02', desde: '2020-02-01', hasta: '2020-02-16', ...uso(3, 34, 2) },
    ])
    expect(partial.body.flota).toEqual(uso(3, 58, 7))
  })

  it('lists the workshop’s longest visits with why they went in, and counts assets by estado', async () => {
    const res = await call(TRIMESTRE)
    const estados = new Map(
      res.body.porEstado.map((row: { estado: string; cantidad: number }) => [
        row.estado,
        row.cantidad,
      ]),
    )
    expect([...estados.keys()]).toEqual([
      'disponible',
      'reservado',
      'en-obra',
      'en-traslado',
      'en-taller',
      'de-baja',
    ])
    const enTaller = await t.database.db
      .select({ id: activos.id })
      .from(activos)
      .where(and(eq(activos.estado, 'en-taller'), isNull(activos.eliminadoEn)))
    expect(estados.get('en-taller')).toBe(res.body.taller.cantidad)
    expect(res.body.taller.cantidad).toBe(enTaller.length)
    expect(res.body.taller.activos[0]).toMatchObject({
      id: ids.b5,
      tipoActivo: { id: tipo2 },
      desde: '2019-12-01T12:00:00.000Z',
      motivo: 'Cambio de orugas',
    })
    expect(res.body.taller.activos.length).toBeLessThanOrEqual(5)
  })

  it('counts documents as the asset list flags them, the soonest to expire first', async () => {
    const res = await call(TRIMESTRE)
    const vencimientos = await t.call('GET', '/v1/documentos-activo/vencimientos', {
      as: AS.operaciones,
    })
    expect(vencimientos.status).toBe(200)
    const { proximos, ...counts } = res.body.documentos
    expect(counts).toEqual(vencimientos.body)
    expect(counts.vencidos).toBeGreaterThanOrEqual(1)
    expect(proximos[0]).toMatchObject({
      tipo: 'soap',
      numero: 'SOAP-2000-01-01',
      vence: '2000-01-01',
      activo: { id: ids.b1 },
    })
    expect(proximos.length).toBeLessThanOrEqual(8)
    const vences = proximos.map((documento: { vence: string }) => documento.vence)
    expect(vences).toEqual([...vences].sort())
  })

  it('takes the last 365 days up to today without a period', async () => {
    const hoy = fechaEnSantiago(new Date())
    const res = await call('')
    expect(res.status).toBe(200)
    expect([res.body.desde, res.body.hasta, res.body.hoy]).toEqual([sumarDias(hoy, -364), hoy, hoy])
    expect(res.body.porMes.length).toBeGreaterThanOrEqual(12)
    expect(res.body.porMes.at(-1).hasta).toBe(hoy)
    const sum = (key: 'diasPropios' | 'diasArriendo') =>
      res.body.porMes.reduce((total: number, mes: Uso) => total + mes[key], 0)
    expect(sum('diasPropios')).toBe(res.body.flota.diasPropios)
    expect(sum('diasArriendo')).toBe(res.body.flota.diasArriendo)
    const porTipo = res.body.porTipo.reduce(
      (total: number, row: Uso) => total + row.diasArriendo,
      0,
    )
    expect(porTipo).toBe(res.body.flota.diasArriendo)
  })

  it('refuses a period out of order or longer than 366 days, in Spanish', async () => {
    const bad = await call('desde=2020-03-31&hasta=2020-01-01')
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields).toEqual({
      hasta: 'La fecha final no puede ser anterior a la inicial.',
    })
    const long = await call('desde=2019-01-01&hasta=2020-12-31')
    expect(long.status).toBe(400)
    expect(long.body.error.fields.hasta).toBe('El periodo abarca 731 días: elija hasta 366.')
    expect((await call('desde=ayer')).body.error.fields).toEqual({
      desde: 'La fecha no es válida.',
    })
  })

  // Year 0001 used to answer 200 with months of 1901 (Date.UTC's two-digit years).
  it('refuses a year out of 1950–2100 on the end that has it, and takes 366 days', async () => {
    const fuera = 'La fecha debe estar entre 1950 y 2100.'
    for (const [query, fields] of [
      ['desde=0001-01-01&hasta=0001-12-31', { desde: fuera, hasta: fuera }],
      ['desde=0001-01-01', { desde: fuera }],
      ['hasta=9999-12-31', { hasta: fuera }],
      ['desde=2100-06-01&hasta=9999-12-31', { hasta: fuera }],
    ] as const) {
      const res = await call(query)
      expect(res.status, query).toBe(400)
      expect(res.body.error.fields, query).toEqual(fields)
    }
    const leap = await call('desde=2020-01-01&hasta=2020-12-31')
    expect(leap.status).toBe(200)
    expect(leap.body.porMes).toHaveLength(12)
    expect((await call('desde=2020-01-01&hasta=2021-01-01')).body.error.fields).toEqual({
      hasta: 'El periodo abarca 367 días: elija hasta 366.',
    })
    // The last 365 days before 1950-03-01 begin on the first day there is.
    const inicio = await call('hasta=1950-03-01')
    expect(inicio.status, JSON.stringify(inicio.body)).toBe(200)
    expect([inicio.body.desde, inicio.body.hasta]).toEqual(['1950-01-01', '1950-03-01'])
  })

  it('answers 401 without a session and 403 without the key (commercial staff)', async () => {
    expect((await call(TRIMESTRE, null)).status).toBe(401)
    expect((await call(TRIMESTRE, AS.comercial)).status).toBe(403)
  })
})
