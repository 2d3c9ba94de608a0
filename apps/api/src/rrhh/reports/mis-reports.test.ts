// The operator's own reports through the API (/v1/operador/…), in-process against PGlite with the
// test app's disk storage: the phone's offline sync answered once whatever how often it is
// replayed, the drawn signature stored and checked (and found altered when the row is changed
// behind the API's back), and every call reaching only the signed-in operator's rows.
import { createHash } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import {
  FIRMA_INVALIDA_MESSAGE,
  FIRMA_MAX_BYTES,
  FIRMA_PESADA_MESSAGE,
  fechaEnSantiago,
  REPORT_ANTIGUO_MESSAGE,
  REPORT_DIAS_ATRAS,
  sumarDias,
  textoCanonicoReport,
} from '@cordillera/contracts'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, firmasReport, reports } from '../../db/schema/index.ts'
import { AS, failAuditsOf, startTestApp, type TestApp } from '../../testing/test-app.ts'
import { CLAVE_AJENA_MESSAGE } from './create-mi-report.ts'
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
let ana: FixtureOperador
let luis: FixtureOperador
let activoAna: string
let activoLuis: string

beforeAll(async () => {
  t = await startTestApp()
  DEMO_OPERADOR_ID = (await demoOperador(t)).operadorId
  ana = await insertOperador(t, 'Ana María', 'Soto Parra')
  luis = await insertOperador(t, 'Luis', 'Contreras Vega')
  activoAna = await insertActivo(t, 'MIS-EX-01', 2000)
  activoLuis = await insertActivo(t, 'MIS-EX-02', 3000)
  await insertAsignacion(t, ana.operadorId, activoAna, dia(60))
  await insertAsignacion(t, luis.operadorId, activoLuis, dia(60))
}, 180_000)
afterAll(() => t?.close())

const sync = (claveSync: string, fecha: string, inicio: number) => ({
  ...reportBody(activoAna, fecha, inicio),
  claveSync,
})

async function reportsWith(claveSync: string) {
  return t.database.db.select().from(reports).where(eq(reports.claveSync, claveSync))
}

/** The signature images stored for a report (the disk storage's files under its key). */
const storedFirmas = (reportId: string) =>
  readdir(join(t.storage.root, 'reports', reportId, 'firmas')).catch(() => [])

async function crearEntries(id: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'crear')))
}

describe('the offline sync (POST /v1/operador/reports)', () => {
  it('replayed five times in a row: one report, one crear entry; 201 first, then 200 with the same report', async () => {
    const clave = crypto.randomUUID()
    const answers = []
    for (let i = 0; i < 5; i += 1) {
      answers.push(await ana.call('POST', '/v1/operador/reports', sync(clave, dia(25), 2000)))
    }
    expect(
      answers.map((res) => res.status),
      JSON.stringify(answers[0]?.body),
    ).toEqual([201, 200, 200, 200, 200])
    const [first] = answers
    expect(first?.body).toMatchObject({
      folio: expect.stringMatching(/^RPT-\d{6}$/),
      claveSync: clave,
      operador: { id: ana.operadorId },
      estado: 'borrador',
      creadoPor: { id: ana.usuarioId },
    })
    for (const res of answers) {
      expect(res.body).toMatchObject({ id: first?.body.id, folio: first?.body.folio, version: 1 })
    }
    expect(await reportsWith(clave)).toHaveLength(1)
    expect(await crearEntries(first?.body.id)).toHaveLength(1)
    expect(await t.auditOf(first?.body.id)).toHaveLength(1)
  })

  it('replayed five times at once: one report, one crear entry; one 201 and four 200 with the same report', async () => {
    const clave = crypto.randomUUID()
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        ana.call('POST', '/v1/operador/reports', sync(clave, dia(24), 2008)),
      ),
    )
    expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 200, 200, 201])
    const ids = new Set(answers.map((res) => res.body.id))
    const folios = new Set(answers.map((res) => res.body.folio))
    expect(ids.size).toBe(1)
    expect(folios.size).toBe(1)
    expect(await reportsWith(clave)).toHaveLength(1)
    expect(await crearEntries([...ids][0] as string)).toHaveLength(1)
  })

  it('answers the report whatever its estado, even with a body that would now be refused', async () => {
    const clave = crypto.randomUUID()
    const created = await ana.call('POST', '/v1/operador/reports', sync(clave, dia(23), 2016))
    const signed = await ana.call('POST', `/v1/operador/reports/${created.body.id}/firma`, {
      firma: FIRMA,
      version: 1,
    })
    expect(signed.body.estado).toBe('firmado')
    // The phone retries with what it still holds: the report as created, now signed.
    const again = await ana.call('POST', '/v1/operador/reports', sync(clave, dia(23), 1))
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ id: created.body.id, estado: 'firmado', version: 2 })
  })

  it('refuses another operator’s key with 409, writing nothing', async () => {
    const clave = crypto.randomUUID()
    await ana.call('POST', '/v1/operador/reports', sync(clave, dia(22), 2024))
    const res = await luis.call('POST', '/v1/operador/reports', {
      ...reportBody(activoLuis, dia(22), 3000),
      claveSync: clave,
    })
    expect(res.status).toBe(409)
    expect(res.body.error.message).toBe(CLAVE_AJENA_MESSAGE)
    const [row] = await t.database.db
      .select({ n: sql<number>`cast(count(*) as integer)` })
      .from(reports)
      .where(eq(reports.operadorId, luis.operadorId))
    expect(row?.n).toBe(0)
  })

  it('keeps the operator to the last REPORT_DIAS_ATRAS days', async () => {
    const res = await ana.call(
      'POST',
      '/v1/operador/reports',
      sync(crypto.randomUUID(), dia(REPORT_DIAS_ATRAS + 1), 1500),
    )
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toEqual({ fecha: REPORT_ANTIGUO_MESSAGE })
  })
})

