// Requests through the API: raised by staff from a contract (adición, cambio, retiro parcial,
// cierre) and handled by staff (list, detail, edit while pendiente, approval, rejection), in-process
// against PGlite seeded with the demo data; contracts are fixtures written straight to the tables.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solicitudes } from '../../db/schema/index.ts'
import { AS, failAuditsOf, startTestApp, type TestApp } from '../../testing/test-app.ts'
import { type FixtureContrato, insertContrato, tipoActivoId } from './solicitud-fixtures.ts'

let t: TestApp
let clp: FixtureContrato
let uf: FixtureContrato
let otro: FixtureContrato
let terminado: FixtureContrato
let retirado: FixtureContrato
let tipoId: string
beforeAll(async () => {
  t = await startTestApp()
  const { db } = t.database
  clp = await insertContrato(db, { obraCodigo: 'OB-0002', activos: 4 })
  uf = await insertContrato(db, { obraCodigo: 'OB-0003', activos: 2, moneda: 'UF' })
  otro = await insertContrato(db, { obraCodigo: 'OB-0003', activos: 2 })
  terminado = await insertContrato(db, { obraCodigo: 'OB-0002', activos: 1, estado: 'terminado' })
  retirado = await insertContrato(db, { obraCodigo: 'OB-0002', activos: 1, retirados: true })
  tipoId = await tipoActivoId(db)
}, 180_000)
afterAll(() => t?.close())

const contrato = (id: string, accion: string) => `/v1/contratos/${id}/${accion}`
const FOLIO = /^SOL-\d{6}$/

const adicion = (tarifa: number) => ({
  fechaRequerida: '2026-03-02',
  comentarios: 'Para la losa del piso 4',
  items: [{ tipoActivoId: tipoId, cantidad: 2, unidadCobro: 'dia', tarifa, conOperador: true }],
})
const retiro = (contratoItemId: string) => ({
  fechaRequerida: '2026-03-05',
  items: [{ contratoItemId }],
})

describe('POST /v1/contratos/{id}/adicion', () => {
  it('creates a pendiente request of the contract and its obra, numbered, audited with its items', async () => {
    const res = await t.call('POST', contrato(clp.id, 'adicion'), { body: adicion(45_000) })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      folio: expect.stringMatching(FOLIO),
      tipo: 'adicion',
      origen: 'comercial',
      estado: 'pendiente',
      obra: { id: clp.obraId, codigo: 'OB-0002' },
      contrato: { id: clp.id, folio: `CON-${String(clp.numero).padStart(6, '0')}` },
      moneda: 'CLP',
      fechaRequerida: '2026-03-02',
      comentarios: 'Para la losa del piso 4',
      solicitante: { id: await t.userId(AS.comercial) },
      itemsCount: 1,
      version: 1,
      creadoPor: { id: await t.userId(AS.comercial) },
    })
    expect(res.body.items).toEqual([
      expect.objectContaining({
        posicion: 0,
        tipoActivo: { id: tipoId, nombre: expect.any(String) },
        cantidad: 2,
        unidadCobro: 'dia',
        tarifa: 45_000,
        conOperador: true,
        contratoItem: null,
      }),
    ])
    const audit = await t.auditOf(res.body.id)
    expect(audit).toEqual([
      expect.objectContaining({
        entity: 'solicitud',
        action: 'crear',
        usuarioId: await t.userId(AS.comercial),
        before: null,
        after: expect.objectContaining({
          tipo: 'adicion',
          items: [expect.objectContaining({ tarifa: 45_000, cantidad: 2 })],
        }),
      }),
    ])
  })

  it('numbers requests one after another from the sequence', async () => {
    const a = await t.call('POST', contrato(clp.id, 'adicion'), { body: adicion(1000) })
    const b = await t.call('POST', contrato(clp.id, 'adicion'), { body: adicion(1000) })
    expect(b.body.numero).toBe(a.body.numero + 1)
  })

  it("takes the tarifa's decimals from the contract's moneda", async () => {
    const pesos = await t.call('POST', contrato(clp.id, 'adicion'), { body: adicion(45_000.5) })
    expect(pesos.status).toBe(400)
    expect(pesos.body.error.fields).toEqual({ 'items.0.tarifa': 'En pesos no lleva decimales.' })
    const muchos = await t.call('POST', contrato(uf.id, 'adicion'), { body: adicion(1.23456) })
    expect(muchos.body.error.fields).toEqual({
      'items.0.tarifa': 'En UF lleva como máximo 4 decimales.',
    })
    const bien = await t.call('POST', contrato(uf.id, 'adicion'), { body: adicion(1.2345) })
    expect(bien.status).toBe(201)
    expect(bien.body).toMatchObject({ moneda: 'UF', items: [{ tarifa: 1.2345 }] })
  })

  it('answers 400 in Spanish for a missing field or a tipo that does not exist, writing nothing', async () => {
    const before = await t.database.db.select({ id: solicitudes.id }).from(solicitudes)
    const sinTarifa = await t.call('POST', contrato(clp.id, 'adicion'), {
      body: { fechaRequerida: '2026-13-01', items: [{ tipoActivoId: tipoId, cantidad: 0 }] },
    })
    expect(sinTarifa.status).toBe(400)
    expect(sinTarifa.body.error.fields).toMatchObject({
      fechaRequerida: expect.any(String),
      'items.0.cantidad': 'La cantidad es al menos 1.',
      'items.0.tarifa': 'Ingrese la tarifa.',
    })
    const body = adicion(1000)
    body.items[0] = { ...body.items[0], tipoActivoId: randomUUID() } as (typeof body.items)[0]
    const tipo = await t.call('POST', contrato(clp.id, 'adicion'), { body })
    expect(tipo.body.error.fields).toEqual({
      'items.0.tipoActivoId': 'El tipo de activo elegido no existe.',
    })
    const after = await t.database.db.select({ id: solicitudes.id }).from(solicitudes)
    expect(after).toHaveLength(before.length)
  })

  it('answers 404 for a contract that does not exist and 409 for a finished one', async () => {
    const missing = await t.call('POST', contrato(randomUUID(), 'adicion'), { body: adicion(1) })
    expect(missing.status).toBe(404)
    expect(missing.body.error).toMatchObject({ code: 'no_encontrado' })
    const done = await t.call('POST', contrato(terminado.id, 'adicion'), { body: adicion(1) })
    expect(done.status).toBe(409)
    expect(done.body.error.message).toContain('está terminado')
  })

  it('answers 401 without a token and 403 without the key', async () => {
    expect((await t.call('POST', contrato(clp.id, 'adicion'), { as: null, body: {} })).status).toBe(
      401,
    )
    const res = await t.call('POST', contrato(clp.id, 'adicion'), {
      as: AS.operaciones,
      body: adicion(1),
    })
    expect(res.status).toBe(403)
  })
})

