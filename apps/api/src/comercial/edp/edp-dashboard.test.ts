// edp-dashboard's figures over a period of 2030 (no demo EDP reaches that year, so only this
// file's count there): per stage, the ageing of those waiting, per obra and per month; and this
// month's billed against approved, which grow by exactly what this file creates and approves.
import type { EdpDashboard, EdpDetail } from '@cordillera/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AS, startTestApp, type TestApp } from '../../testing/test-app.ts'
import { contratoEjemplo, EJEMPLO } from './edp-fixtures.ts'

const PERIODO = '?desde=2030-01-01&hasta=2030-12-31'
let t: TestApp
let antes: EdpDashboard
let despues: EdpDashboard
let esperando: EdpDetail

beforeAll(async () => {
  t = await startTestApp()
  const { db } = t.database
  antes = (await t.call<EdpDashboard>('GET', `/v1/edp-dashboard${PERIODO}`)).body
  const enero = await contratoEjemplo(db, { mes: 1 })
  const marzo = await contratoEjemplo(db, { mes: 3 })
  const aprobado = await t.call<EdpDetail>('POST', '/v1/edp', {
    body: { contratoId: enero.contratoId, periodoDesde: '2030-01-01', periodoHasta: '2030-01-31' },
  })
  const sent = await t.call<EdpDetail>('POST', `/v1/edp/${aprobado.body.id}/enviar-a-obra`, {
    body: { version: aprobado.body.version },
  })
  await t.call('POST', `/v1/edp/${aprobado.body.id}/aprobar`, {
    body: { version: sent.body.version },
  })
  esperando = (
    await t.call<EdpDetail>('POST', '/v1/edp', {
      body: {
        contratoId: marzo.contratoId,
        periodoDesde: '2030-03-01',
        periodoHasta: '2030-03-31',
      },
    })
  ).body
  despues = (await t.call<EdpDashboard>('GET', `/v1/edp-dashboard${PERIODO}`)).body
}, 180_000)
afterAll(() => t?.close())

describe('GET /v1/edp-dashboard', () => {
  it('counts and sums per stage, in the workflow’s order', () => {
    expect(antes.porEstado.every((etapa) => etapa.cantidad === 0)).toBe(true)
    expect(despues.porEstado).toEqual([
      { estado: 'revision-comercial-1', cantidad: 1, total: EJEMPLO.total },
      { estado: 'revision-obra', cantidad: 0, total: 0 },
      { estado: 'observado-obra', cantidad: 0, total: 0 },
      { estado: 'revision-comercial-2', cantidad: 0, total: 0 },
      { estado: 'aprobado-obra', cantidad: 1, total: EJEMPLO.total },
    ])
  })

  it('ages those waiting, per obra and per month billed', () => {
    expect(despues.antiguedad).toEqual([
      expect.objectContaining({
        id: esperando.id,
        folio: esperando.folio,
        estado: 'revision-comercial-1',
        dias: 0,
        total: EJEMPLO.total,
      }),
    ])
    expect(despues.porObra).toEqual([
      {
        obra: expect.objectContaining({ codigo: 'OB-0001' }),
        cantidad: 2,
        total: 2 * EJEMPLO.total,
        aprobado: EJEMPLO.total,
      },
    ])
    expect(despues.porMes).toEqual([
      { mes: '2030-01', cantidad: 1, total: EJEMPLO.total, aprobado: EJEMPLO.total },
      { mes: '2030-03', cantidad: 1, total: EJEMPLO.total, aprobado: 0 },
    ])
  })

  it('compares this month’s billed with its approved', () => {
    expect(despues.esteMes.facturado).toEqual({
      cantidad: antes.esteMes.facturado.cantidad + 2,
      total: antes.esteMes.facturado.total + 2 * EJEMPLO.total,
    })
    expect(despues.esteMes.aprobado).toEqual({
      cantidad: antes.esteMes.aprobado.cantidad + 1,
      total: antes.esteMes.aprobado.total + EJEMPLO.total,
    })
  })

  it('defaults to the last 365 days, refuses a period backwards in Spanish, needs its key', async () => {
    const porDefecto = await t.call<EdpDashboard>('GET', '/v1/edp-dashboard')
    expect(porDefecto.status).toBe(200)
    expect(porDefecto.body.hasta).toBe(porDefecto.body.hoy)
    const alReves = await t.call('GET', '/v1/edp-dashboard?desde=2030-12-31&hasta=2030-01-01')
    expect(alReves.status).toBe(400)
    expect(alReves.body.error.fields.hasta).toBe(
      'La fecha final no puede ser anterior a la inicial.',
    )
    expect((await t.call('GET', '/v1/edp-dashboard', { as: AS.sinPermisos })).status).toBe(403)
    expect((await t.call('GET', '/v1/edp-dashboard', { as: AS.cliente })).status).toBe(403)
    expect((await t.call('GET', '/v1/edp-dashboard', { as: null })).status).toBe(401)
  })
})