describe('signing (POST /v1/operador/reports/{id}/firma)', () => {
  let id: string
  beforeAll(async () => {
    const res = await ana.call(
      'POST',
      '/v1/operador/reports',
      sync(crypto.randomUUID(), dia(20), 2100),
    )
    expect(res.status).toBe(201)
    id = res.body.id
  })

  it('refuses what is not a PNG and a PNG too large, storing nothing', async () => {
    const jpeg = `data:image/png;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...new Array(120).fill(7)]).toString('base64')}`
    const noPng = await ana.call('POST', `/v1/operador/reports/${id}/firma`, {
      firma: jpeg,
      version: 1,
    })
    expect(noPng.status).toBe(400)
    expect(noPng.body.error.fields).toEqual({ firma: FIRMA_INVALIDA_MESSAGE })
    const png = Buffer.from(FIRMA.slice('data:image/png;base64,'.length), 'base64')
    const grande = Buffer.concat([png, Buffer.alloc(FIRMA_MAX_BYTES + 1 - png.length, 1)])
    const pesada = await ana.call('POST', `/v1/operador/reports/${id}/firma`, {
      firma: `data:image/png;base64,${grande.toString('base64')}`,
      version: 1,
    })
    expect(pesada.status).toBe(400)
    expect(pesada.body.error.fields).toEqual({ firma: FIRMA_PESADA_MESSAGE })
    expect(await storedFirmas(id)).toEqual([])
  })

  it('stores the image, hashes the content signed, and answers the signature verified', async () => {
    const res = await ana.call('POST', `/v1/operador/reports/${id}/firma`, {
      firma: FIRMA,
      version: 1,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body).toMatchObject({ estado: 'firmado', version: 2 })
    expect(res.body.firmadoEn).toBe(res.body.firmas[0].firmadoEn)
    const [firma] = res.body.firmas
    expect(firma).toMatchObject({
      firmadoPor: { id: ana.usuarioId, nombre: 'Ana María Soto Parra' },
      integridad: 'integra',
    })

    const [stored] = await t.database.db
      .select()
      .from(firmasReport)
      .where(eq(firmasReport.reportId, id))
    expect(stored?.imagenClave).toMatch(new RegExp(`^reports/${id}/firmas/[0-9a-f-]{36}\\.png$`))
    expect(stored?.contenido).toMatchObject({ folio: res.body.folio, horometroInicio: 2100 })
    const canonical = textoCanonicoReport(stored?.contenido as never)
    expect(firma.hash).toBe(createHash('sha256').update(canonical).digest('hex'))

    // The image comes back byte for byte through its short-lived URL.
    const image = await t.app.request(firma.imagenUrl)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await image.arrayBuffer()).toString('base64')).toBe(
      FIRMA.slice('data:image/png;base64,'.length),
    )
    const [audit] = (await t.auditOf(id)).filter((entry) => entry.action === 'firmar')
    expect(audit).toMatchObject({ entity: 'report', usuarioId: ana.usuarioId })
    expect(res.body.historial[0]).toMatchObject({ texto: 'Firmado', estado: 'firmado' })
  })

  it('is not signed twice, nor edited once signed, nor at a stale version', async () => {
    const twice = await ana.call('POST', `/v1/operador/reports/${id}/firma`, {
      firma: FIRMA,
      version: 2,
    })
    expect(twice.status).toBe(409)
    expect(twice.body.error.message).toBe('El report ya está firmado.')
    const edit = await ana.call('PATCH', `/v1/operador/reports/${id}`, {
      actividades: 'Otra cosa.',
      version: 2,
    })
    expect(edit.status).toBe(409)
    expect(edit.body.error.message).toContain('está firmado')

    const borrador = await ana.call(
      'POST',
      '/v1/operador/reports',
      sync(crypto.randomUUID(), dia(19), 2108),
    )
    const stale = await ana.call('POST', `/v1/operador/reports/${borrador.body.id}/firma`, {
      firma: FIRMA,
      version: 7,
    })
    expect(stale.status).toBe(409)
    expect(
      await t.database.db
        .select()
        .from(firmasReport)
        .where(eq(firmasReport.reportId, borrador.body.id)),
    ).toEqual([])
  })

  it('shows a signature as alterada when the report was changed behind the API’s back', async () => {
    await t.database.db.update(reports).set({ horometroFin: 2109.5 }).where(eq(reports.id, id))
    const res = await ana.call('GET', `/v1/operador/reports/${id}`)
    expect(res.status).toBe(200)
    expect(res.body.firmas[0].integridad).toBe('alterada')
    const hr = await t.call('GET', `/v1/operadores/${ana.operadorId}/reports/${id}`, {
      as: AS.rrhh,
    })
    expect(hr.body.firmas[0].integridad).toBe('alterada')
  })

  it('stores nothing when the signature’s transaction fails', async () => {
    const borrador = await ana.call(
      'POST',
      '/v1/operador/reports',
      sync(crypto.randomUUID(), dia(18), 2120),
    )
    const undo = await failAuditsOf(t.database, 'report')
    try {
      const res = await ana.call('POST', `/v1/operador/reports/${borrador.body.id}/firma`, {
        firma: FIRMA,
        version: 1,
      })
      expect(res.status).toBe(500)
    } finally {
      await undo()
    }
    const [stored] = await t.database.db
      .select()
      .from(reports)
      .where(eq(reports.id, borrador.body.id))
    expect(stored).toMatchObject({ estado: 'borrador', version: 1 })
    expect(
      await t.database.db
        .select()
        .from(firmasReport)
        .where(eq(firmasReport.reportId, borrador.body.id)),
    ).toEqual([])
    expect(await storedFirmas(borrador.body.id)).toEqual([])
  })
})

