// The operators' dashboard through the API. The period's figures are checked over January 2020,
// long before the demo data: the only reports then are the test's own, inserted straight into the
// table (the reports API is another module's), so every sum per operator, asset, obra, estado and
// day is known. HR's queue is the whole table's now: the test's oldest borrador and observed
// reports (from 2000) come first, and the counts agree with the table's.
import { fechaEnSantiago, mesDe } from '@cordillera/contracts'
import { and, count, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { obras, reports } from '../../db/schema/index.ts'
import { AS, startTestApp, type TestApp } from '../../testing/test-app.ts'
import {
  type EquipoEnArriendo,
  equipoEnArriendo,
  insertReport,
  nuevoOperador,
  type OperadorDePrueba,
} from '../testing/operadores.testing.ts'

let t: TestApp
let ana: OperadorDePrueba
let beto: OperadorDePrueba
let e1: EquipoEnArriendo
let e2: EquipoEnArriendo
let obra2: { id: string; codigo: string }
let antiguo: { id: string; numero: number }
let observado: { id: string; numero: number }

const ENERO = 'desde=2020-01-01&hasta=2020-01-31'

beforeAll(async () => {
  t = await startTestApp()
  const db = t.database.db
  ana = await nuevoOperador(db, { nombres: 'Ana', apellidos: 'Tablero Uno' })
  beto = await nuevoOperador(db, { nombres: 'Beto', apellidos: 'Tablero Dos' })
  e1 = await equipoEnArriendo(db, { fechaEntrega: '2019-12-01' })
  e2 = await equipoEnArriendo(db, { fechaEntrega: '2019-12-01' })
  const [segunda] = await db
    .select({ id: obras.id, codigo: obras.codigo })
    .from(obras)
    .where(eq(obras.codigo, 'OB-0002'))
  if (!segunda) throw new Error('falta OB-0002')
  obra2 = segunda
  const r = (over: Parameters<typeof insertReport>[1]) => insertReport(db, over)
  // Ana on e1 at OB-0001: 8 + 7.5 worked, 1 stand-by, 2 stopped.
  await r({
    operadorId: ana.id,
    activoId: e1.activoId,
    obraId: e1.obraId,
    fecha: '2020-01-06',
    horasTrabajadas: 8,
    horasStandBy: 1,
    estado: 'validado',
  })
  await r({
    operadorId: ana.id,
    activoId: e1.activoId,
    obraId: e1.obraId,
    fecha: '2020-01-07',
    horasTrabajadas: 7.5,
    horasDetenidas: 2,
    estado: 'firmado',
  })
  // Beto on e1 the night of the 6th (OB-0001) and on e2 at OB-0002.
  await r({
    operadorId: beto.id,
    activoId: e1.activoId,
    obraId: e1.obraId,
    fecha: '2020-01-06',
    jornada: 'noche',
    horasTrabajadas: 5.5,
    estado: 'borrador',
  })
  await r({
    operadorId: beto.id,
    activoId: e2.activoId,
    obraId: obra2.id,
    fecha: '2020-01-31',
    horasTrabajadas: 3,
    horasStandBy: 4.5,
    estado: 'en-observacion',
  })
  // Outside the period, or deleted: never counted.
  await r({
    operadorId: ana.id,
    activoId: e1.activoId,
    obraId: e1.obraId,
    fecha: '2020-02-01',
    horasTrabajadas: 9,
  })
  await r({
    operadorId: ana.id,
    activoId: e1.activoId,
    obraId: e1.obraId,
    fecha: '2019-12-31',
    horasTrabajadas: 9,
  })
  await r({
    operadorId: ana.id,
    activoId: e2.activoId,
    obraId: obra2.id,
    fecha: '2020-01-15',
    horasTrabajadas: 9,
    eliminado: true,
  })
  // The oldest of each queue, older than any other report.
  antiguo = await r({
    operadorId: beto.id,
    activoId: e2.activoId,
    obraId: obra2.id,
    fecha: '2000-01-01',
    horasTrabajadas: 1,
  })
  observado = await r({
    operadorId: ana.id,
    activoId: e2.activoId,
    obraId: obra2.id,
    fecha: '2000-01-02',
    horasTrabajadas: 2,
    estado: 'en-observacion',
    observacion: 'El horómetro final no calza',
    estadoDesde: new Date('2020-02-03T12:30:00.000Z'),
  })
}, 180_000)
afterAll(() => t?.close())

const call = (query: string, as: string | null = AS.rrhh) =>
  t.call('GET', `/v1/rrhh/operadores-dashboard?${query}`, { as })

const horas = (reportsCount: number, trabajadas: number, standBy: number, detenidas: number) => ({
  reports: reportsCount,
  horasTrabajadas: trabajadas,
  horasStandBy: standBy,
  horasDetenidas: detenidas,
})

describe('GET /v1/rrhh/operadores-dashboard', () => {
  it('sums the period’s hours in all, per operator, per asset and per obra', async () => {
    const res = await call(ENERO)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect([res.body.desde, res.body.hasta]).toEqual(['2020-01-01', '2020-01-31'])
    expect(res.body.totales).toEqual({ ...horas(4, 24, 5.5, 2), operadores: 2, activos: 2 })
    expect(res.body.porOperador).toEqual([
      { operador: { id: ana.id, nombre: ana.nombre }, ...horas(2, 15.5, 1, 2) },
      { operador: { id: beto.id, nombre: beto.nombre }, ...horas(2, 8.5, 4.5, 0) },
    ])
    expect(res.body.porActivo).toEqual([
      {
        activo: { id: e1.activoId, codigo: e1.codigo, tipo: expect.any(String) },
        ...horas(3, 21, 1, 2),
      },
      {
        activo: { id: e2.activoId, codigo: e2.codigo, tipo: expect.any(String) },
        ...horas(1, 3, 4.5, 0),
      },
    ])
    expect(res.body.porObra).toEqual([
      {
        obra: { id: e1.obraId, codigo: 'OB-0001', nombre: expect.any(String) },
        ...horas(3, 21, 1, 2),
      },
      {
        obra: { id: obra2.id, codigo: 'OB-0002', nombre: expect.any(String) },
        ...horas(1, 3, 4.5, 0),
      },
    ])
  })

  it('gives every estado and every day of the period, zeros included', async () => {
    const res = await call(ENERO)
    expect(res.body.porEstado).toEqual([
      { estado: 'borrador', ...horas(1, 5.5, 0, 0) },
      { estado: 'firmado', ...horas(1, 7.5, 0, 2) },
      { estado: 'en-observacion', ...horas(1, 3, 4.5, 0) },
      { estado: 'validado', ...horas(1, 8, 1, 0) },
    ])
    expect(res.body.porDia).toHaveLength(31)
    expect(res.body.porDia[0]).toEqual({ fecha: '2020-01-01', ...horas(0, 0, 0, 0) })
    expect(res.body.porDia[5]).toEqual({ fecha: '2020-01-06', ...horas(2, 13.5, 1, 0) })
    expect(res.body.porDia[6]).toEqual({ fecha: '2020-01-07', ...horas(1, 7.5, 0, 2) })
    expect(res.body.porDia[30]).toEqual({ fecha: '2020-01-31', ...horas(1, 3, 4.5, 0) })
    const suma = res.body.porDia.reduce(
      (total: number, dia: { horasTrabajadas: number }) => total + dia.horasTrabajadas,
      0,
    )
    expect(suma).toBe(res.body.totales.horasTrabajadas)
  })

  it('lists the reports still to sign and those observed, the oldest first, with the counts', async () => {
    const res = await call(ENERO)
    const cuenta = async (estado: 'borrador' | 'en-observacion') => {
      const [row] = await t.database.db
        .select({ n: count() })
        .from(reports)
        .where(and(eq(reports.estado, estado), isNull(reports.eliminadoEn)))
      return row?.n ?? 0
    }
    const { pendientes } = res.body
    expect(pendientes.porFirmar).toBe(await cuenta('borrador'))
    expect(pendientes.enObservacion).toBe(await cuenta('en-observacion'))
    expect(pendientes.porFirmar).toBeGreaterThanOrEqual(4)
    expect(pendientes.porFirmarMasAntiguos[0]).toEqual({
      id: antiguo.id,
      folio: `RPT-${String(antiguo.numero).padStart(6, '0')}`,
      fecha: '2000-01-01',
      jornada: 'dia',
      operador: { id: beto.id, nombre: beto.nombre },
      activo: { id: e2.activoId, codigo: e2.codigo },
      obra: { id: obra2.id, codigo: 'OB-0002', nombre: expect.any(String) },
      estadoDesde: expect.any(String),
      observacion: null,
    })
    expect(pendientes.enObservacionMasAntiguos[0]).toMatchObject({
      id: observado.id,
      fecha: '2000-01-02',
      observacion: 'El horómetro final no calza',
      estadoDesde: '2020-02-03T12:30:00.000Z',
    })
    expect(pendientes.porFirmarMasAntiguos.length).toBeLessThanOrEqual(8)
    const fechas = pendientes.porFirmarMasAntiguos.map((report: { fecha: string }) => report.fecha)
    expect(fechas).toEqual([...fechas].sort())
  })

  it('takes the current month without a period, or the month of the end given', async () => {
    const res = await call('')
    expect(res.status).toBe(200)
    const hoy = fechaEnSantiago(new Date())
    const mes = mesDe(hoy)
    expect([res.body.desde, res.body.hasta, res.body.hoy]).toEqual([mes.desde, mes.hasta, hoy])
    expect(res.body.porDia[0].fecha).toBe(mes.desde)
    const desde = await call('desde=2020-01-20')
    expect([desde.body.desde, desde.body.hasta]).toEqual(['2020-01-20', '2020-01-31'])
    expect(desde.body.totales.reports).toBe(1)
    const hasta = await call('hasta=2020-01-06')
    expect([hasta.body.desde, hasta.body.hasta]).toEqual(['2020-01-01', '2020-01-06'])
    expect(hasta.body.totales.reports).toBe(2)
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

  // desde=0001-01-01 used to answer 200 with the days of January 1901 (Date.UTC's 19xx years).
  it('refuses a year out of 1950–2100 on the end that has it', async () => {
    const fuera = 'La fecha debe estar entre 1950 y 2100.'
    for (const [query, fields] of [
      ['desde=0001-01-01', { desde: fuera }],
      ['desde=0099-01-01&hasta=0099-01-31', { desde: fuera, hasta: fuera }],
      ['hasta=9999-12-31', { hasta: fuera }],
    ] as const) {
      const res = await call(query)
      expect(res.status, query).toBe(400)
      expect(res.body.error.fields, query).toEqual(fields)
    }
    const leap = await call('desde=2020-01-01&hasta=2020-12-31')
    expect(leap.status).toBe(200)
    expect(leap.body.porDia).toHaveLength(366)
    expect(leap.body.porDia.at(-1).fecha).toBe('2020-12-31')
  })

  it('answers 401 without a session and 403 without the key', async () => {
    expect((await call(ENERO, null)).status).toBe(401)
    expect((await call(ENERO, AS.comercial)).status).toBe(403)
    expect((await call(ENERO, AS.operaciones)).status).toBe(403)
    expect((await call(ENERO, AS.operador)).status).toBe(403)
  })
})
