// HR's daily reports through the API (rrhh@), in-process against PGlite: the rules on a new report
// and on an edit's merged record, the life of a report (signed by its operator, observed,
// corrected, signed again, validated), the delete, the history read from the audit log, the lists,
// and that a report is reached only through its own operator.
import {
  FECHA_FUTURA_MESSAGE,
  FIN_ANTES_MESSAGE,
  FUERA_DE_ASIGNACION_MESSAGE,
  fechaEnSantiago,
  lecturaAnteriorMessage,
  MOTIVO_FALTA_MESSAGE,
  REPORT_DUPLICADO_MESSAGE,
  sumarDias,
} from '@cordillera/contracts'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { firmasReport, reports } from '../../db/schema/index.ts'
import { AS, failAuditsOf, startTestApp, type TestApp } from '../../testing/test-app.ts'
import {
  demoOperador,
  FIRMA,
  type FixtureOperador,
  insertActivo,
  insertAsignacion,
  insertOperador,
  reportBody,
} from './report-fixtures.ts'

const UNKNOWN = '00000000-0000-4000-8000-000000000000'
const hoy = fechaEnSantiago(new Date())
const dia = (n: number) => sumarDias(hoy, -n)

let t: TestApp
let DEMO_OPERADOR_ID: string
let pedro: FixtureOperador
let activoId: string
let otroActivoId: string
let obraId: string
let contratoFolio: string

beforeAll(async () => {
  t = await startTestApp()
  DEMO_OPERADOR_ID = (await demoOperador(t)).operadorId
  pedro = await insertOperador(t, 'Pedro Antonio', 'Tapia Rojas')
  activoId = await insertActivo(t, 'RPT-EX-01', 1000)
  otroActivoId = await insertActivo(t, 'RPT-EX-02', 500)
  const contrato = await insertAsignacion(t, pedro.operadorId, activoId, dia(60))
  await insertAsignacion(t, pedro.operadorId, otroActivoId, dia(90), dia(70))
  obraId = contrato.obraId
  contratoFolio = `CON-${String(contrato.numero).padStart(6, '0')}`
}, 180_000)
afterAll(() => t?.close())

const base = () => `/v1/operadores/${pedro.operadorId}/reports`
const rrhh = (method: string, path: string, body?: unknown) =>
  t.call(method, path, { as: AS.rrhh, body })

async function countReports() {
  const [row] = await t.database.db
    .select({ n: sql<number>`cast(count(*) as integer)` })
    .from(reports)
    .where(eq(reports.operadorId, pedro.operadorId))
  return row?.n ?? 0
}

async function nuevo(fecha: string, inicio: number, extra: Record<string, unknown> = {}) {
  const res = await rrhh('POST', base(), reportBody(activoId, fecha, inicio, extra))
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  return res.body
}

