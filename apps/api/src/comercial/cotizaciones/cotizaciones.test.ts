// Cotizaciones through the API, in-process against PGlite seeded with the demo data: their
// lifecycle (borrador → enviada → aceptada | rechazada), items replaced wholesale, stored amounts
// from the amounts module, folios from the sequence, the UF equivalent and the PDF.
import {
  fechaEnSantiago,
  folioDe,
  formatMonto,
  montosCotizacion,
  rutCheckDigit,
  sumarDias,
} from '@cordillera/contracts'
import { sql } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { selectRows } from '../../db/select-rows.ts'
import { AS, failAuditsOf, startTestApp, type TestApp } from '../../testing/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
}, 180_000)
afterAll(() => t?.close())

const BASE = '/v1/cotizaciones'
const hoy = fechaEnSantiago(new Date())

type Obra = { id: string; codigo: string; nombre: string; razonSocial: { id: string } }
let obra: Obra
/** An obra of a razón social created here: no demo quotation is for it. */
let otraObra: Obra
let tipos: { id: string; nombre: string }[]

beforeAll(async () => {
  const obras = (await t.call('GET', '/v1/obras?pageSize=1&sort=codigo', { as: AS.su })).body
    .items as Obra[]
  obra = obras[0] as Obra
  tipos = (await t.call('GET', '/v1/tipos-activo?pageSize=5', { as: AS.su })).body.items
  const razonSocial = await t.call('POST', '/v1/razones-sociales', {
    as: AS.su,
    body: {
      rut: `76999111-${rutCheckDigit(76999111)}`,
      razonSocial: 'Constructora Cotizaciones de Prueba SpA',
      giro: 'Construcción',
      direccion: 'Av. Matta 1200',
      comuna: '13101',
    },
  })
  expect(razonSocial.status, JSON.stringify(razonSocial.body)).toBe(201)
  const constructora = (await t.call('GET', '/v1/constructoras?pageSize=1', { as: AS.su })).body
    .items[0]
  const nueva = await t.call('POST', '/v1/obras', {
    as: AS.su,
    body: {
      nombre: 'Edificio Ñuble Poniente',
      direccion: 'Ñuble 1050',
      comuna: '13101',
      constructoraId: constructora.id,
      razonSocialId: razonSocial.body.id,
      fechaInicio: '2026-01-05',
    },
  })
  expect(nueva.status, JSON.stringify(nueva.body)).toBe(201)
  otraObra = nueva.body
})

const item = (overrides: Record<string, unknown> = {}) => ({
  tipoActivoId: tipos[0]?.id,
  descripcion: 'Con balde de 1,2 m³',
  cantidad: 2,
  unidadCobro: 'dia',
  tarifa: 150_000,
  periodoEstimado: 10,
  fleteIda: 80_001,
  fleteVuelta: 80_000,
  conOperador: true,
  descuentoPct: 12.5,
  ...overrides,
})

const cabecera = (overrides: Record<string, unknown> = {}) => ({
  razonSocialId: obra.razonSocial.id,
  obraId: obra.id,
  fecha: hoy,
  validezDias: 15,
  moneda: 'CLP',
  condiciones: 'Incluye mantención preventiva.\nNo incluye combustible.',
  ...overrides,
})

async function crear(overrides: Record<string, unknown> = {}, items = [item()]) {
  const res = await t.call('POST', BASE, { body: { ...cabecera(overrides), items } })
  expect(res.status).toBe(201)
  return res.body
}

