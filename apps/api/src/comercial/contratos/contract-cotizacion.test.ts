// Pasar a contrato through the API, in-process against PGlite seeded with the demo data (its fleet
// of 300 assets, all disponible): the candidates of each item, the contract it creates (rates
// after discount, freight split), what it refuses, and the races the locks settle.
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activos, contratoItems, contratos, cotizaciones } from '../../db/schema/index.ts'
import { AS, failAuditsOf, startTestApp, type TestApp } from '../../testing/test-app.ts'
import {
  activosDeTipo,
  type FixtureCotizacion,
  type FixtureItem,
  insertCotizacion,
} from './contrato-fixtures.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
}, 180_000)
afterAll(() => t?.close())

const db = () => t.database.db
const cotizacion = (items: FixtureItem[], options?: Parameters<typeof insertCotizacion>[2]) =>
  insertCotizacion(db(), items, options)

/** The body that gives each item of `cot` the next `cantidad` assets of `pool`. */
function body(
  cot: FixtureCotizacion,
  pools: { id: string }[][],
  extra: { fechaInicio?: string; fechaTermino?: string | null; ordenCompra?: string } = {},
) {
  const fechaInicio = extra.fechaInicio ?? '2027-03-02'
  return {
    version: cot.version,
    fechaInicio,
    ...(extra.fechaTermino !== undefined && { fechaTermino: extra.fechaTermino }),
    ...(extra.ordenCompra && { ordenCompra: extra.ordenCompra }),
    items: cot.items.flatMap((item, index) =>
      (pools[index] ?? []).slice(0, item.cantidad).map((activo) => ({
        cotizacionItemId: item.id,
        activoId: activo.id,
        fechaEntrega: fechaInicio,
      })),
    ),
  }
}

const pasar = (id: string, payload: unknown, as: string = AS.comercial) =>
  t.call('POST', `/v1/cotizaciones/${id}/contrato`, { as, body: payload })
const disponibles = (id: string, query: string, as: string = AS.comercial) =>
  t.call('GET', `/v1/cotizaciones/${id}/activos-disponibles?${query}`, { as })

