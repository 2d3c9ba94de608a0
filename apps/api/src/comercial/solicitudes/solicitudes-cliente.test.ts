// The site client's requests (/v1/solicitudes-cliente): cliente@ belongs to obra OB-0001 and sees,
// reads and raises only that obra's requests; another obra's answers exactly as a missing one.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { usuarioObras } from '../../db/schema/index.ts'
import { AS, startTestApp, type TestApp } from '../../testing/test-app.ts'
import { type FixtureContrato, insertContrato, tipoActivoId } from './solicitud-fixtures.ts'

const OPERADOR = 'operador@cordillera.cl'
const BASE = '/v1/solicitudes-cliente'

let t: TestApp
let propio: FixtureContrato
let ajeno: FixtureContrato
let obra1: string
let obra2: string
let tipoId: string
let ajenaId: string
beforeAll(async () => {
  t = await startTestApp()
  const { db } = t.database
  propio = await insertContrato(db, { obraCodigo: 'OB-0001', activos: 3 })
  ajeno = await insertContrato(db, { obraCodigo: 'OB-0002', activos: 1 })
  obra1 = propio.obraId
  obra2 = ajeno.obraId
  tipoId = await tipoActivoId(db, 1)
  // Staff raise a request on the other obra's contract: the client must never see it.
  const res = await t.call('POST', `/v1/contratos/${ajeno.id}/retiro-parcial`, {
    body: { fechaRequerida: '2026-03-01', items: [{ contratoItemId: ajeno.items[0] }] },
  })
  ajenaId = res.body.id
}, 180_000)
afterAll(() => t?.close())

const arriendo = (obraId: string) => ({
  tipo: 'arriendo',
  obraId,
  fechaRequerida: '2026-03-10',
  comentarios: 'Para la excavación del subterráneo',
  items: [{ tipoActivoId: tipoId, cantidad: 1, descripcion: 'Con balde de 1 m³' }],
})

describe('POST /v1/solicitudes-cliente', () => {
  let arriendoId: string

  it('raises an arriendo for its obra: no contract, origen cliente, the client as requester', async () => {
    const res = await t.call('POST', BASE, { as: AS.cliente, body: arriendo(obra1) })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      folio: expect.stringMatching(/^SOL-\d{6}$/),
      tipo: 'arriendo',
      origen: 'cliente',
      estado: 'pendiente',
      obra: { id: obra1, codigo: 'OB-0001' },
      contrato: null,
      moneda: null,
      solicitante: { id: await t.userId(AS.cliente) },
      items: [{ tipoActivo: { id: tipoId }, cantidad: 1, descripcion: 'Con balde de 1 m³' }],
    })
    arriendoId = res.body.id
    expect((await t.auditOf(arriendoId))[0]).toMatchObject({ entity: 'solicitud', action: 'crear' })
  })

  it('raises a retiro of assets on rent at its obra, tied to their contract', async () => {
    const res = await t.call('POST', BASE, {
      as: AS.cliente,
      body: {
        tipo: 'retiro-parcial',
        obraId: obra1,
        fechaRequerida: '2026-03-12',
        items: [{ contratoItemId: propio.items[0] }, { contratoItemId: propio.items[1] }],
      },
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      tipo: 'retiro-parcial',
      contrato: { id: propio.id },
      itemsCount: 2,
    })
  })

  it('refuses another obra, or one that does not exist, with the same message (400)', async () => {
    const otra = await t.call('POST', BASE, { as: AS.cliente, body: arriendo(obra2) })
    expect(otra.status).toBe(400)
    expect(otra.body.error.fields).toEqual({ obraId: 'Elija una de sus obras.' })
    const inventada = await t.call('POST', BASE, { as: AS.cliente, body: arriendo(randomUUID()) })
    expect(inventada.body).toEqual(otra.body)
  })

  it("refuses another obra's assets named for its own obra (400 per item)", async () => {
    const res = await t.call('POST', BASE, {
      as: AS.cliente,
      body: {
        tipo: 'cambio',
        obraId: obra1,
        fechaRequerida: '2026-03-12',
        items: [{ contratoItemId: propio.items[2] }, { contratoItemId: ajeno.items[0] }],
      },
    })
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toEqual({
      'items.1.contratoItemId': 'Ese equipo no está en arriendo en esta obra.',
    })
  })

  it('refuses an asset already in an open request, naming it (409)', async () => {
    const res = await t.call('POST', BASE, {
      as: AS.cliente,
      body: {
        tipo: 'cambio',
        obraId: obra1,
        fechaRequerida: '2026-03-12',
        items: [{ contratoItemId: propio.items[0] }],
      },
    })
    expect(res.status).toBe(409)
    expect(res.body.error.message).toMatch(/SOL-\d{6}/)
  })

  it('is seen by staff with origen cliente', async () => {
    const res = await t.call('GET', `/v1/solicitudes?origen=cliente&obraId=${obra1}&pageSize=all`)
    expect(res.body.items).toContainEqual(
      expect.objectContaining({
        id: arriendoId,
        origen: 'cliente',
        solicitante: expect.objectContaining({ id: await t.userId(AS.cliente) }),
      }),
    )
  })
})