describe('retiro parcial, cambio and the open-request rule', () => {
  let retiroId: string
  let retiroFolio: string

  it('raises a retiro of an asset on rent, naming the asset', async () => {
    const res = await t.call('POST', contrato(clp.id, 'retiro-parcial'), {
      body: retiro(clp.items[0] as string),
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ tipo: 'retiro-parcial', obra: { id: clp.obraId } })
    expect(res.body.items).toEqual([
      expect.objectContaining({
        tipoActivo: null,
        cantidad: null,
        tarifa: null,
        contratoItem: {
          id: clp.items[0],
          activo: expect.objectContaining({
            codigo: clp.activos[0]?.codigo,
            marca: expect.any(String),
            tipoActivo: expect.objectContaining({ nombre: expect.any(String) }),
          }),
        },
      }),
    ])
    retiroId = res.body.id
    retiroFolio = res.body.folio
  })

  it('refuses the same asset in another open retiro or cambio, naming that request (409)', async () => {
    const again = await t.call('POST', contrato(clp.id, 'retiro-parcial'), {
      body: retiro(clp.items[0] as string),
    })
    expect(again.status).toBe(409)
    expect(again.body.error.message).toContain(retiroFolio)
    const cambio = await t.call('POST', contrato(clp.id, 'cambio'), {
      body: {
        fechaRequerida: '2026-03-05',
        items: [{ contratoItemId: clp.items[0], tipoActivoId: tipoId }],
      },
    })
    expect(cambio.status).toBe(409)
    expect(cambio.body.error.message).toContain(retiroFolio)
  })

  it("refuses another contract's asset, a withdrawn one and the same asset twice (400 per item)", async () => {
    const ajeno = await t.call('POST', contrato(clp.id, 'retiro-parcial'), {
      body: retiro(otro.items[0] as string),
    })
    expect(ajeno.status).toBe(400)
    expect(ajeno.body.error.fields).toEqual({
      'items.0.contratoItemId': 'Ese activo no está en arriendo en este contrato.',
    })
    const fuera = await t.call('POST', contrato(retirado.id, 'retiro-parcial'), {
      body: retiro(retirado.items[0] as string),
    })
    expect(fuera.body.error.fields).toEqual({
      'items.0.contratoItemId': 'Ese activo no está en arriendo en este contrato.',
    })
    const doble = await t.call('POST', contrato(clp.id, 'cambio'), {
      body: {
        fechaRequerida: '2026-03-05',
        items: [{ contratoItemId: clp.items[1] }, { contratoItemId: clp.items[1] }],
      },
    })
    expect(doble.body.error.fields).toEqual({
      'items.1.contratoItemId': 'Ese activo ya está en otro ítem de la solicitud.',
    })
  })

  it('raises a cambio asking for another tipo, and accepts a past day (staff backfill)', async () => {
    const res = await t.call('POST', contrato(clp.id, 'cambio'), {
      body: {
        fechaRequerida: '2025-12-01',
        items: [{ contratoItemId: clp.items[1], tipoActivoId: tipoId }],
      },
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      tipo: 'cambio',
      fechaRequerida: '2025-12-01',
      items: [{ tipoActivo: { id: tipoId }, contratoItem: { id: clp.items[1] } }],
    })
  })

  it('frees the asset once its request is rejected', async () => {
    const rejected = await t.call('POST', `/v1/solicitudes/${retiroId}/rechazo`, {
      body: { motivo: 'El cliente lo sigue usando', version: 1 },
    })
    expect(rejected.status).toBe(200)
    const res = await t.call('POST', contrato(clp.id, 'retiro-parcial'), {
      body: retiro(clp.items[0] as string),
    })
    expect(res.status).toBe(201)
  })
})

