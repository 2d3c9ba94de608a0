// PATCH /v1/contratos/{id}/condiciones-cobro (decision 067): staff change the terms the EDP
// computation reads on a vigente contract — per item its descuento and tarifa de operador, per
// contract whether rain days are billed and the fuel's price — at the version read, audited, in
// Spanish when wrong. The worked example's contract (edp-fixtures.ts: UF, one excavadora at
// 1,20 UF/h, 5 % off, 2 rain days in January) shows what the change does to its EDPs: one still in
// revisión comercial takes the new terms when it is edited (recomputed); one sent to the site
// keeps the amounts it was sent with.
import type { ContratoDetail, EdpDetail, PermissionKey } from '@cordillera/contracts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contratoItems, contratos, usuarios } from '../../db/schema/index.ts'
import { AS, startTestApp, type TestApp } from '../../testing/test-app.ts'
import { type ContratoEjemplo, contratoEjemplo, EJEMPLO } from '../edp/edp-fixtures.ts'

const NADIE = '00000000-0000-4000-8000-000000000000'
const ruta = (id: string) => `/v1/contratos/${id}/condiciones-cobro`

let t: TestApp
let ejemplo: ContratoEjemplo

beforeAll(async () => {
  t = await startTestApp()
  ejemplo = await contratoEjemplo(t.database.db)
}, 180_000)
afterAll(() => t?.close())

const leer = async (id: string) =>
  (await t.call<ContratoDetail>('GET', `/v1/contratos/${id}`)).body as ContratoDetail

/** The example's EDP of a contract moved to month `mes` of 2030, sent to the site or not. */
async function crearEdp(contratoId: string, mes: number, enviar = false): Promise<EdpDetail> {
  const m = String(mes).padStart(2, '0')
  const created = await t.call<EdpDetail>('POST', '/v1/edp', {
    body: { contratoId, periodoDesde: `2030-${m}-01`, periodoHasta: `2030-${m}-31` },
  })
  if (created.status !== 201) throw new Error(JSON.stringify(created.body))
  if (!enviar) return created.body
  const sent = await t.call<EdpDetail>('POST', `/v1/edp/${created.body.id}/enviar-a-obra`, {
    body: { version: created.body.version },
  })
  if (sent.status !== 200) throw new Error(JSON.stringify(sent.body))
  return sent.body
}