describe('creating a report (HR)', () => {
  it('writes a borrador with its folio, the assignment’s obra and contract, and derived hours', async () => {
    const res = await rrhh(
      'POST',
      base(),
      reportBody(activoId, dia(50), 1000, {
        horometroFin: 1008.5,
        horasStandBy: 1.5,
        horasDetenidas: 2,
        motivoDetencion: 'clima',
        viajes: 4,
        combustibleLitros: 85.5,
        observaciones: 'Lluvia en la tarde.',
      }),
    )
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body).toMatchObject({
      folio: expect.stringMatching(/^RPT-\d{6}$/),
      operador: { id: pedro.operadorId, nombre: 'Pedro Antonio Tapia Rojas' },
      activo: { id: activoId, codigo: 'RPT-EX-01' },
      obra: { id: obraId },
      contrato: { folio: contratoFolio },
      fecha: dia(50),
      jornada: 'dia',
      horometroInicio: 1000,
      horometroFin: 1008.5,
      horasTrabajadas: 8.5,
      horasStandBy: 1.5,
      horasDetenidas: 2,
      motivoDetencion: 'clima',
      viajes: 4,
      cargas: null,
      combustibleLitros: 85.5,
      observaciones: 'Lluvia en la tarde.',
      estado: 'borrador',
      firmadoEn: null,
      firmas: [],
      claveSync: null,
      version: 1,
      creadoPor: { id: await t.userId(AS.rrhh) },
    })
    expect(res.body.historial).toEqual([
      expect.objectContaining({
        texto: 'Creado por Francisca Rojas Valenzuela',
        estado: 'borrador',
        usuario: expect.objectContaining({ id: await t.userId(AS.rrhh) }),
      }),
    ])
    const [audit] = await t.auditOf(res.body.id)
    expect(audit).toMatchObject({ entity: 'report', action: 'crear', before: null })
  })

  it('refuses, field by field and writing nothing, a future day, a day off the assignment and a reading below the last', async () => {
    const before = await countReports()
    const futura = await rrhh('POST', base(), reportBody(activoId, sumarDias(hoy, 1), 2000))
    expect(futura.status).toBe(400)
    expect(futura.body.error.fields).toEqual({ fecha: FECHA_FUTURA_MESSAGE })

    // Before the assignment began, and an asset he was never on.
    const fuera = await rrhh('POST', base(), reportBody(activoId, dia(61), 2000))
    expect(fuera.status).toBe(400)
    expect(fuera.body.error.fields).toEqual({ activoId: FUERA_DE_ASIGNACION_MESSAGE })
    const ajeno = await insertActivo(t, 'RPT-EX-99', 0)
    const otro = await rrhh('POST', base(), reportBody(ajeno, dia(5), 10))
    expect(otro.body.error.fields).toEqual({ activoId: FUERA_DE_ASIGNACION_MESSAGE })

    // dia(50) ended at 1008.5: a later day starts from there at least.
    const baja = await rrhh('POST', base(), reportBody(activoId, dia(49), 1005))
    expect(baja.status).toBe(400)
    expect(baja.body.error.fields).toEqual({ horometroInicio: lecturaAnteriorMessage(1008.5) })
    expect(baja.body.error.fields.horometroInicio).toContain('1.008,5')

    const invertido = await rrhh(
      'POST',
      base(),
      reportBody(activoId, dia(49), 1010, { horometroFin: 1009 }),
    )
    expect(invertido.status).toBe(400)
    expect(invertido.body.error.fields).toMatchObject({ horometroFin: FIN_ANTES_MESSAGE })
    expect(await countReports()).toBe(before)
  })

  it('refuses a day before 2000 or no calendar day, writing nothing', async () => {
    const before = await countReports()
    for (const [fecha, message] of [
      ['0001-01-01', 'La fecha debe estar entre 2000 y 2100.'],
      ['1999-12-31', 'La fecha debe estar entre 2000 y 2100.'],
      ['2026-02-30', 'La fecha no es válida.'],
    ] as const) {
      const res = await rrhh('POST', base(), reportBody(activoId, fecha, 2000))
      expect(res.status, fecha).toBe(400)
      expect(res.body.error.fields, fecha).toEqual({ fecha: message })
    }
    expect(await countReports()).toBe(before)
  })

  it('reads the last reading of the earlier day and, for the night, of the same day’s day shift', async () => {
    const diurno = await nuevo(dia(45), 1010)
    expect(diurno.horometroFin).toBe(1018)
    const noche = await rrhh(
      'POST',
      base(),
      reportBody(activoId, dia(45), 1012, { jornada: 'noche' }),
    )
    expect(noche.body.error.fields).toEqual({ horometroInicio: lecturaAnteriorMessage(1018) })
    // An earlier day is checked only against what came before it.
    const antes = await nuevo(dia(47), 1008.5, { horometroFin: 1009 })
    expect(antes.horometroInicio).toBe(1008.5)
    const ok = await nuevo(dia(45), 1018, { jornada: 'noche' })
    expect(ok.jornada).toBe('noche')
  })

  it('answers 409 naming the fields for a second report of that operator, asset, day and jornada', async () => {
    const before = await countReports()
    const res = await rrhh('POST', base(), reportBody(activoId, dia(45), 1030))
    expect(res.status).toBe(409)
    expect(res.body.error).toMatchObject({
      code: 'conflicto',
      message: REPORT_DUPLICADO_MESSAGE,
      fields: {
        activoId: REPORT_DUPLICADO_MESSAGE,
        fecha: REPORT_DUPLICADO_MESSAGE,
        jornada: REPORT_DUPLICADO_MESSAGE,
      },
    })
    expect(await countReports()).toBe(before)
  })

  it('lets HR date a report further back than the operator may, within an assignment', async () => {
    const res = await rrhh('POST', base(), reportBody(otroActivoId, dia(80), 500))
    expect(res.status, JSON.stringify(res.body)).toBe(201)
  })

  it('is 404 for an operator that does not exist', async () => {
    const res = await rrhh(
      'POST',
      `/v1/operadores/${UNKNOWN}/reports`,
      reportBody(activoId, hoy, 1),
    )
    expect(res.status).toBe(404)
    expect(res.body.error.message).toBe('No encontramos el operador.')
  })

  it('writes nothing when its audit entry cannot be written', async () => {
    const before = await countReports()
    const undo = await failAuditsOf(t.database, 'report')
    try {
      const res = await rrhh('POST', base(), reportBody(activoId, dia(40), 1100))
      expect(res.status).toBe(500)
    } finally {
      await undo()
    }
    expect(await countReports()).toBe(before)
  })
})

