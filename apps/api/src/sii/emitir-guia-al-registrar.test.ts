// Recording a despacho or retiro with its guía electrónica (POST /v1/activos/{id}/movimientos with
// `guiaElectronica`, decision 091), through the API on the seeded demo data: one guía, typed or
// electronic, for a despacho; until the settings, the certificate and a CAF of tipo 52 are there
// the movement is refused (409) and nothing is recorded, no folio taken; then the movement and its
// guía commit together, the folio becoming the movement's guía, consecutive, on its rows; a
// movement refused by the state machine takes no folio; logistics' key only. The SII's state of
// the seed (decision 087's rows) is cleared first, so the test starts from none whatever the seed
// loads; the CAF's range is far from any seeded folio.
import { validateAgainst } from '@cordillera/sii-dte/validate'
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pgErrorOf } from '../db/pg-error.ts'
import {
  activos,
  dteEmitidos,
  movimientos,
  obras,
  siiCafs,
  siiCertificados,
  siiConfiguracion,
} from '../db/schema/index.ts'
import { AS, startTestApp, type TestApp } from '../testing/test-app.ts'
import { cafBase64, cargarCertificado, cargarEmisor, RUT_EMISOR } from './sii.testing.ts'

const PRIMER_FOLIO = 900_001

let t: TestApp
let libres: { id: string; codigo: string }[]
let obraId: string

type Creado = {
  movimiento: {
    id: string
    tipo: string
    guiaDespacho: number | null
    guiaDte: { id: string; folio: number } | null
    transportista: string | null
  }
  activo: { estado: string }
}

const nextActivo = () => {
  const activo = libres.shift()
  if (!activo) throw new Error('no free asset left')
  return activo
}

const transporte = {
  transportista: { rut: '77.123.456-9', nombre: 'Transportes Andinos' },
  chofer: { rut: '12.345.678-5', nombre: 'Juan Soto' },
  patente: 'BC-DF 12',
}

let minuto = 0
/** Each movement's instant a minute after the last, in the past, so the history stays in order. */
const fecha = () => new Date(Date.now() - (1000 - minuto++) * 60_000).toISOString()

/** A despacho's body to the obra, with its guía electrónica unless `extra` says otherwise. */
const despacho = (extra: object = { guiaElectronica: transporte }) => ({
  tipo: 'despacho',
  fecha: fecha(),
  hastaObraId: obraId,
  responsable: 'Pedro Rojas',
  ...extra,
})

const registrar = (activoId: string, body: object, as: string = AS.operaciones) =>
  t.call('POST', `/v1/activos/${activoId}/movimientos`, { as, body })

const totales = async () => {
  const { db } = t.database
  const [mov] = await db.select({ n: count() }).from(movimientos)
  const [dte] = await db.select({ n: count() }).from(dteEmitidos)
  return { movimientos: mov?.n, dte: dte?.n }
}

/** The request is refused with `status` and nothing is recorded: no movement, no DTE, the asset unmoved. */
async function refusedRecordingNothing(
  activoId: string,
  body: object,
  status: number,
  as?: string,
) {
  const before = await totales()
  const [activo] = await t.database.db.select().from(activos).where(eq(activos.id, activoId))
  const res = await registrar(activoId, body, as)
  expect(res.status, JSON.stringify(res.body)).toBe(status)
  expect(await totales()).toEqual(before)
  const [after] = await t.database.db.select().from(activos).where(eq(activos.id, activoId))
  expect(after?.version).toBe(activo?.version)
  return res.body
}

beforeAll(async () => {
  t = await startTestApp()
  const { db } = t.database
  // Whatever the demo seed loaded of the SII, the test starts from nothing.
  await db.delete(siiCafs)
  await db.delete(siiCertificados)
  await db.delete(siiConfiguracion)
  libres = await db
    .select({ id: activos.id, codigo: activos.codigo })
    .from(activos)
    .where(
      and(
        eq(activos.estado, 'disponible'),
        isNull(activos.eliminadoEn),
        sql`not exists (select 1 from ${movimientos} where ${movimientos.activoId} = ${activos.id})`,
      ),
    )
    .orderBy(asc(activos.codigo))
  const [obra] = await db
    .select({ id: obras.id })
    .from(obras)
    .where(and(eq(obras.activa, true), isNull(obras.eliminadoEn)))
    .orderBy(asc(obras.codigo))
    .limit(1)
  if (!obra) throw new Error('no active obra')
  obraId = obra.id
}, 180_000)
afterAll(() => t?.close())