describe('GET /v1/cotizaciones/{id}/activos-disponibles', () => {
  it('lists, for each item, the free assets of its tipo by código, with their owner', async () => {
    const cot = await cotizacion([
      { tipo: 'Generador', cantidad: 2 },
      { tipo: 'Compresor', cantidad: 1 },
    ])
    const generadores = await activosDeTipo(db(), 'Generador')
    const res = await disponibles(cot.id, 'fechaInicio=2027-02-01')
    expect(res.status).toBe(200)
    expect(res.body.items).toHaveLength(2)
    const [first, second] = res.body.items
    expect(first).toMatchObject({
      cotizacionItemId: cot.items[0]?.id,
      tipoActivo: { nombre: 'Generador' },
      cantidad: 2,
    })
    const codigos: string[] = first.activos.map((a: { codigo: string }) => a.codigo)
    expect(codigos).toEqual([...codigos].sort())
    expect(codigos).toEqual(expect.arrayContaining(generadores.map((a) => a.codigo)))
    expect(first.activos[0]).toMatchObject({
      marca: expect.any(String),
      modelo: expect.any(String),
      estado: 'disponible',
      tipoActivo: { nombre: 'Generador' },
    })
    // Lessors' assets are offered too, naming their owner.
    const all = [...first.activos, ...second.activos]
    expect(all.some((a: { propietario: string | null }) => a.propietario === null)).toBe(true)
    expect(second.tipoActivo.nombre).toBe('Compresor')
  })

  it('leaves out assets de baja and those a contract holds on those dates', async () => {
    const [baja, tomado, libre] = await activosDeTipo(db(), 'Martillo hidráulico')
    await db()
      .update(activos)
      .set({ estado: 'de-baja' })
      .where(eq(activos.id, baja?.id ?? ''))
    const primero = await cotizacion([{ tipo: 'Martillo hidráulico', cantidad: 1 }])
    const hecho = await pasar(
      primero.id,
      body(primero, [[tomado ?? { id: '' }]], {
        fechaInicio: '2027-04-01',
        fechaTermino: '2027-04-30',
      }),
    )
    expect(hecho.status).toBe(201)
    const cot = await cotizacion([{ tipo: 'Martillo hidráulico', cantidad: 1 }])
    const codigos = async (query: string) =>
      (await disponibles(cot.id, query)).body.items[0].activos.map((a: { id: string }) => a.id)
    const durante = await codigos('fechaInicio=2027-04-15&fechaTermino=2027-05-15')
    expect(durante).not.toContain(baja?.id)
    expect(durante).not.toContain(tomado?.id)
    expect(durante).toContain(libre?.id)
    // After that contract's end the asset is free again.
    expect(await codigos('fechaInicio=2027-05-01')).toContain(tomado?.id)
  })

  it('answers 404 for a quotation that does not exist or was deleted, 400 for bad dates', async () => {
    const missing = await disponibles(
      '00000000-0000-4000-8000-000000000000',
      'fechaInicio=2027-01-01',
    )
    expect(missing.status).toBe(404)
    expect(missing.body.error.message).toBe('No encontramos la cotización.')
    const cot = await cotizacion([{ tipo: 'Generador', cantidad: 1 }])
    await db()
      .update(cotizaciones)
      .set({ eliminadoEn: new Date() })
      .where(eq(cotizaciones.id, cot.id))
    expect((await disponibles(cot.id, 'fechaInicio=2027-01-01')).status).toBe(404)
    const bad = await disponibles(cot.id, 'fechaInicio=2027-03-01&fechaTermino=2027-02-01')
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields.fechaTermino).toMatch(/término/)
  })

  it('needs comercial/pasar-contrato (403 for users without it)', async () => {
    const cot = await cotizacion([{ tipo: 'Generador', cantidad: 1 }])
    for (const as of [AS.sinPermisos, AS.operaciones]) {
      expect((await disponibles(cot.id, 'fechaInicio=2027-01-01', as)).status).toBe(403)
    }
  })
})

