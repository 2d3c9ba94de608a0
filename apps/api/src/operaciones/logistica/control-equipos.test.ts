// Control de equipos through the API, in-process against the seeded demo data: the assets on rent
// per contract (GET /v1/control-equipos) and its export. The test registers its own tipo and four
// assets, quotes them, passes the quotation to a contract (delivered nine days ago, one still to
// come) and moves them, all through the API, so every number it checks is one it set up: days on
// rent, where each asset is against the contract's obra.
import { fechaEnSantiago, sumarDias } from '@cordillera/contracts'
import { and, asc, eq, isNull, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contratoItems, contratos, marcas, obras } from '../../db/schema/index.ts'
import { AS, type CallOptions, startTestApp, type TestApp } from '../../testing/test-app.ts'

type Obra = { id: string; codigo: string; nombre: string }
type ControlRow = {
  id: string
  contrato: { id: string; folio: string }
  obra: Obra
  razonSocial: { id: string; razonSocial: string }
  activo: {
    id: string
    codigo: string
    tipoActivo: { id: string; nombre: string }
    estado: string
    obraActual: Obra | null
    horometro: number
  }
  unidadCobro: string
  fechaEntrega: string
  diasEnArriendo: number
  situacion: string
}

const TIPO = 'Plataforma tijera ZC'

let t: TestApp
const call = (method: string, path: string, options: CallOptions = {}) =>
  t.call(method, path, { as: AS.operaciones, ...options })
const control = (query: string, as: string = AS.operaciones) =>
  t.call('GET', `/v1/control-equipos?${query}`, { as })

const hoy = fechaEnSantiago(new Date())
const entrega = sumarDias(hoy, -9)
const ids: Record<string, string> = {}
let tipoId: string
let contrato: { id: string; folio: string }
let obraContrato: Obra
let otraObra: Obra
let folio = 82_000

const activosOf = (rows: ControlRow[]) => rows.map((row) => row.activo.codigo)

