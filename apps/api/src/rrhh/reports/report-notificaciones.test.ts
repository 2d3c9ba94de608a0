// A report HR observes tells its operator (the bell of the operador portal, and a mail job): what
// to correct, and a link to correct it. Validating a report tells nobody.
import { fechaEnSantiago, sumarDias } from '@cordillera/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { trabajos } from '../../db/schema/trabajos.ts'
import { NOTIFICATION_MAIL_JOB } from '../../notify/notify.ts'
import { AS, startTestApp, type TestApp } from '../../testing/test-app.ts'
import {
  FIRMA,
  type FixtureOperador,
  insertActivo,
  insertAsignacion,
  insertOperador,
  reportBody,
} from './report-fixtures.ts'

const dia = (n: number) => sumarDias(fechaEnSantiago(new Date()), -n)

let t: TestApp
let rosa: FixtureOperador
let activoId: string

beforeAll(async () => {
  t = await startTestApp()
  rosa = await insertOperador(t, 'Rosa Elena', 'Vidal Pinto')
  activoId = await insertActivo(t, 'RPT-NOT-01', 2000)
  await insertAsignacion(t, rosa.operadorId, activoId, dia(30))
}, 180_000)
afterAll(() => t?.close())

const base = () => `/v1/operadores/${rosa.operadorId}/reports`

/** A report of Rosa's, written by HR and signed by her. */
async function firmado(daysAgo: number, horometro: number) {
  const created = await t.call('POST', base(), {
    as: AS.rrhh,
    body: reportBody(activoId, dia(daysAgo), horometro),
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const signed = await rosa.call('POST', `/v1/operador/reports/${created.body.id}/firma`, {
    firma: FIRMA,
    version: created.body.version,
  })
  expect(signed.status, JSON.stringify(signed.body)).toBe(200)
  return signed.body as { id: string; version: number; folio: string; fecha: string }
}

const review = (report: { id: string; version: number }, accion: string, body: object = {}) =>
  t.call('POST', `${base()}/${report.id}/${accion}`, {
    as: AS.rrhh,
    body: { version: report.version, ...body },
  })

const bell = async () =>
  (await rosa.call('GET', '/v1/notificaciones')).body.items as {
    id: string
    tipo: string
    titulo: string
    cuerpo: string
    enlace: string
  }[]

describe('a report observed by HR', () => {
  it('tells its operator what to correct, with a link to correct it, and mails it', async () => {
    const report = await firmado(5, 2000)
    expect(await bell()).toEqual([])
    const observed = await review(report, 'observacion', {
      comentario: 'Falta el combustible cargado.',
    })
    expect(observed.status).toBe(200)
    const [aviso, ...otros] = await bell()
    expect(otros).toEqual([])
    expect(aviso).toMatchObject({
      tipo: 'report-observado',
      titulo: `Report ${report.folio} observado`,
      enlace: `/operador/reports/${report.id}/editar`,
    })
    const [year, month, day] = report.fecha.split('-')
    expect(aviso?.cuerpo).toBe(
      `RR.HH. observó tu report del ${day}-${month}-${year}: "Falta el combustible cargado." Corrígelo y fírmalo de nuevo.`,
    )
    const jobs = await t.database.db
      .select()
      .from(trabajos)
      .where(eq(trabajos.tipo, NOTIFICATION_MAIL_JOB))
    expect(
      jobs.filter((job) => (job.datos as { notificacionId: string }).notificacionId === aviso?.id),
    ).toHaveLength(1)
    // HR, who observed it, is told nothing.
    const rrhh = await t.call('GET', '/v1/notificaciones', { as: AS.rrhh })
    expect(rrhh.body.items).toEqual([])
  })

  it('tells nobody when it is validated', async () => {
    const report = await firmado(4, 2010)
    const before = (await bell()).length
    const validated = await review(report, 'validacion')
    expect(validated.status).toBe(200)
    expect((await bell()).length).toBe(before)
  })
})