describe('editing his report (PATCH /v1/operador/reports/{id})', () => {
  it('corrects a borrador, checking the rules on the merged record', async () => {
    const res = await ana.call(
      'POST',
      '/v1/operador/reports',
      sync(crypto.randomUUID(), dia(12), 2200),
    )
    const url = `/v1/operador/reports/${res.body.id}`
    const bad = await ana.call('PATCH', url, { horometroFin: 2100, version: 1 })
    expect(bad.status).toBe(400)
    const ok = await ana.call('PATCH', url, { horometroFin: 2206.5, viajes: 3, version: 1 })
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({ horasTrabajadas: 6.5, viajes: 3, version: 2 })
  })
})

describe('his lists and options', () => {
  it('today holds today’s reports and those still to sign or correct, his only', async () => {
    const hoyReport = await ana.call(
      'POST',
      '/v1/operador/reports',
      sync(crypto.randomUUID(), hoy, 2300),
    )
    expect(hoyReport.status).toBe(201)
    await luis.call('POST', '/v1/operador/reports', {
      ...reportBody(activoLuis, hoy, 3000),
      claveSync: crypto.randomUUID(),
    })
    const res = await ana.call('GET', '/v1/operador/reports/hoy')
    expect(res.status).toBe(200)
    expect(res.body.hoy).toBe(hoy)
    const items = res.body.items as {
      id: string
      fecha: string
      estado: string
      operador: { id: string }
    }[]
    expect(items[0]?.id).toBe(hoyReport.body.id)
    expect(items.every((row) => row.operador.id === ana.operadorId)).toBe(true)
    expect(
      items.every(
        (row) => row.fecha === hoy || ['borrador', 'en-observacion'].includes(row.estado),
      ),
    ).toBe(true)
    expect(items.some((row) => row.estado === 'firmado')).toBe(false)
  })

  it('the history and the options are his only', async () => {
    const list = await ana.call('GET', '/v1/operador/reports?pageSize=all')
    expect(list.status).toBe(200)
    expect(list.body.items.length).toBeGreaterThan(5)
    expect(
      list.body.items.every(
        (row: { operador: { id: string } }) => row.operador.id === ana.operadorId,
      ),
    ).toBe(true)
    // The history's period is checked as HR's: a year out of 1950–2100 is refused on its end.
    for (const [query, campo] of [
      ['desde=0001-01-01', 'desde'],
      ['hasta=9999-12-31', 'hasta'],
    ] as const) {
      const refused = await ana.call('GET', `/v1/operador/reports?${query}`)
      expect(refused.status, query).toBe(400)
      expect(refused.body.error.fields, query).toEqual({
        [campo]: 'La fecha debe estar entre 1950 y 2100.',
      })
    }
    const opciones = await ana.call('GET', '/v1/operador/report-opciones')
    expect(opciones.status).toBe(200)
    expect(opciones.body.operador.id).toBe(ana.operadorId)
    expect(opciones.body.asignaciones.map((a: { activo: { id: string } }) => a.activo.id)).toEqual([
      activoAna,
    ])
  })

  it('operador@ has his open assignment on an asset on rent, and no report today', async () => {
    const opciones = await t.call('GET', '/v1/operador/report-opciones', { as: AS.operador })
    expect(opciones.body.operador.id).toBe(DEMO_OPERADOR_ID)
    expect(opciones.body.asignaciones).toEqual([expect.objectContaining({ hasta: null })])
    const list = await t.call('GET', `/v1/operador/reports?pageSize=all&desde=${hoy}`, {
      as: AS.operador,
    })
    expect(list.body.items).toEqual([])
  })
})

