// Equipos de pago through the API: contract items set up on an obra of the test's own (no demo
// contract there) with known deliveries and withdrawals, and the rows, días and totals of a
// period they must give; the current month by default; filters, search, sorts, pages by cursor
// and the export.
import { fechaEnSantiago, mesDe } from '@cordillera/contracts'
import { eq, notExists } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contratoItems, contratos, obras } from '../../db/schema/index.ts'
import { insertActivo, insertContrato, nuevaFlota } from '../../testing/ocupacion.testing.ts'
import { AS, startTestApp, type TestApp } from '../../testing/test-app.ts'

type Row = {
  id: string
  contrato: { id: string; folio: string; moneda: string }
  obra: { id: string; codigo: string; nombre: string }
  razonSocial: { id: string; razonSocial: string }
  activo: { id: string; codigo: string; tipoActivo: { id: string; nombre: string } }
  unidadCobro: string
  tarifa: number
  fechaEntrega: string
  fechaRetiro: string | null
  desde: string
  hasta: string
  dias: number
  horas: number | null
}

let t: TestApp
let obraId: string
let obraCodigo: string
const activo: Record<string, { id: string; codigo: string }> = {}
const contrato: Record<string, { id: string; numero: number; itemIds: string[] }> = {}
const folio = (numero: number) => `CON-${String(numero).padStart(6, '0')}`

const MARZO = 'desde=2026-03-01&hasta=2026-03-31'

beforeAll(async () => {
  t = await startTestApp()
  const { db } = t.database
  const [obra] = await db
    .select({ id: obras.id, codigo: obras.codigo })
    .from(obras)
    .where(notExists(db.select().from(contratos).where(eq(contratos.obraId, obras.id))))
    .orderBy(obras.codigo)
    .limit(1)
  if (!obra) throw new Error('no hay obra sin contratos')
  obraId = obra.id
  obraCodigo = obra.codigo
  const flota = await nuevaFlota(db)
  for (const name of ['a1', 'a2', 'a3', 'a4', 'a5']) activo[name] = await insertActivo(db, flota)
  const id = (name: string) => activo[name]?.id as string
  // C1 (pesos, vigente, open-ended): a1 by day until the 10th; a2 by hour from the 20th.
  contrato.c1 = await insertContrato(
    db,
    [
      { activoId: id('a1'), fechaEntrega: '2026-02-15', fechaRetiro: '2026-03-10', tarifa: 50_000 },
      { activoId: id('a2'), fechaEntrega: '2026-03-20', unidadCobro: 'hora', tarifa: 30_000 },
    ],
    { obraCodigo },
  )
  // C2 (UF, terminado on the 5th): a3 by month, never withdrawn: held until the contract's end.
  contrato.c2 = await insertContrato(
    db,
    [{ activoId: id('a3'), fechaEntrega: '2026-01-10', unidadCobro: 'mes', tarifa: 12.5 }],
    { obraCodigo, estado: 'terminado', fechaTermino: '2026-03-05', moneda: 'UF' },
  )
  // Outside March, or deleted: not billed in March.
  contrato.c3 = await insertContrato(
    db,
    [
      { activoId: id('a4'), fechaEntrega: '2026-04-02' },
      { activoId: id('a5'), fechaEntrega: '2026-01-01', fechaRetiro: '2026-02-28' },
      { activoId: id('a5'), fechaEntrega: '2026-03-03', fechaRetiro: '2026-03-04' },
    ],
    { obraCodigo },
  )
  await db
    .update(contratoItems)
    .set({ eliminadoEn: new Date() })
    .where(eq(contratoItems.id, contrato.c3.itemIds[2] as string))
}, 180_000)
afterAll(() => t?.close())