describe('POST /v1/cotizaciones', () => {
  it('creates a borrador with the next folio, its items in order and the stored amounts', async () => {
    const items = [
      item(),
      item({
        tipoActivoId: tipos[1]?.id,
        unidadCobro: 'hora',
        periodoEstimado: 7.5,
        tarifa: 35_001,
        descuentoPct: 0,
        cantidad: 1,
        fleteIda: 0,
        fleteVuelta: 0,
      }),
    ]
    const res = await t.call('POST', BASE, { body: { ...cabecera(), items } })
    expect(res.status).toBe(201)
    const montos = montosCotizacion(
      items.map((i) => ({ ...i, unidadCobro: i.unidadCobro as 'dia' })),
      'CLP',
    )
    expect(res.body).toMatchObject({
      folio: folioDe('COT', res.body.numero),
      estado: 'borrador',
      moneda: 'CLP',
      itemsCount: 2,
      validaHasta: sumarDias(hoy, 15),
      neto: montos.neto,
      iva: montos.iva,
      total: montos.total,
      equivalenteClp: null,
      valorUfFaltante: false,
      contrato: null,
      version: 1,
      creadoPor: { nombre: expect.any(String) },
      obra: { id: obra.id, codigo: obra.codigo, nombre: obra.nombre },
    })
    expect(res.body.items.map((i: { posicion: number }) => i.posicion)).toEqual([0, 1])
    const { fletes: _fletes, ...itemMontos } = montos.items[0] ?? {}
    expect(res.body.items[0]).toMatchObject({
      tipoActivo: { id: tipos[0]?.id, nombre: tipos[0]?.nombre },
      ...itemMontos,
      descuentoPct: 12.5,
    })
    // 7,5 hours of $35.001 = $262.507,5: rounded once, to the peso.
    expect(res.body.items[1].subtotalArriendo).toBe(262_508)
    const audit = await t.auditOf(res.body.id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      entity: 'cotizacion',
      action: 'crear',
      usuarioId: await t.userId(AS.comercial),
      before: null,
    })
    expect(audit[0]?.after).toMatchObject({ items: [expect.anything(), expect.anything()] })
  })

  it('answers 400 with a Spanish message per field, and writes nothing', async () => {
    const before = (await t.call('GET', `${BASE}?pageSize=1`)).body.total
    const res = await t.call('POST', BASE, {
      body: {
        ...cabecera({ validezDias: 0 }),
        items: [item({ tarifa: 1500.5 }), item({ unidadCobro: 'dia', periodoEstimado: 2.5 })],
      },
    })
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toEqual({
      validezDias: 'La validez es de al menos 1 día.',
      'items.0.tarifa': 'En pesos no lleva decimales.',
      'items.1.periodoEstimado': 'Los días son un número entero.',
    })
    const empty = await t.call('POST', BASE, { body: { ...cabecera(), items: [] } })
    expect(empty.body.error.fields.items).toBe('La cotización necesita al menos un ítem.')
    expect((await t.call('GET', `${BASE}?pageSize=1`)).body.total).toBe(before)
  })

  it('refuses an obra of another razón social, and related rows that do not exist (400)', async () => {
    const ajena = await t.call('POST', BASE, {
      body: { ...cabecera({ obraId: otraObra.id }), items: [item()] },
    })
    expect(ajena.status).toBe(400)
    expect(ajena.body.error.fields).toEqual({ obraId: 'La obra no es de esta razón social.' })
    const missing = '00000000-0000-4000-8000-000000000000'
    const res = await t.call('POST', BASE, {
      body: {
        ...cabecera({ razonSocialId: missing }),
        items: [item(), item({ tipoActivoId: missing })],
      },
    })
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toEqual({
      razonSocialId: 'La razón social elegida no existe.',
    })
    const tipo = await t.call('POST', BASE, {
      body: { ...cabecera(), items: [item(), item({ tipoActivoId: missing })] },
    })
    expect(tipo.body.error.fields).toEqual({
      'items.1.tipoActivoId': 'El tipo de activo elegido no existe.',
    })
  })

  it('needs its key (403)', async () => {
    const res = await t.call('POST', BASE, {
      as: AS.operaciones,
      body: { ...cabecera(), items: [item()] },
    })
    expect(res.status).toBe(403)
    expect(res.body.error.code).toBe('prohibido')
  })

  it('gives 20 simultaneous creates 20 different, increasing folios', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call('POST', BASE, { body: { ...cabecera(), items: [item()] } }),
      ),
    )
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201))
    const numeros = results.map((r) => r.body.numero as number).sort((a, b) => a - b)
    expect(new Set(numeros).size).toBe(20)
    expect(new Set(results.map((r) => r.body.folio)).size).toBe(20)
    for (let i = 1; i < numeros.length; i++) {
      expect(numeros[i]).toBeGreaterThan(numeros[i - 1] as number)
    }
  })

  it('writes neither the quotation, its items nor its audit when the audit fails', async () => {
    const restore = await failAuditsOf(t.database, 'cotizacion')
    const condiciones = 'Cotización sin auditoría'
    try {
      const res = await t.call('POST', BASE, {
        body: { ...cabecera({ condiciones }), items: [item()] },
      })
      expect(res.status).toBe(500)
    } finally {
      await restore()
    }
    expect((await t.call('GET', `${BASE}?q=sin auditoria`)).body.total).toBe(0)
    const [orphans] = await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from cotizacion_items i where not exists (select 1 from cotizaciones c where c.id = i.cotizacion_id)`,
    )
    expect(orphans?.n).toBe(0)
  })
})

describe('GET /v1/cotizaciones', () => {
  let ids: string[]
  beforeAll(async () => {
    // A razón social of its own, so other tests' quotations do not change these pages.
    const created = []
    for (const [moneda, tarifa] of [
      ['CLP', 100_000],
      ['UF', 3.5],
      ['CLP', 50_000],
      ['UF', 1.25],
      ['CLP', 75_000],
    ] as const) {
      created.push(
        await crear({ obraId: otraObra.id, razonSocialId: otraObra.razonSocial.id, moneda }, [
          item({ tarifa, fleteIda: 0, fleteVuelta: 0 }),
        ]),
      )
    }
    ids = created.map((c) => c.id)
  })

  const mine = () => `razonSocialId=${otraObra.razonSocial.id}`

  it('pages by number and by cursor both ways, the same rows in the same order', async () => {
    const all = await t.call('GET', `${BASE}?${mine()}&pageSize=all&sort=numero`)
    expect(all.status).toBe(200)
    expect(all.body.total).toBe(5)
    const order = all.body.items.map((row: { id: string }) => row.id)
    expect(order).toEqual(ids)
    const first = await t.call('GET', `${BASE}?${mine()}&pageSize=2`)
    const second = await t.call(
      'GET',
      `${BASE}?${mine()}&pageSize=2&cursor=${first.body.nextCursor}`,
    )
    const byNumber = await t.call('GET', `${BASE}?${mine()}&pageSize=2&page=2`)
    expect(second.body.items).toEqual(byNumber.body.items)
    const back = await t.call(
      'GET',
      `${BASE}?${mine()}&pageSize=2&cursor=${second.body.prevCursor}`,
    )
    expect(back.body.items).toEqual(first.body.items)
    expect(first.body.items[0]).toMatchObject({
      razonSocial: { id: otraObra.razonSocial.id, rut: expect.any(String) },
      obra: { id: otraObra.id, codigo: otraObra.codigo },
      itemsCount: 1,
    })
  })

  it('sorts by total and filters by moneda, estado and obra', async () => {
    const byTotal = await t.call('GET', `${BASE}?${mine()}&sort=total&dir=desc&pageSize=all`)
    const totals = byTotal.body.items.map((row: { total: number }) => row.total)
    expect(totals).toEqual([...totals].sort((a, b) => b - a))
    const uf = await t.call('GET', `${BASE}?${mine()}&moneda=UF`)
    expect(uf.body.items.map((row: { id: string }) => row.id)).toEqual([ids[1], ids[3]])
    const enviadas = await t.call('GET', `${BASE}?${mine()}&estado=enviada`)
    expect(enviadas.body.total).toBe(0)
    const porObra = await t.call('GET', `${BASE}?obraId=${otraObra.id}`)
    expect(porObra.body.total).toBe(5)
  })

  it('finds a quotation by its folio (any case) and by its conditions', async () => {
    const one = (await t.call('GET', `${BASE}/${ids[2]}`)).body
    const byFolio = await t.call('GET', `${BASE}?q=${one.folio.toLowerCase()}`)
    expect(byFolio.body.items.map((row: { id: string }) => row.id)).toEqual([ids[2]])
    const byText = await t.call('GET', `${BASE}?${mine()}&q=mantencion preventiva`)
    expect(byText.body.total).toBe(5)
  })

  it('answers 400 for an unknown sort or filter value, and 403 without its key', async () => {
    const res = await t.call('GET', `${BASE}?sort=razonSocial&estado=nada&moneda=USD`)
    expect(res.status).toBe(400)
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['estado', 'moneda', 'sort'])
    const denied = await t.call('GET', BASE, { as: AS.sinPermisos })
    expect(denied.status).toBe(403)
  })
})

describe('GET /v1/cotizaciones/{id}', () => {
  it('answers 404 with a Spanish message for an unknown id', async () => {
    const res = await t.call('GET', `${BASE}/00000000-0000-4000-8000-000000000000`)
    expect(res.status).toBe(404)
    expect(res.body.error).toEqual({
      code: 'no_encontrado',
      message: 'No encontramos la cotización.',
    })
    expect((await t.call('GET', `${BASE}/x`)).status).toBe(400)
  })

  it('gives a UF quotation its amounts in pesos at the valor UF of its date', async () => {
    const items = [item({ tarifa: 1.2345, fleteIda: 2.5, fleteVuelta: 2.5 })]
    const cotizacion = await crear({ moneda: 'UF' }, items)
    const valor = (await t.call('GET', `/v1/valores-uf/${hoy}`)).body.valor as number
    const montos = montosCotizacion(items as never, 'UF', valor)
    expect(cotizacion.valorUfFaltante).toBe(false)
    expect(cotizacion.equivalenteClp).toEqual(montos.equivalenteClp)
    expect(cotizacion.total).toBe(montos.total)
  })

  it('says the valor UF is missing for a date without one, never using another day', async () => {
    const cotizacion = await crear({ moneda: 'UF', fecha: '2020-01-15' }, [item({ tarifa: 2 })])
    expect(cotizacion).toMatchObject({ equivalenteClp: null, valorUfFaltante: true })
    const pesos = await crear({ moneda: 'CLP', fecha: '2020-01-15' })
    expect(pesos).toMatchObject({ equivalenteClp: null, valorUfFaltante: false })
  })
})

describe('editing a borrador', () => {
  let cotizacion: { id: string; version: number; numero: number }

  beforeAll(async () => {
    cotizacion = await crear()
  })

  it('edits the header at the version read, audited', async () => {
    const res = await t.call('PATCH', `${BASE}/${cotizacion.id}`, {
      body: { validezDias: 30, condiciones: 'Nuevas condiciones', version: cotizacion.version },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      validezDias: 30,
      validaHasta: sumarDias(hoy, 30),
      condiciones: 'Nuevas condiciones',
      version: 2,
      numero: cotizacion.numero,
    })
    const audit = await t.auditOf(cotizacion.id)
    expect(audit.at(-1)).toMatchObject({ action: 'editar' })
    expect(audit.at(-1)?.after).toMatchObject({ validezDias: 30, items: expect.any(Array) })
    cotizacion = res.body
  })

  it('refuses a stale version (409) and writes nothing', async () => {
    const res = await t.call('PATCH', `${BASE}/${cotizacion.id}`, {
      body: { validezDias: 5, version: cotizacion.version - 1 },
    })
    expect(res.status).toBe(409)
    expect(res.body.error.code).toBe('conflicto')
    expect((await t.call('GET', `${BASE}/${cotizacion.id}`)).body.validezDias).toBe(30)
  })

  it('refuses an obra of another razón social (400)', async () => {
    const res = await t.call('PATCH', `${BASE}/${cotizacion.id}`, {
      body: { obraId: otraObra.id, version: cotizacion.version },
    })
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toEqual({ obraId: 'La obra no es de esta razón social.' })
  })

  it('changes the moneda only when the items suit it, and recomputes the amounts', async () => {
    const uf = await crear({ moneda: 'UF' }, [item({ tarifa: 1.5, fleteIda: 0, fleteVuelta: 0 })])
    const refused = await t.call('PATCH', `${BASE}/${uf.id}`, {
      body: { moneda: 'CLP', version: uf.version },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.error.fields).toEqual({
      moneda:
        'No se puede pasar a CLP. Ítem 1: En pesos no lleva decimales. Corrija esos ítems primero.',
    })
    const toUf = await t.call('PATCH', `${BASE}/${cotizacion.id}`, {
      body: { moneda: 'UF', version: cotizacion.version },
    })
    expect(toUf.status).toBe(200)
    const stored = toUf.body.items.map(
      ({ subtotalArriendo: _s, descuento: _d, neto: _n, ...rest }: Record<string, unknown>) => rest,
    )
    expect(toUf.body.total).toBe(montosCotizacion(stored, 'UF').total)
    cotizacion = toUf.body
  })

  it('replaces the items wholesale: one version up, one audit entry with before and after', async () => {
    const items = [
      item({ cantidad: 1, tarifa: 10, fleteIda: 1, fleteVuelta: 1 }),
      item({ tipoActivoId: tipos[2]?.id, tarifa: 20.1234, cantidad: 3 }),
    ]
    const res = await t.call('PUT', `${BASE}/${cotizacion.id}/items`, {
      body: { items, version: cotizacion.version },
    })
    expect(res.status).toBe(200)
    expect(res.body.version).toBe(cotizacion.version + 1)
    expect(res.body.items.map((i: { tipoActivo: { id: string } }) => i.tipoActivo.id)).toEqual([
      tipos[0]?.id,
      tipos[2]?.id,
    ])
    expect(res.body.total).toBe(montosCotizacion(items as never, 'UF').total)
    const last = (await t.auditOf(cotizacion.id)).at(-1)
    expect(last?.action).toBe('editar')
    expect(last?.before).toMatchObject({ items: [expect.anything()] })
    expect(last?.after).toMatchObject({ items: [{ tarifa: 10 }, { tarifa: 20.1234 }] })
    cotizacion = res.body
  })

  it('bumps the version even when the same items are saved again', async () => {
    const current = (await t.call('GET', `${BASE}/${cotizacion.id}`)).body
    const items = current.items.map(
      ({
        id: _i,
        posicion: _p,
        tipoActivo,
        subtotalArriendo: _s,
        descuento: _d,
        neto: _n,
        ...rest
      }: Record<string, never> & { tipoActivo: { id: string } }) => ({
        ...rest,
        tipoActivoId: tipoActivo.id,
      }),
    )
    const res = await t.call('PUT', `${BASE}/${cotizacion.id}/items`, {
      body: { items, version: current.version },
    })
    expect(res.status).toBe(200)
    expect(res.body.version).toBe(current.version + 1)
    const stale = await t.call('PUT', `${BASE}/${cotizacion.id}/items`, {
      body: { items, version: current.version },
    })
    expect(stale.status).toBe(409)
    cotizacion = res.body
  })

  it('checks the items against the stored moneda (400 per field)', async () => {
    const pesos = await crear()
    const res = await t.call('PUT', `${BASE}/${pesos.id}/items`, {
      body: { items: [item(), item({ tarifa: 99.5 })], version: pesos.version },
    })
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toEqual({ 'items.1.tarifa': 'En pesos no lleva decimales.' })
  })

  it('needs the items key (403)', async () => {
    const res = await t.call('PUT', `${BASE}/${cotizacion.id}/items`, {
      as: AS.operaciones,
      body: { items: [item()], version: cotizacion.version },
    })
    expect(res.status).toBe(403)
  })
})

describe('the lifecycle: gestionar, rechazo and delete', () => {
  it('sends, accepts, and refuses moves that are not allowed with where it stands', async () => {
    const c = await crear()
    const aceptar = await t.call('POST', `${BASE}/${c.id}/estado`, {
      body: { estado: 'aceptada', version: c.version },
    })
    expect(aceptar.status).toBe(409)
    expect(aceptar.body.error.message).toBe('La cotización está borrador: no puede aceptarse.')
    const enviada = await t.call('POST', `${BASE}/${c.id}/estado`, {
      body: { estado: 'enviada', version: c.version },
    })
    expect(enviada.status).toBe(200)
    expect(enviada.body).toMatchObject({ estado: 'enviada', version: c.version + 1 })
    expect(Date.parse(enviada.body.estadoDesde)).toBeGreaterThanOrEqual(Date.parse(c.estadoDesde))
    const edit = await t.call('PATCH', `${BASE}/${c.id}`, {
      body: { validezDias: 3, version: enviada.body.version },
    })
    expect(edit.status).toBe(409)
    expect(edit.body.error.message).toBe('Solo se edita una cotización en borrador.')
    const items = await t.call('PUT', `${BASE}/${c.id}/items`, {
      body: { items: [item()], version: enviada.body.version },
    })
    expect(items.status).toBe(409)
    const aceptada = await t.call('POST', `${BASE}/${c.id}/estado`, {
      body: { estado: 'aceptada', version: enviada.body.version },
    })
    expect(aceptada.body.estado).toBe('aceptada')
    const volver = await t.call('POST', `${BASE}/${c.id}/estado`, {
      body: { estado: 'borrador', version: aceptada.body.version },
    })
    expect(volver.status).toBe(409)
    expect(volver.body.error.message).toBe(
      'La cotización está aceptada: no puede volver a borrador.',
    )
    const audit = await t.auditOf(c.id)
    expect(audit.map((entry) => entry.action)).toEqual(['crear', 'gestionar', 'gestionar'])
    expect(audit[1]).toMatchObject({
      before: expect.objectContaining({ estado: 'borrador' }),
      after: expect.objectContaining({ estado: 'enviada' }),
    })
  })

  it('says where it stands before the version: a refused move on a stale read writes nothing', async () => {
    const c = await crear()
    const enviada = await t.call('POST', `${BASE}/${c.id}/estado`, {
      body: { estado: 'enviada', version: c.version },
    })
    const rechazo = await t.call('POST', `${BASE}/${c.id}/rechazo`, {
      body: { motivo: 'No alcanza el presupuesto.', version: enviada.body.version },
    })
    const stale = await t.call('POST', `${BASE}/${c.id}/estado`, {
      body: { estado: 'aceptada', version: enviada.body.version },
    })
    expect(stale.status).toBe(409)
    expect(stale.body.error.message).toBe('La cotización está rechazada: no puede aceptarse.')
    const otraVez = await t.call('POST', `${BASE}/${c.id}/rechazo`, {
      body: { motivo: 'x', version: rechazo.body.version },
    })
    expect(otraVez.status).toBe(409)
    expect(otraVez.body.error.message).toBe(
      'La cotización está rechazada: solo se rechaza una cotización enviada.',
    )
    const audit = await t.auditOf(c.id)
    expect(audit.map((entry) => entry.action)).toEqual(['crear', 'gestionar', 'rechazar'])
    expect((await t.call('GET', `${BASE}/${c.id}`)).body.version).toBe(rechazo.body.version)
  })

  it('takes an enviada back to borrador to correct it', async () => {
    const c = await crear()
    const enviada = await t.call('POST', `${BASE}/${c.id}/estado`, {
      body: { estado: 'enviada', version: c.version },
    })
    const borrador = await t.call('POST', `${BASE}/${c.id}/estado`, {
      body: { estado: 'borrador', version: enviada.body.version },
    })
    expect(borrador.body.estado).toBe('borrador')
    const stale = await t.call('POST', `${BASE}/${c.id}/estado`, {
      body: { estado: 'enviada', version: enviada.body.version },
    })
    expect(stale.status).toBe(409)
    expect(stale.body.error.code).toBe('conflicto')
  })

  it('rejects only an enviada one, with its motivo', async () => {
    const c = await crear()
    const early = await t.call('POST', `${BASE}/${c.id}/rechazo`, {
      body: { motivo: 'Muy cara', version: c.version },
    })
    expect(early.status).toBe(409)
    expect(early.body.error.message).toBe(
      'La cotización está borrador: solo se rechaza una cotización enviada.',
    )
    const sinMotivo = await t.call('POST', `${BASE}/${c.id}/rechazo`, {
      body: { motivo: '  ', version: c.version },
    })
    expect(sinMotivo.status).toBe(400)
    expect(sinMotivo.body.error.fields.motivo).toEqual(expect.any(String))
    const enviada = await t.call('POST', `${BASE}/${c.id}/estado`, {
      body: { estado: 'enviada', version: c.version },
    })
    const rechazo = await t.call('POST', `${BASE}/${c.id}/rechazo`, {
      body: { motivo: 'El cliente eligió otro proveedor.', version: enviada.body.version },
    })
    expect(rechazo.status).toBe(200)
    expect(rechazo.body).toMatchObject({
      estado: 'rechazada',
      motivoRechazo: 'El cliente eligió otro proveedor.',
    })
    expect((await t.auditOf(c.id)).at(-1)?.action).toBe('rechazar')
    const denied = await t.call('POST', `${BASE}/${c.id}/rechazo`, {
      as: AS.operaciones,
      body: { motivo: 'x', version: rechazo.body.version },
    })
    expect(denied.status).toBe(403)
  })

  it('deletes softly at the version read: gone from the list and the detail, audited', async () => {
    const c = await crear()
    expect((await t.call('DELETE', `${BASE}/${c.id}`)).status).toBe(400)
    const stale = await t.call('DELETE', `${BASE}/${c.id}?version=${c.version + 1}`)
    expect(stale.status).toBe(409)
    const res = await t.call('DELETE', `${BASE}/${c.id}?version=${c.version}`)
    expect(res.status).toBe(204)
    expect((await t.call('GET', `${BASE}/${c.id}`)).status).toBe(404)
    expect((await t.call('GET', `${BASE}?q=${c.folio}`)).body.total).toBe(0)
    expect((await t.auditOf(c.id)).at(-1)?.action).toBe('eliminar')
    const next = await crear()
    expect(next.numero).toBeGreaterThan(c.numero)
  })

  it('keeps a quotation that became a contract (409 naming it)', async () => {
    const c = await crear()
    await t.database.db.execute(
      sql`update cotizaciones set estado = 'contratada' where id = ${c.id}`,
    )
    const [contrato] = await selectRows<{ numero: number }>(
      t.database.db,
      sql`insert into contratos (cotizacion_id, razon_social_id, obra_id, moneda, fecha_inicio) values (${c.id}, ${c.razonSocial.id}, ${c.obra.id}, 'CLP', ${hoy}) returning numero`,
    )
    const folio = folioDe('CON', contrato?.numero ?? 0)
    const res = await t.call('DELETE', `${BASE}/${c.id}?version=${c.version}`)
    expect(res.status).toBe(409)
    expect(res.body.error.message).toBe(`La cotización pasó a contrato ${folio}: no se elimina.`)
    const detail = (await t.call('GET', `${BASE}/${c.id}`)).body
    expect(detail.contrato).toMatchObject({ folio })
    const gestionar = await t.call('POST', `${BASE}/${c.id}/estado`, {
      body: { estado: 'borrador', version: c.version },
    })
    expect(gestionar.body.error.message).toBe(
      `La cotización ya pasó a contrato (${folio}): no puede volver a borrador.`,
    )
  })

  it('needs the delete key (403)', async () => {
    const c = await crear()
    const res = await t.call('DELETE', `${BASE}/${c.id}?version=${c.version}`, {
      as: AS.operaciones,
    })
    expect(res.status).toBe(403)
  })
})

describe('GET /v1/cotizaciones/{id}/pdf', () => {
  async function textOf(bytes: ArrayBuffer): Promise<string> {
    const pdf = await getDocumentProxy(new Uint8Array(bytes))
    const { text } = await extractText(pdf, { mergePages: true })
    // A line that wraps inside its cell reads back with a line break.
    return text.replace(/\s+/g, ' ')
  }

  async function download(id: string) {
    const res = await t.app.request(`${BASE}/${id}/pdf`, {
      headers: { Authorization: t.authorization(AS.comercial) },
    })
    return { res, bytes: await res.arrayBuffer() }
  }

  it('downloads the quotation with its client, folio and total as the screens write them', async () => {
    const c = await crear()
    const { res, bytes } = await download(c.id)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('content-disposition')).toContain(`filename="${c.folio}.pdf"`)
    const text = await textOf(bytes)
    expect(text).toContain(c.razonSocial.razonSocial)
    expect(text).toContain(c.folio)
    expect(text).toContain(formatMonto(c.total, 'CLP'))
    expect(text).toContain(`Válida hasta`)
  })

  it('downloads the same version as the same bytes', async () => {
    const c = await crear()
    const first = Buffer.from((await download(c.id)).bytes)
    const again = Buffer.from((await download(c.id)).bytes)
    expect(first.equals(again)).toBe(true)
  })

  it('prints a UF quotation with its total in pesos, or says the day has no valor UF', async () => {
    const c = await crear({ moneda: 'UF' }, [item({ tarifa: 2.75, fleteIda: 0, fleteVuelta: 0 })])
    const text = await textOf((await download(c.id)).bytes)
    expect(text).toContain(formatMonto(c.total, 'UF'))
    expect(text).toContain(formatMonto(c.equivalenteClp.total, 'CLP'))
    const sinValor = await crear({ moneda: 'UF', fecha: '2020-01-15' }, [item({ tarifa: 2 })])
    expect(await textOf((await download(sinValor.id)).bytes)).toContain(
      'Sin valor UF para 15-01-2020',
    )
  })

  it('needs the export key (403) and answers 404 for an unknown quotation', async () => {
    const c = await crear()
    const denied = await t.call('GET', `${BASE}/${c.id}/pdf`, { as: AS.operaciones })
    expect(denied.status).toBe(403)
    const missing = await t.call('GET', `${BASE}/00000000-0000-4000-8000-000000000000/pdf`)
    expect(missing.status).toBe(404)
  })
})