describe('PATCH /v1/contratos/{id}/condiciones-cobro', () => {
  it('changes the terms, audited, and shows them on the detail', async () => {
    const antes = await leer(ejemplo.contratoId)
    expect(antes).toMatchObject({ climaNoCobrable: true, precioCombustible: null })
    expect(antes.items[0]).toMatchObject({ descuentoPct: 5, tarifaOperador: null })
    const res = await t.call<ContratoDetail>('PATCH', ruta(ejemplo.contratoId), {
      body: {
        version: antes.version,
        climaNoCobrable: false,
        precioCombustible: 0.0321,
        items: [{ itemId: ejemplo.itemId, descuentoPct: 12.5, tarifaOperador: null }],
      },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      version: antes.version + 1,
      climaNoCobrable: false,
      precioCombustible: 0.0321,
    })
    expect(res.body.items[0]).toMatchObject({ descuentoPct: 12.5, tarifaOperador: null })
    expect(res.body.historial[0]).toMatchObject({
      descripcion: 'Condiciones de cobro modificadas',
      usuario: { id: await t.userId(AS.comercial) },
    })
    expect(await leer(ejemplo.contratoId)).toEqual(res.body)
    const [entrada] = (await t.auditOf(ejemplo.contratoId)).filter((e) => e.action === 'editar')
    expect(entrada?.before).toMatchObject({
      climaNoCobrable: true,
      items: [expect.objectContaining({ descuentoPct: 5 })],
    })
    expect(entrada?.after).toMatchObject({
      climaNoCobrable: false,
      items: [expect.objectContaining({ descuentoPct: 12.5 })],
    })
  })

  it('says in Spanish what is wrong, on its field, and writes nothing', async () => {
    const antes = await leer(ejemplo.contratoId)
    const otro = await contratoEjemplo(t.database.db, { mes: 3 })
    const res = await t.call('PATCH', ruta(ejemplo.contratoId), {
      body: {
        version: antes.version,
        climaNoCobrable: true,
        precioCombustible: -1,
        items: [{ itemId: ejemplo.itemId, descuentoPct: 120, tarifaOperador: -5 }],
      },
    })
    expect(res.status).toBe(400)
    expect(res.body.error.fields).toEqual({
      precioCombustible: 'El precio del combustible no puede ser negativo.',
      'items.0.descuentoPct': 'El descuento es como máximo 100 %.',
      'items.0.tarifaOperador': 'La tarifa de operador no puede ser negativa.',
    })
    // What only the contract knows: its moneda's decimals, its own items, whether one has an operator.
    const ajeno = await t.call('PATCH', ruta(ejemplo.contratoId), {
      body: {
        version: antes.version,
        climaNoCobrable: true,
        precioCombustible: 1.23456,
        items: [
          { itemId: otro.itemId, descuentoPct: 0, tarifaOperador: null },
          { itemId: ejemplo.itemId, descuentoPct: 0, tarifaOperador: 2 },
        ],
      },
    })
    expect(ajeno.status).toBe(400)
    expect(ajeno.body.error.fields).toEqual({
      precioCombustible: 'El precio del combustible en UF lleva como máximo 4 decimales.',
      'items.0.itemId': 'El ítem no es de este contrato.',
      'items.1.tarifaOperador': 'El ítem se arrienda sin operador: no lleva tarifa de operador.',
    })
    expect(await leer(ejemplo.contratoId)).toEqual(antes)
  })

  it('takes a tarifa de operador for an item rented with one, in the moneda', async () => {
    const otro = await contratoEjemplo(t.database.db, { mes: 5 })
    await t.database.db
      .update(contratoItems)
      .set({ conOperador: true })
      .where(eq(contratoItems.id, otro.itemId))
    const antes = await leer(otro.contratoId)
    const res = await t.call<ContratoDetail>('PATCH', ruta(otro.contratoId), {
      body: {
        version: antes.version,
        climaNoCobrable: true,
        precioCombustible: null,
        items: [{ itemId: otro.itemId, descuentoPct: 5, tarifaOperador: 1.5 }],
      },
    })
    expect(res.status).toBe(200)
    expect(res.body.items[0]).toMatchObject({ conOperador: true, tarifaOperador: 1.5 })
  })

  it('refuses a stale version, a terminated contract and an unknown one', async () => {
    const antes = await leer(ejemplo.contratoId)
    const body = { climaNoCobrable: true, precioCombustible: null, items: [] }
    const stale = await t.call('PATCH', ruta(ejemplo.contratoId), {
      body: { ...body, version: antes.version - 1 },
    })
    expect(stale.status).toBe(409)
    expect(typeof stale.body.error.message).toBe('string')
    const otro = await contratoEjemplo(t.database.db, { mes: 7 })
    await t.database.db
      .update(contratos)
      .set({ estado: 'terminado' })
      .where(eq(contratos.id, otro.contratoId))
    const terminado = await leer(otro.contratoId)
    const res = await t.call('PATCH', ruta(otro.contratoId), {
      body: { ...body, version: terminado.version },
    })
    expect(res.status).toBe(409)
    expect(res.body.error.message).toBe(
      'Solo se cambian las condiciones de cobro de un contrato vigente; este está terminado.',
    )
    expect(await leer(otro.contratoId)).toEqual(terminado)
    const missing = await t.call('PATCH', ruta(NADIE), { body: { ...body, version: 1 } })
    expect(missing.status).toBe(404)
    expect(missing.body.error.message).toBe('No encontramos el contrato.')
    expect(await leer(ejemplo.contratoId)).toEqual(antes)
  })

  it('takes the contract-change key and the detail’s: neither alone is enough', async () => {
    const soloUna = async (...permisos: PermissionKey[]) => {
      const name = permisos.join('+').replaceAll('/', '.')
      await t.database.db.insert(usuarios).values({
        email: `${name}@cordillera.cl`,
        nombre: `Solo ${permisos.join(', ')}`,
        tipo: 'cordillera',
        permisos,
        cognitoSub: `sub-${name}`,
      })
      return `Bearer test:sub-${name}:${name}@cordillera.cl`
    }
    const patch = async (authorization: string) => {
      const { version } = await leer(ejemplo.contratoId)
      const res = await t.app.request(ruta(ejemplo.contratoId), {
        method: 'PATCH',
        headers: { Authorization: authorization, 'content-type': 'application/json' },
        body: JSON.stringify({
          version,
          climaNoCobrable: true,
          precioCombustible: null,
          items: [],
        }),
      })
      return res.status
    }
    expect(await patch(await soloUna('comercial/detalle-contrato'))).toBe(403)
    expect(await patch(await soloUna('comercial/cambio-contrato'))).toBe(403)
    expect(
      await patch(await soloUna('comercial/cambio-contrato', 'comercial/detalle-contrato')),
    ).toBe(200)
  })

  it('needs the contract-change key and a session', async () => {
    const antes = await leer(ejemplo.contratoId)
    const body = {
      version: antes.version,
      climaNoCobrable: true,
      precioCombustible: null,
      items: [],
    }
    for (const as of [AS.sinPermisos, AS.cliente, AS.operaciones]) {
      const res = await t.call('PATCH', ruta(ejemplo.contratoId), { as, body })
      expect(res.status).toBe(403)
    }
    expect((await t.call('PATCH', ruta(ejemplo.contratoId), { as: null, body })).status).toBe(401)
    expect(await leer(ejemplo.contratoId)).toEqual(antes)
  })
})