const list = async (query: string) => {
  const res = await t.call('GET', `/v1/equipos-de-pago?${query}`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body as {
    items: Row[]
    total: number
    totalDias: number
    desde: string
    hasta: string
    nextCursor: string | null
  }
}
const codes = (rows: Row[]) => rows.map((row) => row.activo.codigo)
/** March's rows by contract: C1's two items by código, then C2's. */
const marzo = () => [...[activo.a1?.codigo, activo.a2?.codigo].sort(), activo.a3?.codigo]
const rowOf = (rows: Row[], name: string) => rows.find((row) => row.activo.id === activo[name]?.id)

describe('GET /v1/equipos-de-pago', () => {
  it('lists the items on rent in the period with their tarifa and days, by contract', async () => {
    const page = await list(`${MARZO}&obraId=${obraId}`)
    expect(page.desde).toBe('2026-03-01')
    expect(page.hasta).toBe('2026-03-31')
    expect(page.total).toBe(3)
    expect(page.totalDias).toBe(10 + 12 + 5)
    expect(codes(page.items)).toEqual(marzo())
    const [a1, a2, a3] = ['a1', 'a2', 'a3'].map((name) => rowOf(page.items, name))
    expect(a1).toMatchObject({
      contrato: { id: contrato.c1?.id, folio: folio(contrato.c1?.numero ?? 0), moneda: 'CLP' },
      obra: { id: obraId, codigo: obraCodigo },
      unidadCobro: 'dia',
      tarifa: 50_000,
      fechaEntrega: '2026-02-15',
      fechaRetiro: '2026-03-10',
      desde: '2026-03-01',
      hasta: '2026-03-10',
      dias: 10,
      horas: null,
    })
    expect(a1?.razonSocial.razonSocial).toEqual(expect.any(String))
    expect(a1?.activo.tipoActivo.nombre).toMatch(/^Tipo /)
    // By hour: no daily reports yet, so no hours, never an estimate.
    expect(a2).toMatchObject({
      unidadCobro: 'hora',
      desde: '2026-03-20',
      hasta: '2026-03-31',
      dias: 12,
      horas: null,
    })
    expect(a3).toMatchObject({
      contrato: { moneda: 'UF' },
      unidadCobro: 'mes',
      tarifa: 12.5,
      fechaRetiro: null,
      desde: '2026-03-01',
      hasta: '2026-03-05',
      dias: 5,
    })
  })

  it('filters by unidad, contract and obra, and searches by folio and código', async () => {
    expect(codes((await list(`${MARZO}&obraId=${obraId}&unidadCobro=hora`)).items)).toEqual([
      activo.a2?.codigo,
    ])
    const c2 = await list(`${MARZO}&contratoId=${contrato.c2?.id}`)
    expect(codes(c2.items)).toEqual([activo.a3?.codigo])
    expect(c2.totalDias).toBe(5)
    const byFolio = await list(`${MARZO}&q=${folio(contrato.c2?.numero ?? 0).toLowerCase()}`)
    expect(codes(byFolio.items)).toEqual([activo.a3?.codigo])
    const byCodigo = await list(`${MARZO}&q=${activo.a1?.codigo.toLowerCase()}`)
    expect(codes(byCodigo.items)).toEqual([activo.a1?.codigo])
    // April: a2 still on rent (30 days) and a4 from the 2nd (29 days).
    const abril = await list(`desde=2026-04-01&hasta=2026-04-30&obraId=${obraId}`)
    expect(codes(abril.items)).toEqual([activo.a2?.codigo, activo.a4?.codigo])
    expect(abril.totalDias).toBe(30 + 29)
  })

  it('sorts by días and by obra, and pages by cursor both ways', async () => {
    const byDias = await list(`${MARZO}&obraId=${obraId}&sort=dias&dir=desc`)
    expect(byDias.items.map((row) => row.dias)).toEqual([12, 10, 5])
    const byObra = await list(`${MARZO}&obraId=${obraId}&sort=obra`)
    expect(codes(byObra.items)).toEqual(marzo())
    const first = await list(`${MARZO}&obraId=${obraId}&pageSize=2`)
    expect(codes(first.items)).toEqual(marzo().slice(0, 2))
    const next = await list(`${MARZO}&obraId=${obraId}&pageSize=2&cursor=${first.nextCursor}`)
    expect(codes(next.items)).toEqual(marzo().slice(2))
    expect(next.totalDias).toBe(27)
    // A cursor of March's list is not April's.
    const other = await t.call(
      'GET',
      `/v1/equipos-de-pago?desde=2026-04-01&hasta=2026-04-30&obraId=${obraId}&pageSize=2&cursor=${first.nextCursor}`,
    )
    expect(other.status).toBe(400)
  })

  it('takes the current month in Santiago without a period', async () => {
    const mes = mesDe(fechaEnSantiago(new Date()))
    const { db } = t.database
    const nuevo = await insertActivo(db, await nuevaFlota(db))
    await insertContrato(db, [{ activoId: nuevo.id, fechaEntrega: mes.desde }], { obraCodigo })
    const page = await list(`obraId=${obraId}`)
    expect([page.desde, page.hasta]).toEqual([mes.desde, mes.hasta])
    const row = page.items.find((item) => item.activo.id === nuevo.id)
    expect(row?.dias).toBe(Number(mes.hasta.slice(8)))
  })

  it('refuses a bad period, sort or unidad in Spanish', async () => {
    const refused = async (query: string) => {
      const res = await t.call('GET', `/v1/equipos-de-pago?${query}`)
      expect(res.status, JSON.stringify(res.body)).toBe(400)
      return res.body.error.fields as Record<string, string>
    }
    expect(await refused('desde=2026-03-31&hasta=2026-03-01')).toEqual({
      hasta: 'La fecha final no puede ser anterior a la inicial.',
    })
    expect((await refused('desde=2025-01-01&hasta=2026-03-01')).hasta).toMatch(/^El periodo abarca/)
    expect(await refused('sort=folio&unidadCobro=semana')).toEqual({
      sort: 'Solo se puede ordenar por: contrato, obra, dias.',
      unidadCobro: 'La unidad de cobro debe ser una de: hora, dia, mes.',
    })
    expect((await refused('desde=2026-03-01&hasta=2026-03-31&obraId=la-mia')).obraId).toBe(
      'La obra no es válida.',
    )
  })

  // Year 0001 used to answer 200: Date.UTC made January of year 1 end on 1901-01-31.
  it('refuses a year out of 1950–2100, list and export alike, and takes 366 days', async () => {
    const fuera = 'La fecha debe estar entre 1950 y 2100.'
    for (const path of ['/v1/equipos-de-pago', '/v1/equipos-de-pago/exportar']) {
      for (const [query, fields] of [
        ['desde=0001-01-01', { desde: fuera }],
        ['desde=0001-01-01&hasta=0001-01-31', { desde: fuera, hasta: fuera }],
        ['desde=2026-03-01&hasta=9999-12-31', { hasta: fuera }],
        ['hasta=9999-12-31', { hasta: fuera }],
      ] as const) {
        const res = await t.call('GET', `${path}?${query}`)
        expect(res.status, `${path}?${query}`).toBe(400)
        expect(res.body.error.fields, `${path}?${query}`).toEqual(fields)
      }
    }
    const year = await list(`desde=2025-03-01&hasta=2026-03-01&obraId=${obraId}&pageSize=1`)
    expect([year.desde, year.hasta]).toEqual(['2025-03-01', '2026-03-01'])
    const long = await t.call('GET', '/v1/equipos-de-pago?desde=2025-03-01&hasta=2026-03-02')
    expect(long.status).toBe(400)
    expect(long.body.error.fields).toEqual({
      hasta: 'El periodo abarca 367 días: elija hasta 366.',
    })
  })

  it('answers 401 without a session and 403 without the key (operations staff)', async () => {
    for (const path of ['/v1/equipos-de-pago', '/v1/equipos-de-pago/exportar']) {
      expect((await t.call('GET', path, { as: null })).status).toBe(401)
      expect((await t.call('GET', path, { as: AS.operaciones })).status).toBe(403)
    }
  })
})

describe('GET /v1/equipos-de-pago/exportar', () => {
  it('exports the period as people read it, hours said to be missing for hour items', async () => {
    const res = await t.call('GET', `/v1/equipos-de-pago/exportar?${MARZO}&obraId=${obraId}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toMatch(/equipos-de-pago-\d{4}-\d{2}-\d{2}\.csv/)
    const [header, ...lines] = (res.body as string).replace(/^\uFEFF/, '').split('\r\n')
    expect(header).toBe(
      'Contrato;Obra;Razón social;Activo;Tipo;Unidad de cobro;Tarifa;Moneda;Entrega;Retiro;Desde (periodo);Hasta (periodo);Días en arriendo;Horas',
    )
    expect(lines.map((line) => line.split(';')[3])).toEqual([...marzo(), undefined])
    const line = (name: string) => lines.find((text) => text.includes(`;${activo[name]?.codigo};`))
    const c1 = folio(contrato.c1?.numero ?? 0)
    expect(line('a1')).toMatch(
      new RegExp(
        `^${c1};${obraCodigo} [^;]+;[^;]+;${activo.a1?.codigo};Tipo [^;]+;Día;50000;CLP;15-02-2026;10-03-2026;01-03-2026;10-03-2026;10;$`,
      ),
    )
    expect(line('a2')).toMatch(
      /;Hora;30000;CLP;20-03-2026;;20-03-2026;31-03-2026;12;Sin partes diarios aún$/,
    )
    expect(line('a3')).toMatch(/;Mes;12,5;UF;10-01-2026;;01-03-2026;05-03-2026;5;$/)
  })

  it('refuses a bad period like the list', async () => {
    const res = await t.call(
      'GET',
      '/v1/equipos-de-pago/exportar?desde=2026-03-31&hasta=2026-03-01',
    )
    expect(res.status).toBe(400)
    expect(res.body.error.fields.hasta).toBe('La fecha final no puede ser anterior a la inicial.')
  })
})