describe('POST /v1/cotizaciones/{id}/contrato', () => {
  it('creates the contract (201): one item per asset, rate after discount, freight split', async () => {
    const cot = await cotizacion(
      [
        {
          tipo: 'Excavadora',
          cantidad: 3,
          tarifa: 123_457,
          descuentoPct: 12.5,
          fleteIda: 100_001,
          fleteVuelta: 50_000,
          conOperador: true,
        },
        { tipo: 'Minicargador', cantidad: 1, unidadCobro: 'hora', tarifa: 25_000 },
      ],
      { condiciones: 'Garantía de 1 mes.' },
    )
    const excavadoras = await activosDeTipo(db(), 'Excavadora')
    const minis = await activosDeTipo(db(), 'Minicargador')
    const payload = body(cot, [excavadoras, minis], {
      fechaTermino: '2027-09-30',
      ordenCompra: 'OC-7781',
    })
    const last = payload.items[3]
    if (last) Object.assign(last, { minimoHoras: 8, minimoPor: 'dia', tarifaStandBy: 12_000 })
    const res = await pasar(cot.id, payload)
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      folio: expect.stringMatching(/^CON-\d{6}$/),
      cotizacion: { id: cot.id, folio: `COT-${String(cot.numero).padStart(6, '0')}` },
      estado: 'vigente',
      moneda: 'CLP',
      ordenCompra: 'OC-7781',
      fechaInicio: '2027-03-02',
      fechaTermino: '2027-09-30',
      condiciones: 'Garantía de 1 mes.',
      activosEnArriendo: 4,
      solicitudesPendientes: 0,
      creadoPor: { nombre: expect.any(String) },
    })
    const items = res.body.items as {
      activo: { id: string; codigo: string }
      tarifa: number
      fleteIda: number
      fleteVuelta: number
      conOperador: boolean
      unidadCobro: string
      minimoHoras: number | null
    }[]
    expect(items).toHaveLength(4)
    const ex = items.filter((item) => item.unidadCobro === 'dia')
    // 123.457 less 12,5 % = 108.024,875 → 108.025 pesos.
    expect(ex.map((item) => item.tarifa)).toEqual([108_025, 108_025, 108_025])
    expect(ex.map((item) => item.fleteIda).sort()).toEqual([33_333, 33_333, 33_335])
    expect(ex.reduce((sum, item) => sum + item.fleteVuelta, 0)).toBe(50_000)
    expect(ex.every((item) => item.conOperador)).toBe(true)
    // The remainder sits on the first asset chosen for the item.
    const primero = items.find((item) => item.activo.id === excavadoras[0]?.id)
    expect(primero?.fleteIda).toBe(33_335)
    expect(items.find((item) => item.unidadCobro === 'hora')).toMatchObject({
      tarifa: 25_000,
      minimoHoras: 8,
      minimoPor: 'dia',
      tarifaStandBy: 12_000,
    })
    expect(res.body.historial).toEqual([
      expect.objectContaining({
        descripcion: `Contrato creado desde COT-${String(cot.numero).padStart(6, '0')}`,
      }),
    ])

    const [stored] = await db().select().from(cotizaciones).where(eq(cotizaciones.id, cot.id))
    expect(stored).toMatchObject({ estado: 'contratada', version: cot.version + 1 })
    const cotAudit = await t.auditOf(cot.id)
    expect(cotAudit.map((entry) => entry.action)).toEqual(['pasar-contrato'])
    expect(cotAudit[0]?.before).toMatchObject({ estado: 'aceptada' })
    expect(cotAudit[0]?.after).toMatchObject({ estado: 'contratada' })
    const [conAudit] = await t.auditOf(res.body.id)
    expect(conAudit).toMatchObject({ entity: 'contrato', action: 'crear', before: null })
    expect(conAudit?.after).toMatchObject({ items: Array(4).fill(expect.any(Object)) })
  })

  it('splits UF freight in ten-thousandths and rounds the UF rate to 4 decimals', async () => {
    const cot = await cotizacion(
      [{ tipo: 'Bulldozer', cantidad: 3, tarifa: 10.0001, descuentoPct: 33.33, fleteIda: 1 }],
      { moneda: 'UF' },
    )
    const res = await pasar(cot.id, body(cot, [await activosDeTipo(db(), 'Bulldozer')]))
    expect(res.status).toBe(201)
    const items = res.body.items as { tarifa: number; fleteIda: number }[]
    // 10,0001 × 0,6667 = 6,66706667 → 6,6671 UF.
    expect(items.map((item) => item.tarifa)).toEqual([6.6671, 6.6671, 6.6671])
    expect(items.map((item) => item.fleteIda).sort()).toEqual([0.3333, 0.3333, 0.3334])
  })

  it('refuses a second contract of the quotation: 409 naming the contract', async () => {
    const cot = await cotizacion([{ tipo: 'Compresor', cantidad: 1 }])
    const payload = body(cot, [(await activosDeTipo(db(), 'Compresor')).slice(0, 1)], {
      fechaInicio: '2028-01-04',
      fechaTermino: '2028-01-31',
    })
    const first = await pasar(cot.id, payload)
    expect(first.status).toBe(201)
    const again = await pasar(cot.id, payload)
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe(`La cotización ya pasó a contrato (${first.body.folio}).`)
  })

  it('passes only an accepted quotation, at the version read (409)', async () => {
    const compresores = (await activosDeTipo(db(), 'Compresor')).slice(1)
    const enviada = await cotizacion([{ tipo: 'Compresor', cantidad: 1 }], { estado: 'enviada' })
    const refused = await pasar(enviada.id, body(enviada, [compresores]))
    expect(refused.status).toBe(409)
    expect(refused.body.error.message).toMatch(/está enviada: solo una cotización aceptada/)
    const cot = await cotizacion([{ tipo: 'Compresor', cantidad: 1 }])
    const stale = await pasar(cot.id, { ...body(cot, [compresores]), version: cot.version + 1 })
    expect(stale.status).toBe(409)
    expect(stale.body.error.code).toBe('conflicto')
    expect(await db().select().from(contratos).where(eq(contratos.cotizacionId, cot.id))).toEqual(
      [],
    )
  })

  it('answers 400 when an item lacks or exceeds assets, or an asset does not fit', async () => {
    const cot = await cotizacion([
      { tipo: 'Generador', cantidad: 2 },
      { tipo: 'Plataforma tijera', cantidad: 1 },
    ])
    const generadores = await activosDeTipo(db(), 'Generador')
    const plataformas = await activosDeTipo(db(), 'Plataforma tijera')
    const falta = await pasar(cot.id, body(cot, [generadores.slice(0, 1), plataformas]))
    expect(falta.status).toBe(400)
    expect(falta.body.error.fields.items).toBe(
      'El ítem 1 (Generador) lleva 2 activos: falta elegir 1.',
    )
    const sobra = body(cot, [generadores, plataformas])
    sobra.items.push({
      ...(sobra.items[2] as (typeof sobra.items)[number]),
      activoId: plataformas[1]?.id ?? '',
    })
    const res = await pasar(cot.id, sobra)
    expect(res.status).toBe(400)
    expect(res.body.error.fields.items).toBe(
      'El ítem 2 (Plataforma tijera) lleva 1 activo: sobran 1.',
    )

    const wrongTipo = body(cot, [generadores, generadores.slice(2)])
    const tipo = await pasar(cot.id, wrongTipo)
    expect(tipo.status).toBe(400)
    expect(tipo.body.error.fields['items.2.activoId']).toMatch(
      /no es del tipo del ítem \(Plataforma tijera\)/,
    )

    const minimo = body(cot, [generadores, plataformas])
    Object.assign(minimo.items[0] ?? {}, { minimoHoras: 4, minimoPor: 'dia' })
    const hora = await pasar(cot.id, minimo)
    expect(hora.status).toBe(400)
    expect(hora.body.error.fields['items.0.minimoHoras']).toBe(
      'El mínimo de horas es solo para ítems cobrados por hora.',
    )

    const unknown = body(cot, [generadores, plataformas])
    Object.assign(unknown.items[2] ?? {}, { activoId: '00000000-0000-4000-8000-000000000000' })
    expect((await pasar(cot.id, unknown)).body.error.fields['items.2.activoId']).toBe(
      'El activo no existe.',
    )
    const empty = await pasar(cot.id, { version: cot.version, fechaInicio: 'ayer', items: [] })
    expect(empty.status).toBe(400)
    expect(empty.body.error.fields).toMatchObject({
      fechaInicio: expect.any(String),
      items: expect.any(String),
    })
    // Nothing was written by any of them.
    const [stored] = await db().select().from(cotizaciones).where(eq(cotizaciones.id, cot.id))
    expect(stored?.estado).toBe('aceptada')
  })

  it('refuses (409) an asset another contract holds on those dates, naming both', async () => {
    const [activo] = (await activosDeTipo(db(), 'Motoniveladora')).slice(0, 1)
    const a = await cotizacion([{ tipo: 'Motoniveladora', cantidad: 1 }])
    const held = await pasar(a.id, body(a, [[activo ?? { id: '' }]], { fechaInicio: '2027-06-01' }))
    expect(held.status).toBe(201)
    const b = await cotizacion([{ tipo: 'Motoniveladora', cantidad: 1 }])
    const res = await pasar(
      b.id,
      body(b, [[activo ?? { id: '' }]], { fechaInicio: '2031-01-01', fechaTermino: '2031-02-01' }),
    )
    expect(res.status).toBe(409)
    expect(res.body.error.fields['items.0.activoId']).toBe(
      `El activo ${activo?.codigo} está en el contrato ${held.body.folio} en esas fechas. Elija otro.`,
    )
  })

  it('needs comercial/pasar-contrato; 404 for a quotation that does not exist', async () => {
    const cot = await cotizacion([{ tipo: 'Camión aljibe', cantidad: 1 }])
    const payload = body(cot, [await activosDeTipo(db(), 'Camión aljibe')])
    expect((await pasar(cot.id, payload, AS.sinPermisos)).status).toBe(403)
    expect((await pasar(cot.id, payload, AS.operaciones)).status).toBe(403)
    expect((await pasar(cot.id, payload, null as unknown as string)).status).toBe(401)
    const missing = await pasar('00000000-0000-4000-8000-000000000000', payload)
    expect(missing.status).toBe(404)
  })

  it('writes nothing when the audit entry cannot be written', async () => {
    const cot = await cotizacion([{ tipo: 'Camión aljibe', cantidad: 1 }])
    const payload = body(cot, [await activosDeTipo(db(), 'Camión aljibe')])
    const undo = await failAuditsOf(t.database, 'contrato')
    try {
      expect((await pasar(cot.id, payload)).status).toBe(500)
    } finally {
      await undo()
    }
    expect(await db().select().from(contratos).where(eq(contratos.cotizacionId, cot.id))).toEqual(
      [],
    )
    const [stored] = await db().select().from(cotizaciones).where(eq(cotizaciones.id, cot.id))
    expect(stored).toMatchObject({ estado: 'aceptada', version: cot.version })
  })
})