describe('POST /v1/contratos/{id}/cierre-contrato', () => {
  it('withdraws every asset still on rent, with the reason heading the comments', async () => {
    const res = await t.call('POST', contrato(otro.id, 'cierre-contrato'), {
      body: {
        fechaRequerida: '2026-04-30',
        motivo: 'Término de obra gruesa',
        comentarios: 'Coordinar con bodega',
      },
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      tipo: 'cierre',
      comentarios: 'Motivo del cierre: Término de obra gruesa\n\nCoordinar con bodega',
      itemsCount: 2,
    })
    expect(
      res.body.items.map((item: { contratoItem: { id: string } }) => item.contratoItem.id),
    ).toEqual(expect.arrayContaining(otro.items))
  })

  it('allows one open cierre per contract (409 naming it)', async () => {
    const res = await t.call('POST', contrato(otro.id, 'cierre-contrato'), {
      body: { fechaRequerida: '2026-05-30' },
    })
    expect(res.status).toBe(409)
    expect(res.body.error.message).toMatch(/cierre abierta \(SOL-\d{6}\)/)
  })

  it('takes no other request on a contract whose cierre is open (409 naming the cierre)', async () => {
    const antes = await t.call('GET', `/v1/solicitudes?contratoId=${otro.id}&pageSize=all`)
    const res = await t.call('POST', contrato(otro.id, 'adicion'), {
      body: {
        fechaRequerida: '2026-05-30',
        items: [{ tipoActivoId: tipoId, cantidad: 1, unidadCobro: 'dia', tarifa: 150_000 }],
      },
    })
    expect(res.status).toBe(409)
    expect(res.body.error.message).toMatch(
      /^El contrato tiene una solicitud de cierre abierta \(SOL-\d{6}\): no admite otras solicitudes/,
    )
    const despues = await t.call('GET', `/v1/solicitudes?contratoId=${otro.id}&pageSize=all`)
    expect(despues.body.total).toBe(antes.body.total)
  })

  it('answers 400 when the contract has no asset on rent', async () => {
    const res = await t.call('POST', contrato(retirado.id, 'cierre-contrato'), {
      body: { fechaRequerida: '2026-05-30' },
    })
    expect(res.status).toBe(400)
    expect(res.body.error.message).toBe('El contrato no tiene activos en arriendo.')
  })
})