describe('a despacho’s guía, typed or electronic', () => {
  it('asks for one of them (400), naming the guía', async () => {
    const activo = nextActivo()
    const body = await refusedRecordingNothing(activo.id, despacho({}), 400)
    expect(body.error.fields).toEqual({
      guiaDespacho: 'Ingrese el folio de la guía de despacho o emita la guía electrónica.',
    })
    libres.unshift(activo)
  })

  it('refuses both (400)', async () => {
    const activo = nextActivo()
    const body = await refusedRecordingNothing(
      activo.id,
      despacho({ guiaDespacho: 4711, guiaElectronica: {} }),
      400,
    )
    expect(body.error.fields).toEqual({
      guiaDespacho:
        'Una guía por movimiento: escriba el folio o emita la guía electrónica, no ambas.',
    })
    libres.unshift(activo)
  })

  it('refuses a guía electrónica on a movement to the taller (400)', async () => {
    const activo = nextActivo()
    const body = await refusedRecordingNothing(
      activo.id,
      {
        tipo: 'ingreso-taller',
        fecha: fecha(),
        responsable: 'Pedro Rojas',
        guiaElectronica: {},
      },
      400,
    )
    expect(body.error.fields).toEqual({
      guiaElectronica: 'Solo un despacho o un retiro lleva guía de despacho electrónica.',
    })
    libres.unshift(activo)
  })
})

describe('recording with a guía electrónica before the SII settings are complete', () => {
  it.each([
    ['the tax settings', async () => {}, /^Configure los datos tributarios.*guías de despacho\.$/],
    [
      'the certificate',
      () => cargarEmisor(t),
      'Cargue el certificado digital de la empresa antes de emitir documentos.',
    ],
    ['folios of tipo 52', () => cargarCertificado(t), /^No quedan folios de guía/],
  ] as const)('asks for %s (409), recording nothing', async (_what, cargar, message) => {
    await cargar()
    const activo = libres[0]
    if (!activo) throw new Error('no free asset left')
    const body = await refusedRecordingNothing(activo.id, despacho(), 409)
    expect(body.error.message).toMatch(message)
  })
})