describe('ownership and access', () => {
  it('another operator’s report answers the same 404 as a missing one, and nothing is written', async () => {
    const own = await luis.call('POST', '/v1/operador/reports', {
      ...reportBody(activoLuis, dia(10), 3100),
      claveSync: crypto.randomUUID(),
    })
    expect(own.status).toBe(201)
    const url = `/v1/operador/reports/${own.body.id}`
    const missing = await ana.call('GET', `/v1/operador/reports/${UNKNOWN}`)
    expect(missing.status).toBe(404)
    for (const res of [
      await ana.call('GET', url),
      await ana.call('PATCH', url, { actividades: 'Mío ahora.', version: 1 }),
      await ana.call('POST', `${url}/firma`, { firma: FIRMA, version: 1 }),
      await t.call('GET', url, { as: AS.operador }),
    ]) {
      expect(res.status).toBe(404)
      expect(res.body).toEqual(missing.body)
    }
    const [stored] = await t.database.db.select().from(reports).where(eq(reports.id, own.body.id))
    expect(stored).toMatchObject({ version: 1, estado: 'borrador' })
    expect(await storedFirmas(own.body.id)).toEqual([])
  })

  it('site clients, lessors, staff without keys, HR and su are turned away from the operator’s routes', async () => {
    const own = await luis.call('GET', '/v1/operador/reports?pageSize=1')
    const id = own.body.items[0].id as string
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/v1/operador/reports/hoy'],
      ['GET', '/v1/operador/reports'],
      ['GET', '/v1/operador/report-opciones'],
      ['GET', `/v1/operador/reports/${id}`],
      [
        'POST',
        '/v1/operador/reports',
        { ...reportBody(activoLuis, dia(3), 3200), claveSync: crypto.randomUUID() },
      ],
      ['PATCH', `/v1/operador/reports/${id}`, { actividades: 'x y z', version: 1 }],
      ['POST', `/v1/operador/reports/${id}/firma`, { firma: FIRMA, version: 1 }],
    ]
    for (const as of [AS.cliente, AS.proveedor, AS.sinPermisos, AS.rrhh, AS.su]) {
      for (const [method, path, body] of routes) {
        const res = await t.call(method, path, { as, body })
        expect(res.status, `${as} ${method} ${path}`).toBe(403)
      }
    }
    for (const [method, path, body] of routes) {
      expect((await t.call(method, path, { as: null, body })).status).toBe(401)
    }
  })
})