describe('GET /v1/solicitudes', () => {
  it("lists a contract's requests with their obra, contract, requester and items counted", async () => {
    const res = await t.call('GET', `/v1/solicitudes?contratoId=${clp.id}&pageSize=all`)
    expect(res.status).toBe(200)
    expect(res.body.total).toBeGreaterThanOrEqual(5)
    for (const row of res.body.items) {
      expect(row).toMatchObject({
        contrato: { id: clp.id },
        obra: { codigo: 'OB-0002' },
        origen: 'comercial',
        solicitante: { nombre: expect.any(String) },
        itemsCount: expect.any(Number),
      })
    }
    const numeros = res.body.items.map((row: { numero: number }) => row.numero)
    expect(numeros).toEqual([...numeros].sort((a, b) => a - b))
  })

  it('filters by tipo and estado, searches by folio, sorts by the day wanted', async () => {
    const cambios = await t.call('GET', `/v1/solicitudes?contratoId=${clp.id}&tipo=cambio`)
    expect(cambios.body.items.map((row: { tipo: string }) => row.tipo)).toEqual(['cambio'])
    const rechazadas = await t.call('GET', `/v1/solicitudes?contratoId=${clp.id}&estado=rechazada`)
    expect(rechazadas.body.total).toBe(1)
    const folio = rechazadas.body.items[0].folio as string
    const found = await t.call('GET', `/v1/solicitudes?q=${folio.toLowerCase()}`)
    expect(found.body.items.map((row: { folio: string }) => row.folio)).toContain(folio)
    const sorted = await t.call(
      'GET',
      `/v1/solicitudes?contratoId=${clp.id}&sort=fechaRequerida&dir=desc&pageSize=all`,
    )
    const fechas = sorted.body.items.map((row: { fechaRequerida: string }) => row.fechaRequerida)
    expect(fechas).toEqual([...fechas].sort().reverse())
  })

  it('answers 400 for a bad filter and 403 without the key', async () => {
    const bad = await t.call('GET', '/v1/solicitudes?tipo=nada&sort=obra')
    expect(bad.status).toBe(400)
    expect(bad.body.error.fields).toMatchObject({ tipo: 'El tipo no es válido.' })
    expect((await t.call('GET', '/v1/solicitudes', { as: AS.operaciones })).status).toBe(403)
  })
})

describe('a request handled by staff', () => {
  let id: string

  beforeAll(async () => {
    const res = await t.call('POST', contrato(uf.id, 'retiro-parcial'), {
      body: retiro(uf.items[0] as string),
    })
    id = res.body.id
  })

  it('reads one by id, and 404 for one that does not exist', async () => {
    const res = await t.call('GET', `/v1/solicitudes/${id}`)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id, moneda: 'UF', motivoRechazo: null })
    const missing = await t.call('GET', `/v1/solicitudes/${randomUUID()}`)
    expect(missing.status).toBe(404)
    expect(missing.body.error).toMatchObject({ code: 'no_encontrado' })
  })

  it('edits the day and comments at the version read; nothing changed writes nothing', async () => {
    const res = await t.call('PATCH', `/v1/solicitudes/${id}`, {
      body: { fechaRequerida: '2026-03-09', comentarios: 'Retiro en la mañana', version: 1 },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      fechaRequerida: '2026-03-09',
      comentarios: 'Retiro en la mañana',
      version: 2,
    })
    const same = await t.call('PATCH', `/v1/solicitudes/${id}`, {
      body: { fechaRequerida: '2026-03-09', items: [{ contratoItemId: uf.items[0] }], version: 2 },
    })
    expect(same.body.version).toBe(2)
    const audit = await t.auditOf(id)
    expect(audit.map((entry) => entry.action)).toEqual(['crear', 'editar'])
  })

  it('edits its items with the rules of its tipo, and refuses a stale version', async () => {
    const ajeno = await t.call('PATCH', `/v1/solicitudes/${id}`, {
      body: { items: [{ contratoItemId: clp.items[3] }], version: 2 },
    })
    expect(ajeno.status).toBe(400)
    expect(ajeno.body.error.fields).toEqual({
      'items.0.contratoItemId': 'Ese activo no está en arriendo en este contrato.',
    })
    const sinActivo = await t.call('PATCH', `/v1/solicitudes/${id}`, {
      body: { items: [{ tipoActivoId: tipoId, cantidad: 1 }], version: 2 },
    })
    expect(sinActivo.body.error.fields).toEqual({
      'items.0.contratoItemId': 'Elija el activo del contrato.',
    })
    const res = await t.call('PATCH', `/v1/solicitudes/${id}`, {
      body: {
        items: [{ contratoItemId: uf.items[0] }, { contratoItemId: uf.items[1] }],
        version: 2,
      },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ itemsCount: 2, version: 3 })
    const [, , entry] = await t.auditOf(id)
    expect(entry).toMatchObject({
      action: 'editar',
      before: { items: [expect.objectContaining({ contratoItemId: uf.items[0] })] },
      after: {
        items: [expect.anything(), expect.objectContaining({ contratoItemId: uf.items[1] })],
      },
    })
    const stale = await t.call('PATCH', `/v1/solicitudes/${id}`, {
      body: { comentarios: 'tarde', version: 2 },
    })
    expect(stale.status).toBe(409)
    expect(stale.body.error.code).toBe('conflicto')
  })

  it('approves it at the version read (409 when stale), then it is no longer edited', async () => {
    const stale = await t.call('POST', `/v1/solicitudes/${id}/aprobacion`, { body: { version: 1 } })
    expect(stale.status).toBe(409)
    const res = await t.call('POST', `/v1/solicitudes/${id}/aprobacion`, { body: { version: 3 } })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ estado: 'aprobada', version: 4 })
    expect(res.body.estadoDesde).not.toBe(res.body.creadoEn)
    const audit = await t.auditOf(id)
    expect(audit.at(-1)).toMatchObject({
      action: 'aprobar',
      before: expect.objectContaining({ estado: 'pendiente' }),
      after: expect.objectContaining({ estado: 'aprobada' }),
    })
    const edit = await t.call('PATCH', `/v1/solicitudes/${id}`, {
      body: { comentarios: 'otra', version: 4 },
    })
    expect(edit.status).toBe(409)
    expect(edit.body.error.message).toBe(
      'Solo se edita una solicitud pendiente; esta está aprobada.',
    )
    const reject = await t.call('POST', `/v1/solicitudes/${id}/rechazo`, {
      body: { motivo: 'x', version: 4 },
    })
    expect(reject.status).toBe(409)
  })

  it('keeps an approved request open: its assets cannot go in another retiro', async () => {
    const res = await t.call('POST', contrato(uf.id, 'retiro-parcial'), {
      body: retiro(uf.items[1] as string),
    })
    expect(res.status).toBe(409)
  })
})