describe('recording a despacho with its guía electrónica', () => {
  let primero: Creado
  let activoId: string

  beforeAll(async () => {
    const caf = await t.call('POST', '/v1/sii/cafs', {
      as: AS.su,
      body: { archivo: cafBase64({ tipoDte: 52, desde: PRIMER_FOLIO, hasta: PRIMER_FOLIO + 9 }) },
    })
    expect(caf.status, JSON.stringify(caf.body)).toBe(201)
  })

  it('refuses a user without the logistics key (403), recording nothing', async () => {
    const activo = libres[0]
    if (!activo) throw new Error('no free asset left')
    await refusedRecordingNothing(activo.id, despacho(), 403, AS.comercial)
  })

  it('records the movement with the CAF’s first folio as its guía, untouched by the refusals', async () => {
    activoId = nextActivo().id
    const res = await registrar(activoId, despacho())
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    primero = res.body
    expect(primero.activo.estado).toBe('en-obra')
    expect(primero.movimiento).toMatchObject({
      tipo: 'despacho',
      guiaDespacho: PRIMER_FOLIO,
      guiaDte: { folio: PRIMER_FOLIO },
      transportista: 'Transportes Andinos',
    })
    const [guia] = await t.database.db
      .select()
      .from(dteEmitidos)
      .where(eq(dteEmitidos.movimientoId, primero.movimiento.id))
    expect(guia).toMatchObject({
      id: primero.movimiento.guiaDte?.id,
      tipoDte: 52,
      folio: PRIMER_FOLIO,
      estadoEnvio: 'listo-para-enviar',
    })
    const [movimiento] = await t.database.db
      .select({ emisor: movimientos.guiaEmisor })
      .from(movimientos)
      .where(eq(movimientos.id, primero.movimiento.id))
    expect(movimiento?.emisor).toBe(RUT_EMISOR)
    const audit = await t.auditOf(primero.movimiento.id)
    expect(audit.map((entry) => entry.action).sort()).toEqual(['crear', 'emitir'])
  })

  it('issued a guía the SII’s schemas accept, carrying the transport asked for', async () => {
    const res = await t.app.request(`/v1/sii/documentos/${primero.movimiento.guiaDte?.id}/xml`, {
      headers: { Authorization: t.authorization(AS.su) },
    })
    expect(res.status).toBe(200)
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(await validateAgainst(bytes, 'EnvioDTE_v10.xsd')).toEqual({ valid: true, errors: [] })
    const xml = Buffer.from(bytes).toString('latin1')
    expect(xml).toContain(`<TipoDTE>52</TipoDTE><Folio>${PRIMER_FOLIO}</Folio>`)
    expect(xml).toContain('<IndTraslado>6</IndTraslado>')
    expect(xml).toContain('<Patente>BCDF12</Patente>')
    expect(xml).toContain('<RUTTrans>77123456-9</RUTTrans>')
  })

  it('shows the guía on the history’s and the asset’s rows', async () => {
    for (const path of [
      `/v1/movimientos?activoId=${activoId}`,
      `/v1/activos/${activoId}/movimientos`,
    ]) {
      const res = await t.call('GET', path, { as: AS.operaciones })
      expect(res.status).toBe(200)
      expect(res.body.items[0]).toMatchObject({
        id: primero.movimiento.id,
        guiaDespacho: PRIMER_FOLIO,
        guiaDte: primero.movimiento.guiaDte,
      })
    }
  })

  it('takes no folio for a movement the state machine refuses (409), and the next is consecutive', async () => {
    // The asset is at its obra already: another despacho of it is refused.
    const body = await refusedRecordingNothing(activoId, despacho(), 409)
    expect(body.error.message).toMatch(/no se despacha/)
    const otro = nextActivo()
    const res = await registrar(otro.id, despacho())
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.movimiento.guiaDte.folio).toBe(PRIMER_FOLIO + 1)
    expect(res.body.movimiento.guiaDespacho).toBe(PRIMER_FOLIO + 1)
  })

  it('records a retiro with its guía electrónica, the company as its receptor', async () => {
    const res = await registrar(activoId, {
      tipo: 'retiro',
      fecha: fecha(),
      responsable: 'Pedro Rojas',
      guiaElectronica: {},
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.movimiento).toMatchObject({
      tipo: 'retiro',
      guiaDespacho: PRIMER_FOLIO + 2,
      guiaDte: { folio: PRIMER_FOLIO + 2 },
    })
    const [guia] = await t.database.db
      .select({ rut: dteEmitidos.rutReceptor })
      .from(dteEmitidos)
      .where(eq(dteEmitidos.movimientoId, res.body.movimiento.id))
    expect(guia?.rut).toBe(RUT_EMISOR)
  })

  it('still refuses a despacho committed without any guía (the constraint at commit)', async () => {
    const activo = nextActivo()
    const insert = t.database.db.insert(movimientos).values({
      activoId: activo.id,
      tipo: 'despacho',
      fecha: new Date(),
      desdeLugar: 'bodega',
      hastaLugar: 'obra',
      hastaObraId: obraId,
      estadoResultante: 'en-obra',
      responsable: 'Nadie',
    })
    const error = await insert.then(
      () => null,
      (caught: unknown) => caught,
    )
    expect(pgErrorOf(error)).toMatchObject({
      code: '23514',
      constraint: 'movimientos_guia_segun_tipo',
    })
  })
})