describe('editing a report (HR)', () => {
  it('checks the rules on the stored report with its changes', async () => {
    const report = await nuevo(dia(30), 1200)
    const url = `${base()}/${report.id}`
    const fin = await rrhh('PATCH', url, { horometroFin: 1190, version: 1 })
    expect(fin.status).toBe(400)
    expect(fin.body.error.fields).toEqual({ horometroFin: FIN_ANTES_MESSAGE })
    const motivo = await rrhh('PATCH', url, { horasDetenidas: 2, version: 1 })
    expect(motivo.body.error.fields).toEqual({ motivoDetencion: MOTIVO_FALTA_MESSAGE })
    // dia(45)'s night shift ended at 1026.
    const lectura = await rrhh('PATCH', url, {
      horometroInicio: 1020,
      horometroFin: 1028,
      version: 1,
    })
    expect(lectura.body.error.fields).toEqual({ horometroInicio: lecturaAnteriorMessage(1026) })
    const futura = await rrhh('PATCH', url, { fecha: sumarDias(hoy, 2), version: 1 })
    expect(futura.body.error.fields).toEqual({ fecha: FECHA_FUTURA_MESSAGE })

    const ok = await rrhh('PATCH', url, {
      horometroFin: 1209.5,
      actividades: 'Carguío de material.',
      version: 1,
    })
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    expect(ok.body).toMatchObject({ horasTrabajadas: 9.5, version: 2 })
    expect(ok.body.historial.map((e: { texto: string }) => e.texto)).toEqual([
      'Editado',
      'Creado por Francisca Rojas Valenzuela',
    ])
    // Nothing changed: nothing written.
    const same = await rrhh('PATCH', url, { horometroFin: 1209.5, version: 2 })
    expect(same.body.version).toBe(2)
    expect(await t.auditOf(report.id)).toHaveLength(2)
    // Someone got first.
    const stale = await rrhh('PATCH', url, { horometroFin: 1205, version: 1 })
    expect(stale.status).toBe(409)
  })
})