describe('rejecting a request', () => {
  let id: string

  beforeAll(async () => {
    const res = await t.call('POST', contrato(clp.id, 'adicion'), { body: adicion(2000) })
    id = res.body.id
  })

  it('asks for the reason (400) and refuses a stale version (409)', async () => {
    const sin = await t.call('POST', `/v1/solicitudes/${id}/rechazo`, { body: { version: 1 } })
    expect(sin.status).toBe(400)
    expect(sin.body.error.fields).toHaveProperty('motivo')
    const stale = await t.call('POST', `/v1/solicitudes/${id}/rechazo`, {
      body: { motivo: 'Sin stock', version: 7 },
    })
    expect(stale.status).toBe(409)
  })

  it('rejects it with the reason, audited; a rejected one is not approved', async () => {
    const res = await t.call('POST', `/v1/solicitudes/${id}/rechazo`, {
      body: { motivo: 'Sin stock del tipo pedido', version: 1 },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      estado: 'rechazada',
      motivoRechazo: 'Sin stock del tipo pedido',
    })
    expect((await t.auditOf(id)).at(-1)).toMatchObject({ action: 'rechazar' })
    const approve = await t.call('POST', `/v1/solicitudes/${id}/aprobacion`, {
      body: { version: 2 },
    })
    expect(approve.status).toBe(409)
    expect(approve.body.error.message).toBe(
      'Solo se aprueba una solicitud pendiente; esta está rechazada.',
    )
  })

  it('answers 403 without the key', async () => {
    const res = await t.call('POST', `/v1/solicitudes/${id}/rechazo`, {
      as: AS.operaciones,
      body: { motivo: 'x', version: 2 },
    })
    expect(res.status).toBe(403)
  })
})

describe('two requests for one asset at once', () => {
  it('takes one and refuses the other with its folio: the contract is locked while checking', async () => {
    const fresh = await insertContrato(t.database.db, { obraCodigo: 'OB-0004', activos: 1 })
    const body = retiro(fresh.items[0] as string)
    const answers = await Promise.all([
      t.call('POST', contrato(fresh.id, 'retiro-parcial'), { body }),
      t.call('POST', contrato(fresh.id, 'cierre-contrato'), {
        body: { fechaRequerida: '2026-06-01' },
      }),
    ])
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409])
    const created = answers.find((res) => res.status === 201)
    const refused = answers.find((res) => res.status === 409)
    expect(refused?.body.error.message).toContain(created?.body.folio)
  })
})

describe('a request and its audit entry commit together', () => {
  it('writes no request when its audit entry fails', async () => {
    const count = async () =>
      (
        await t.database.db
          .select({ id: solicitudes.id })
          .from(solicitudes)
          .where(eq(solicitudes.contratoId, clp.id))
      ).length
    const before = await count()
    const undo = await failAuditsOf(t.database, 'solicitud')
    try {
      const res = await t.call('POST', contrato(clp.id, 'adicion'), { body: adicion(3000) })
      expect(res.status).toBe(500)
    } finally {
      await undo()
    }
    expect(await count()).toBe(before)
  })
})