describe('races', () => {
  it('20 simultaneous submissions of one quotation: one contract, nineteen 409', async () => {
    const cot = await cotizacion([{ tipo: 'Cargador frontal', cantidad: 2 }])
    const payload = body(cot, [await activosDeTipo(db(), 'Cargador frontal')], {
      fechaInicio: '2029-01-03',
    })
    const answers = await Promise.all(Array.from({ length: 20 }, () => pasar(cot.id, payload)))
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([201, ...Array(19).fill(409)])
    const won = answers.find((answer) => answer.status === 201)
    for (const lost of answers.filter((answer) => answer.status === 409)) {
      expect(lost.body.error.message).toBe(`La cotización ya pasó a contrato (${won?.body.folio}).`)
    }
    const stored = await db().select().from(contratos).where(eq(contratos.cotizacionId, cot.id))
    expect(stored).toHaveLength(1)
    const items = await db()
      .select()
      .from(contratoItems)
      .where(eq(contratoItems.contratoId, stored[0]?.id ?? ''))
    expect(items).toHaveLength(2)
  })

  it('two quotations racing for one asset: one wins, the other is told who holds it', async () => {
    const [activo] = await activosDeTipo(db(), 'Rodillo compactador')
    const [a, b] = await Promise.all([
      cotizacion([{ tipo: 'Rodillo compactador', cantidad: 1 }]),
      cotizacion([{ tipo: 'Rodillo compactador', cantidad: 1 }]),
    ])
    if (!a || !b || !activo) throw new Error('fixtures')
    const answers = await Promise.all([
      pasar(a.id, body(a, [[activo]], { fechaInicio: '2029-05-01' })),
      pasar(b.id, body(b, [[activo]], { fechaInicio: '2029-05-01' })),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409])
    const won = answers.find((answer) => answer.status === 201)
    const lost = answers.find((answer) => answer.status === 409)
    expect(lost?.body.error.message).toContain(
      `${activo.codigo} está en el contrato ${won?.body.folio}`,
    )
    const held = await db()
      .select({ id: contratoItems.id })
      .from(contratoItems)
      .innerJoin(contratos, eq(contratos.id, contratoItems.contratoId))
      .where(
        and(eq(contratoItems.activoId, activo.id), inArray(contratos.cotizacionId, [a.id, b.id])),
      )
    expect(held).toHaveLength(1)
  })
})