async function mover(codigo: string, body: Record<string, unknown>) {
  const res = await call('POST', `/v1/activos/${ids[codigo]}/movimientos`, {
    body: { responsable: 'Pedro Soto', fecha: `${entrega}T12:00:00-04:00`, ...body },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
}

beforeAll(async () => {
  t = await startTestApp()
  const { db } = t.database
  const tipo = await call('POST', '/v1/tipos-activo', {
    body: {
      nombre: TIPO,
      categoria: 'levante',
      unidadCobroDefault: 'dia',
      tarifaReferencia: 60_000,
      requiereOperador: false,
    },
  })
  expect(tipo.status, JSON.stringify(tipo.body)).toBe(201)
  tipoId = tipo.body.id
  const [marca] = await db
    .select({ id: marcas.id })
    .from(marcas)
    .where(isNull(marcas.eliminadoEn))
    .orderBy(asc(marcas.nombre))
    .limit(1)
  for (const [n, horometro] of [
    [1, 1250.5],
    [2, 80],
    [3, 310],
    [4, 0],
  ] as const) {
    const codigo = `ZC-00${n}`
    const res = await call('POST', '/v1/activos', {
      body: {
        codigo,
        tipoActivoId: tipoId,
        marcaId: marca?.id,
        modelo: 'GS-1930',
        anio: 2021,
        numeroSerie: `ZCSERIE${n}`,
        horometro,
      },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    ids[codigo] = res.body.id
  }
  // A quotation of four of them for the demo obra OB-0001, sent, accepted and passed to a
  // contract delivered nine days ago (ZC-004 is to be delivered in five days), all through the API.
  const [ob1] = await db
    .select({ id: obras.id, razonSocialId: obras.razonSocialId })
    .from(obras)
    .where(eq(obras.codigo, 'OB-0001'))
  const comercial = (method: string, path: string, body: unknown) =>
    t.call(method, path, { as: AS.comercial, body })
  const creada = await comercial('POST', '/v1/cotizaciones', {
    razonSocialId: ob1?.razonSocialId,
    obraId: ob1?.id,
    fecha: entrega,
    validezDias: 30,
    moneda: 'CLP',
    items: [{ tipoActivoId: tipoId, cantidad: 4, unidadCobro: 'dia', tarifa: 60_000 }],
  })
  expect(creada.status, JSON.stringify(creada.body)).toBe(201)
  const cotizacion = `/v1/cotizaciones/${creada.body.id}`
  let version: number = creada.body.version
  for (const estado of ['enviada', 'aceptada']) {
    const res = await comercial('POST', `${cotizacion}/estado`, { estado, version })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    version = res.body.version
  }
  const pasado = await comercial('POST', `${cotizacion}/contrato`, {
    version,
    fechaInicio: entrega,
    items: ['ZC-001', 'ZC-002', 'ZC-003', 'ZC-004'].map((codigo) => ({
      cotizacionItemId: creada.body.items[0]?.id,
      activoId: ids[codigo],
      fechaEntrega: codigo === 'ZC-004' ? sumarDias(hoy, 5) : entrega,
    })),
  })
  expect(pasado.status, JSON.stringify(pasado.body)).toBe(201)
  contrato = { id: pasado.body.id, folio: pasado.body.folio }
  const [obra] = await db
    .select({ id: obras.id, codigo: obras.codigo, nombre: obras.nombre })
    .from(obras)
    .where(eq(obras.id, ob1?.id ?? ''))
  obraContrato = obra as Obra
  const [otra] = await db
    .select({ id: obras.id, codigo: obras.codigo, nombre: obras.nombre })
    .from(obras)
    .where(and(eq(obras.activa, true), isNull(obras.eliminadoEn), ne(obras.id, ob1?.id ?? '')))
    .orderBy(asc(obras.codigo))
    .limit(1)
  otraObra = otra as Obra
  // ZC-001 went to the contract's obra, ZC-002 to another one, ZC-003 to the workshop; ZC-004
  // is still in the bodega.
  await mover('ZC-001', { tipo: 'despacho', hastaObraId: obraContrato.id, guiaDespacho: ++folio })
  await mover('ZC-002', { tipo: 'despacho', hastaObraId: otraObra.id, guiaDespacho: ++folio })
  await mover('ZC-003', { tipo: 'ingreso-taller', observaciones: 'Revisión de tijera' })
}, 120_000)
afterAll(() => t?.close())

describe('GET /v1/control-equipos', () => {
  it('lists a contract’s assets on rent with their days, horómetro and where they are', async () => {
    const res = await control(`contratoId=${contrato.id}`)
    expect(res.status).toBe(200)
    expect(res.body.total).toBe(4)
    const rows = res.body.items as ControlRow[]
    expect(activosOf(rows)).toEqual(['ZC-001', 'ZC-002', 'ZC-003', 'ZC-004'])
    expect(contrato.folio).toMatch(/^CON-\d{6}$/)
    const [uno, dos, tres, cuatro] = rows as [ControlRow, ControlRow, ControlRow, ControlRow]
    expect(uno).toMatchObject({
      contrato,
      obra: obraContrato,
      razonSocial: { razonSocial: expect.any(String) },
      activo: {
        id: ids['ZC-001'],
        tipoActivo: { id: tipoId, nombre: TIPO },
        estado: 'en-obra',
        obraActual: obraContrato,
        horometro: 1250.5,
      },
      unidadCobro: 'dia',
      fechaEntrega: entrega,
      // Delivered nine days ago: ten days on rent, the delivery day included.
      diasEnArriendo: 10,
      situacion: 'en-obra',
    })
    expect(dos).toMatchObject({
      situacion: 'en-otra-obra',
      activo: { estado: 'en-obra', obraActual: otraObra },
      diasEnArriendo: 10,
    })
    expect(tres).toMatchObject({ situacion: 'en-taller', activo: { estado: 'en-taller' } })
    expect(cuatro).toMatchObject({
      situacion: 'por-despachar',
      activo: { estado: 'disponible', obraActual: null, horometro: 0 },
      fechaEntrega: sumarDias(hoy, 5),
      diasEnArriendo: 0,
    })
  })

  it('filters by situación, obra and tipo, and searches the folio or the código', async () => {
    const rowsOf = async (query: string) => {
      const res = await control(query)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return activosOf(res.body.items)
    }
    const del = `contratoId=${contrato.id}`
    expect(await rowsOf(`${del}&situacion=en-taller`)).toEqual(['ZC-003'])
    expect(await rowsOf(`${del}&situacion=por-despachar`)).toEqual(['ZC-004'])
    expect(await rowsOf(`${del}&situacion=en-obra`)).toEqual(['ZC-001'])
    expect(await rowsOf(`tipoActivoId=${tipoId}&situacion=en-otra-obra`)).toEqual(['ZC-002'])
    expect(await rowsOf(`obraId=${obraContrato.id}&tipoActivoId=${tipoId}`)).toHaveLength(4)
    expect(await rowsOf(`obraId=${otraObra.id}&tipoActivoId=${tipoId}`)).toEqual([])
    expect(await rowsOf(`q=${contrato.folio.toLowerCase()}`)).toEqual([
      'ZC-001',
      'ZC-002',
      'ZC-003',
      'ZC-004',
    ])
    expect(await rowsOf('q=zc-00')).toEqual(['ZC-001', 'ZC-002', 'ZC-003', 'ZC-004'])
    expect(await rowsOf('q=ZC-003')).toEqual(['ZC-003'])
  })

  it('sorts by entrega, activo and obra, and pages by cursor as by number', async () => {
    const del = `contratoId=${contrato.id}`
    const entregaDesc = await control(`${del}&sort=fechaEntrega&dir=desc`)
    expect(activosOf(entregaDesc.body.items)[0]).toBe('ZC-004')
    const activoDesc = await control(`${del}&sort=activo&dir=desc`)
    expect(activosOf(activoDesc.body.items)).toEqual(['ZC-004', 'ZC-003', 'ZC-002', 'ZC-001'])
    const porObra = await control(`${del}&sort=obra`)
    expect(activosOf(porObra.body.items)).toEqual(['ZC-001', 'ZC-002', 'ZC-003', 'ZC-004'])
    // The whole control by contract: each contract's assets together, contracts in order.
    const all = await control('pageSize=all')
    const folios = (all.body.items as ControlRow[]).map((row) => row.contrato.folio)
    expect(folios).toEqual([...folios].sort())
    const first = await control(`${del}&pageSize=3`)
    const next = await control(`${del}&pageSize=3&cursor=${first.body.nextCursor}`)
    expect([...activosOf(first.body.items), ...activosOf(next.body.items)]).toEqual([
      'ZC-001',
      'ZC-002',
      'ZC-003',
      'ZC-004',
    ])
    expect((await control(`${del}&pageSize=3&page=2`)).body.items).toEqual(next.body.items)
  })

  it('leaves out withdrawn items and contracts no longer vigente', async () => {
    const { db } = t.database
    await db
      .update(contratoItems)
      .set({ fechaRetiro: hoy })
      .where(eq(contratoItems.activoId, ids['ZC-002'] ?? ''))
    const res = await control(`contratoId=${contrato.id}`)
    expect(activosOf(res.body.items)).toEqual(['ZC-001', 'ZC-003', 'ZC-004'])
    await db.update(contratos).set({ estado: 'terminado' }).where(eq(contratos.id, contrato.id))
    expect((await control(`contratoId=${contrato.id}`)).body.total).toBe(0)
    await db.update(contratos).set({ estado: 'vigente' }).where(eq(contratos.id, contrato.id))
  })

  it('refuses bad filters in Spanish (400), and is only for operaciones/control-equipos', async () => {
    const bad = await control('situacion=perdida&contratoId=CON-000001&sort=razonSocial')
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields).toMatchObject({
      situacion: expect.stringContaining('La situación debe ser una de'),
      contratoId: 'El contrato no es válido.',
      sort: expect.stringContaining('contrato, obra, fechaEntrega, activo'),
    })
    // Commercial staff hold no operations key.
    expect((await control('', AS.comercial)).status).toBe(403)
    expect((await t.call('GET', '/v1/control-equipos', { as: null })).status).toBe(401)
  })
})

describe('GET /v1/control-equipos/exportar', () => {
  it('writes the control’s rows with its columns, as the table reads them', async () => {
    const res = await call(
      'GET',
      `/v1/control-equipos/exportar?contratoId=${contrato.id}&format=csv&columns=contrato,activo,diasEnArriendo,horometro,situacion`,
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toContain('control-equipos-')
    const lines = String(res.body)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('Contrato;Activo;Días en arriendo;Horómetro;Situación')
    expect(lines.slice(1)).toEqual([
      `${contrato.folio};ZC-001;10;1250,5;En obra`,
      `${contrato.folio};ZC-003;10;310;En taller`,
      `${contrato.folio};ZC-004;0;0;Por despachar`,
    ])
    const xlsx = await call(
      'GET',
      `/v1/control-equipos/exportar?contratoId=${contrato.id}&format=xlsx`,
    )
    expect(xlsx.status).toBe(200)
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml')
  })

  it('refuses a column it does not have (400) and a user without the key (403)', async () => {
    const bad = await call('GET', '/v1/control-equipos/exportar?columns=tarifa')
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields.columns).toContain('Columnas que se pueden exportar')
    const denied = await t.call('GET', '/v1/control-equipos/exportar', { as: AS.comercial })
    expect(denied.status).toBe(403)
  })
})