describe('a report’s life: signed, observed, corrected, signed again, validated', () => {
  it('goes borrador → firmado → en-observacion → firmado → validado, each step in its history', async () => {
    const report = await nuevo(dia(20), 1300)
    const url = `${base()}/${report.id}`

    const sinFirma = await rrhh('POST', `${url}/observacion`, { comentario: 'x', version: 1 })
    expect(sinFirma.status).toBe(409)
    expect(sinFirma.body.error.message).toBe(
      'Solo se pone en observación un report firmado; este está borrador.',
    )
    const firmado = await pedro.call('POST', `/v1/operador/reports/${report.id}/firma`, {
      firma: FIRMA,
      version: 1,
    })
    expect(firmado.status, JSON.stringify(firmado.body)).toBe(200)
    expect(firmado.body).toMatchObject({ estado: 'firmado', version: 2 })

    const editarFirmado = await rrhh('PATCH', url, { actividades: 'Otra cosa.', version: 2 })
    expect(editarFirmado.status).toBe(409)
    expect(editarFirmado.body.error.message).toContain('está firmado')

    const observado = await rrhh('POST', `${url}/observacion`, {
      comentario: 'Falta el combustible cargado.',
      version: 2,
    })
    expect(observado.status).toBe(200)
    expect(observado.body).toMatchObject({
      estado: 'en-observacion',
      observacion: 'Falta el combustible cargado.',
      version: 3,
    })
    const observados = await rrhh(
      'GET',
      `/v1/reports/en-observacion?operadorId=${pedro.operadorId}`,
    )
    expect(observados.body.items.map((row: { id: string }) => row.id)).toContain(report.id)

    const corregido = await rrhh('PATCH', url, { combustibleLitros: 60, version: 3 })
    expect(corregido.status).toBe(200)
    expect(corregido.body).toMatchObject({ estado: 'en-observacion', combustibleLitros: 60 })

    const otraVez = await pedro.call('POST', `/v1/operador/reports/${report.id}/firma`, {
      firma: FIRMA,
      version: 4,
    })
    expect(otraVez.status).toBe(200)
    expect(otraVez.body.firmas).toHaveLength(2)
    expect(otraVez.body.firmas.map((f: { integridad: string }) => f.integridad)).toEqual([
      'integra',
      'integra',
    ])

    const validado = await rrhh('POST', `${url}/validacion`, { version: 5 })
    expect(validado.status, JSON.stringify(validado.body)).toBe(200)
    expect(validado.body).toMatchObject({ estado: 'validado', version: 6 })
    expect(validado.body.historial.map((e: { texto: string }) => e.texto)).toEqual([
      'Validado',
      'Firmado',
      'Corregido',
      'Puesto en observación: Falta el combustible cargado.',
      'Firmado',
      'Creado por Francisca Rojas Valenzuela',
    ])
    expect(validado.body.historial[1].usuario).toMatchObject({ id: pedro.usuarioId })
    expect((await t.auditOf(report.id)).map((entry) => entry.action)).toEqual([
      'crear',
      'firmar',
      'observar',
      'editar',
      'firmar',
      'validar',
    ])

    const editar = await rrhh('PATCH', url, { actividades: 'Otra cosa.', version: 6 })
    expect(editar.status).toBe(409)
    expect(editar.body.error.message).toBe('El report está validado: ya no se puede editar.')
    const borrar = await rrhh('DELETE', `${url}?version=6`)
    expect(borrar.status).toBe(409)
    expect(borrar.body.error.message).toBe('Un report validado no se puede eliminar.')
    const otraValidacion = await rrhh('POST', `${url}/validacion`, { version: 6 })
    expect(otraValidacion.status).toBe(409)
  })

  it('does not validate a report whose content no longer matches its signature', async () => {
    const report = await nuevo(dia(18), 1400)
    await pedro.call('POST', `/v1/operador/reports/${report.id}/firma`, {
      firma: FIRMA,
      version: 1,
    })
    await t.database.db.update(reports).set({ horometroFin: 1420 }).where(eq(reports.id, report.id))
    const res = await rrhh('POST', `${base()}/${report.id}/validacion`, { version: 2 })
    expect(res.status).toBe(409)
    expect(res.body.error.message).toContain('no coincide con el que se firmó')
  })
})