describe('what a change of terms does to the contract’s EDPs', () => {
  it('reaches a draft when it is recomputed, never one sent to the site', async () => {
    const enDraft = await contratoEjemplo(t.database.db, { mes: 8 })
    const enviado = await contratoEjemplo(t.database.db, { mes: 10 })
    const borrador = await crearEdp(enDraft.contratoId, 8)
    const alSitio = await crearEdp(enviado.contratoId, 10, true)
    expect(borrador.neto).toBe(EJEMPLO.neto)
    expect(alSitio.neto).toBe(EJEMPLO.neto)
    for (const { contratoId, itemId } of [enDraft, enviado]) {
      const contrato = await leer(contratoId)
      const res = await t.call('PATCH', ruta(contratoId), {
        body: {
          version: contrato.version,
          climaNoCobrable: false,
          precioCombustible: null,
          items: [{ itemId, descuentoPct: 10, tarifaOperador: null }],
        },
      })
      expect(res.status).toBe(200)
    }
    // Stored EDPs are not rewritten by the change.
    expect((await t.call<EdpDetail>('GET', `/v1/edp/${borrador.id}`)).body.neto).toBe(EJEMPLO.neto)
    // The draft's edit recomputes it from the contract: the rain days are billed now (24 billable
    // days → mínimo 144 h at $46.200 = $6.652.800) and 10 % off → $5.987.520.
    const editado = await t.call<EdpDetail>('PATCH', `/v1/edp/${borrador.id}`, {
      body: { version: borrador.version },
    })
    expect(editado.status).toBe(200)
    expect(editado.body.neto).toBe(5_987_520)
    // Sent to the site, it keeps what it was sent with, and is not staff's to edit.
    const enviadoAhora = await t.call<EdpDetail>('GET', `/v1/edp/${alSitio.id}`)
    expect(enviadoAhora.body).toMatchObject({ neto: EJEMPLO.neto, total: EJEMPLO.total })
    const refused = await t.call('PATCH', `/v1/edp/${alSitio.id}`, {
      body: { version: alSitio.version },
    })
    expect(refused.status).toBe(409)
  })
})