describe('GET /v1/solicitudes-cliente', () => {
  it("lists only its obra's requests", async () => {
    const res = await t.call('GET', `${BASE}?pageSize=all`, { as: AS.cliente })
    expect(res.status).toBe(200)
    expect(res.body.total).toBeGreaterThanOrEqual(2)
    expect(res.body.items.every((row: { obra: { id: string } }) => row.obra.id === obra1)).toBe(
      true,
    )
    expect(res.body.items.map((row: { id: string }) => row.id)).not.toContain(ajenaId)
    const filtered = await t.call('GET', `${BASE}?obraId=${obra2}`, { as: AS.cliente })
    expect(filtered.body.total).toBe(0)
  })

  it('gives a user without obras an empty list, su included', async () => {
    const res = await t.call('GET', BASE, { as: AS.su })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ total: 0, items: [] })
  })

  it('answers 401 without a token and 403 to users without the key', async () => {
    expect((await t.call('GET', BASE, { as: null })).status).toBe(401)
    for (const as of [OPERADOR, AS.operaciones, AS.proveedor]) {
      expect((await t.call('GET', BASE, { as })).status).toBe(403)
    }
  })
})

describe('GET /v1/solicitudes-cliente/{id}', () => {
  it('reads its own request', async () => {
    const list = await t.call('GET', BASE, { as: AS.cliente })
    const id = list.body.items[0].id
    const res = await t.call('GET', `${BASE}/${id}`, { as: AS.cliente })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id, obra: { id: obra1 } })
  })

  it("answers another obra's request exactly as one that does not exist (404)", async () => {
    const ajena = await t.call('GET', `${BASE}/${ajenaId}`, { as: AS.cliente })
    expect(ajena.status).toBe(404)
    const missing = await t.call('GET', `${BASE}/${randomUUID()}`, { as: AS.cliente })
    expect(missing.status).toBe(404)
    expect(ajena.body).toEqual(missing.body)
    expect(ajena.body.error.code).toBe('no_encontrado')
  })

  it('answers 404 to its own request once the obra is no longer its own', async () => {
    const list = await t.call('GET', BASE, { as: AS.cliente })
    const id = list.body.items[0].id
    const usuarioId = await t.userId(AS.cliente)
    await t.database.db.delete(usuarioObras).where(eq(usuarioObras.usuarioId, usuarioId))
    try {
      expect((await t.call('GET', `${BASE}/${id}`, { as: AS.cliente })).status).toBe(404)
    } finally {
      await t.database.db.insert(usuarioObras).values({ usuarioId, obraId: obra1 })
    }
    expect((await t.call('GET', `${BASE}/${id}`, { as: AS.cliente })).status).toBe(200)
  })
})

describe('GET /v1/solicitudes-cliente/opciones', () => {
  it('gives its obras with the assets on rent there, and every tipo de activo', async () => {
    const res = await t.call('GET', `${BASE}/opciones`, { as: AS.cliente })
    expect(res.status).toBe(200)
    expect(res.body.obras.map((obra: { id: string }) => obra.id)).toEqual([obra1])
    const activos = res.body.obras[0].activos
    expect(activos).toEqual(
      expect.arrayContaining(
        propio.items.map((contratoItemId) =>
          expect.objectContaining({
            contratoItemId,
            contrato: { id: propio.id, folio: expect.stringMatching(/^CON-\d{6}$/) },
            activo: expect.objectContaining({ marca: expect.any(String) }),
          }),
        ),
      ),
    )
    expect(activos.map((row: { contratoItemId: string }) => row.contratoItemId)).not.toContain(
      ajeno.items[0],
    )
    expect(res.body.tiposActivo.length).toBeGreaterThan(5)
  })

  it('gives su no obras', async () => {
    const res = await t.call('GET', `${BASE}/opciones`, { as: AS.su })
    expect(res.body.obras).toEqual([])
  })
})