describe('deleting a report (HR)', () => {
  it('hides a borrador, keeps it marked, and audits it', async () => {
    const report = await nuevo(dia(15), 1500)
    const url = `${base()}/${report.id}`
    expect((await rrhh('DELETE', `${url}?version=2`)).status).toBe(409)
    const res = await rrhh('DELETE', `${url}?version=1`)
    expect(res.status).toBe(204)
    expect((await rrhh('GET', url)).status).toBe(404)
    const [stored] = await t.database.db.select().from(reports).where(eq(reports.id, report.id))
    expect(stored?.eliminadoEn).not.toBeNull()
    expect((await t.auditOf(report.id)).map((entry) => entry.action)).toEqual(['crear', 'eliminar'])
    // The day is free again.
    expect((await rrhh('POST', base(), reportBody(activoId, dia(15), 1500))).status).toBe(201)
  })
})

describe('the lists', () => {
  it('an operator’s history holds only his reports, filtered, searched and paged', async () => {
    const all = await rrhh('GET', `${base()}?pageSize=all&sort=fecha&dir=asc`)
    expect(all.status).toBe(200)
    expect(all.body.items.length).toBeGreaterThan(5)
    expect(
      all.body.items.every(
        (row: { operador: { id: string } }) => row.operador.id === pedro.operadorId,
      ),
    ).toBe(true)
    const fechas = all.body.items.map((row: { fecha: string }) => row.fecha)
    expect(fechas).toEqual([...fechas].sort())

    const validados = await rrhh('GET', `${base()}?estado=validado`)
    expect(validados.body.items.map((row: { estado: string }) => row.estado)).toEqual(['validado'])
    const periodo = await rrhh('GET', `${base()}?desde=${dia(46)}&hasta=${dia(44)}&pageSize=all`)
    expect(periodo.body.items.map((row: { fecha: string }) => row.fecha)).toEqual([
      dia(45),
      dia(45),
    ])
    const primero = all.body.items[0]
    const porFolio = await rrhh('GET', `${base()}?q=${primero.folio}`)
    expect(porFolio.body.items.map((row: { id: string }) => row.id)).toEqual([primero.id])
    const porCodigo = await rrhh('GET', `${base()}?q=ex-02&pageSize=all`)
    expect(
      porCodigo.body.items.map((row: { activo: { codigo: string } }) => row.activo.codigo),
    ).toEqual(['RPT-EX-02'])

    // Page by cursor: the same rows in the same order.
    const first = await rrhh('GET', `${base()}?pageSize=3&sort=numero&dir=asc`)
    const second = await rrhh(
      'GET',
      `${base()}?pageSize=3&sort=numero&dir=asc&cursor=${first.body.nextCursor}`,
    )
    const byNumber = await rrhh('GET', `${base()}?pageSize=3&sort=numero&dir=asc&page=2`)
    expect(second.body.items).toEqual(byNumber.body.items)

    expect((await rrhh('GET', `/v1/operadores/${UNKNOWN}/reports`)).status).toBe(404)
  })

  it('an operator’s history refuses a period out of 1950–2100, reversed or over 366 days', async () => {
    const refused = async (query: string) => {
      const res = await rrhh('GET', `${base()}?${query}`)
      expect(res.status, query).toBe(400)
      return res.body.error.fields as Record<string, string>
    }
    const fuera = 'La fecha debe estar entre 1950 y 2100.'
    expect(await refused('desde=0001-01-01')).toEqual({ desde: fuera })
    expect(await refused('desde=0001-01-01&hasta=0001-12-31')).toEqual({
      desde: fuera,
      hasta: fuera,
    })
    expect(await refused('hasta=9999-12-31')).toEqual({ hasta: fuera })
    expect(await refused(`desde=${dia(1)}&hasta=${dia(2)}`)).toEqual({
      hasta: 'La fecha final no puede ser anterior a la inicial.',
    })
    expect(await refused(`desde=${dia(366)}&hasta=${hoy}`)).toEqual({
      hasta: 'El periodo abarca 367 días: elija hasta 366.',
    })
    expect((await rrhh('GET', `${base()}?desde=${dia(365)}&hasta=${hoy}`)).status).toBe(200)
  })

  it('the options offer the operator’s current assignments and those ended lately, with the last reading', async () => {
    const res = await rrhh('GET', `/v1/operadores/${pedro.operadorId}/report-opciones`)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      operador: { id: pedro.operadorId, nombre: 'Pedro Antonio Tapia Rojas' },
      hoy,
    })
    // The one that ended 70 days ago is past REPORT_DIAS_ATRAS.
    expect(res.body.asignaciones).toEqual([
      expect.objectContaining({
        activo: expect.objectContaining({ id: activoId, codigo: 'RPT-EX-01' }),
        obra: expect.objectContaining({ id: obraId }),
        contrato: expect.objectContaining({ folio: contratoFolio }),
        desde: dia(60),
        hasta: null,
        ultimaLectura: 1508,
      }),
    ])
  })
})

describe('ownership and access', () => {
  it('reaches a report only through its own operator: another’s is the same 404 as a missing one', async () => {
    const report = await nuevo(dia(10), 1600)
    const ajeno = `/v1/operadores/${DEMO_OPERADOR_ID}/reports/${report.id}`
    const missing = await rrhh('GET', `/v1/operadores/${DEMO_OPERADOR_ID}/reports/${UNKNOWN}`)
    expect(missing.status).toBe(404)
    const calls = [
      rrhh('GET', ajeno),
      rrhh('PATCH', ajeno, { actividades: 'x y z', version: 1 }),
      rrhh('POST', `${ajeno}/observacion`, { comentario: 'x y z', version: 1 }),
      rrhh('POST', `${ajeno}/validacion`, { version: 1 }),
      rrhh('DELETE', `${ajeno}?version=1`),
    ]
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404)
      expect(res.body).toEqual(missing.body)
    }
    const [stored] = await t.database.db.select().from(reports).where(eq(reports.id, report.id))
    expect(stored).toMatchObject({ version: 1, eliminadoEn: null })
  })

  it('turns away site clients, lessors, staff without keys and operators; su passes', async () => {
    const report = await nuevo(dia(9), 1620)
    const url = `${base()}/${report.id}`
    const routes: Array<[string, string, unknown?]> = [
      ['GET', base()],
      ['GET', `/v1/operadores/${pedro.operadorId}/report-opciones`],
      ['POST', base(), reportBody(activoId, dia(8), 1640)],
      ['GET', url],
      ['PATCH', url, { actividades: 'x y z', version: 1 }],
      ['POST', `${url}/observacion`, { comentario: 'x y z', version: 1 }],
      ['POST', `${url}/validacion`, { version: 1 }],
      ['GET', '/v1/reports/en-observacion'],
      // The history's delete takes the history's key (decision 037), like the history itself.
      ['DELETE', `${url}?version=1`],
    ]
    for (const as of [AS.cliente, AS.proveedor, AS.sinPermisos, AS.operador, AS.comercial]) {
      for (const [method, path, body] of routes) {
        const res = await t.call(method, path, { as, body })
        expect(res.status, `${as} ${method} ${path}`).toBe(403)
      }
    }
    expect((await t.call('GET', url, { as: AS.su })).status).toBe(200)
    expect((await t.call('GET', '/v1/reports/en-observacion', { as: AS.su })).status).toBe(200)
    const [stored] = await t.database.db.select().from(reports).where(eq(reports.id, report.id))
    expect(stored).toMatchObject({ version: 1 })
    const firmas = await t.database.db
      .select()
      .from(firmasReport)
      .where(eq(firmasReport.reportId, report.id))
    expect(firmas).toEqual([])
  })
})
