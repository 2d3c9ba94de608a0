// Emitir guía de despacho (decision 088) through the API, on PGlite and on PostgreSQL
// (TEST_DATABASE=postgres): refused with its reason until the settings, the certificate and a CAF
// of tipo 52 are loaded; then the guía of a seeded despacho validates against the SII's schemas,
// its TED and both signatures verify (xmldsigjs, not the signer's library), it says IndTraslado 6
// with the asset as its one item, and its folio becomes the movement's guía; one per movement,
// only despachos and retiros; logistics' keys only.
import { createPublicKey } from 'node:crypto'
import type { DteEmitido } from '@cordillera/contracts'
import { verifyTed } from '@cordillera/sii-dte/ted'
import { testKey } from '@cordillera/sii-dte/testing/fixtures'
import { validateAgainst } from '@cordillera/sii-dte/validate'
import { and, asc, eq, isNotNull } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activos, dteEmitidos, movimientos, obras, razonesSociales } from '../db/schema/index.ts'
import { AS, startTestApp, type TestApp } from '../testing/test-app.ts'
import {
  cafBase64,
  cargarCertificado,
  cargarEmisor,
  RUT_EMISOR,
  verifySignaturesIndependently,
} from './sii.testing.ts'

let t: TestApp
let guia: DteEmitido

const emitir = (id: string, body: object = {}, as: string | null = AS.operaciones) =>
  t.call('POST', `/v1/movimientos/${id}/guia`, { as, body })

/** The first seeded movement of `tipo` (a despacho: to an obra). */
async function movimientoDe(tipo: string) {
  const [row] = await t.database.db
    .select()
    .from(movimientos)
    .where(
      and(
        eq(movimientos.tipo, tipo),
        ...(tipo === 'despacho' ? [isNotNull(movimientos.hastaObraId)] : []),
      ),
    )
    .orderBy(asc(movimientos.fecha), asc(movimientos.id))
    .limit(1)
  if (!row) throw new Error(`no seeded ${tipo}`)
  return row
}

let despacho: Awaited<ReturnType<typeof movimientoDe>>

beforeAll(async () => {
  t = await startTestApp()
  despacho = await movimientoDe('despacho')
}, 180_000)
afterAll(() => t?.close())

describe('Emitir guía de despacho, before the SII settings are complete', () => {
  it.each([
    ['the tax settings', async () => {}, /^Configure los datos tributarios.*guías de despacho\.$/],
    [
      'the certificate',
      () => cargarEmisor(t, [{ tipoDte: 33, desde: 1, hasta: 10 }]),
      'Cargue el certificado digital de la empresa antes de emitir documentos.',
    ],
    ['folios of tipo 52', () => cargarCertificado(t), /^No quedan folios de guía/],
  ] as const)('asks for %s (409), issuing nothing', async (_what, cargar, message) => {
    await cargar()
    const res = await emitir(despacho.id)
    expect(res.status).toBe(409)
    expect(res.body.error.message).toMatch(message)
    expect(await t.database.db.select().from(dteEmitidos)).toEqual([])
  })
})

describe('Emitir guía de despacho of a despacho', () => {
  beforeAll(async () => {
    const caf = await t.call('POST', '/v1/sii/cafs', {
      as: AS.su,
      body: { archivo: cafBase64({ tipoDte: 52, desde: 1, hasta: 100 }) },
    })
    expect(caf.status).toBe(201)
  })

  it('refuses a body the schema refuses (400)', async () => {
    const res = await emitir(despacho.id, { patente: 'no es patente', chofer: { rut: '1-1' } })
    expect(res.status).toBe(400)
  })

  it('issues folio 1, recorded as listo para enviar, and the movement’s guía becomes it', async () => {
    const res = await emitir(despacho.id, {
      transportista: { rut: '77.123.456-9', nombre: 'Transportes Andinos' },
      chofer: { rut: '12.345.678-5', nombre: 'Juan Soto' },
      patente: 'BCDF12',
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    guia = res.body
    expect(guia).toMatchObject({
      tipoDte: 52,
      folio: 1,
      neto: 0,
      iva: 0,
      total: 0,
      edpId: null,
      movimientoId: despacho.id,
      estadoEnvio: 'listo-para-enviar',
    })
    const [movimiento] = await t.database.db
      .select({ guia: movimientos.guiaDespacho, emisor: movimientos.guiaEmisor })
      .from(movimientos)
      .where(eq(movimientos.id, despacho.id))
    expect(movimiento).toEqual({ guia: 1, emisor: RUT_EMISOR })
    expect(await t.auditOf(guia.id)).toHaveLength(1)
    const audit = await t.auditOf(despacho.id)
    expect(audit.at(-1)).toMatchObject({ entity: 'movimiento', action: 'emitir' })
  })

  it('answers its EnvioDTE, which the SII’s schemas, the CAF and xmldsigjs accept: IndTraslado 6, the asset, the obra', async () => {
    const res = await t.app.request(`/v1/sii/documentos/${guia.id}/xml`, {
      headers: { Authorization: t.authorization(AS.su) },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toContain('DTE-52-F000001.xml')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(await validateAgainst(bytes, 'EnvioDTE_v10.xsd')).toEqual({ valid: true, errors: [] })
    const xml = Buffer.from(bytes).toString('latin1')
    const ted = /<TED version="1.0">[\s\S]*?<\/TED>/.exec(xml)?.[0] ?? ''
    expect(verifyTed(ted, { publicKey: createPublicKey(testKey('caf-52')) })).toBe(true)
    const firmas = await verifySignaturesIndependently(xml)
    expect(firmas.map(({ uri, valid }) => [uri, valid])).toEqual([
      ['#F1T52', true],
      ['#SetDoc', true],
    ])
    expect(xml).toContain('<TipoDTE>52</TipoDTE><Folio>1</Folio>')
    expect(xml).toContain('<IndTraslado>6</IndTraslado>')
    const [activo] = await t.database.db
      .select({ codigo: activos.codigo })
      .from(activos)
      .where(eq(activos.id, despacho.activoId))
    expect(xml).toMatch(
      new RegExp(
        `<NmbItem>${activo?.codigo} [^<]+</NmbItem><QtyItem>1</QtyItem><MontoItem>0</MontoItem>`,
      ),
    )
    const [obra] = await t.database.db
      .select({ direccion: obras.direccion, rut: razonesSociales.rut })
      .from(obras)
      .innerJoin(razonesSociales, eq(razonesSociales.id, obras.razonSocialId))
      .where(eq(obras.id, despacho.hastaObraId as string))
    expect(xml).toContain(`<RUTRecep>${obra?.rut}</RUTRecep>`)
    expect(xml).toContain(
      '<Patente>BCDF12</Patente><RUTTrans>77123456-9</RUTTrans><Chofer><RUTChofer>12345678-5</RUTChofer><NombreChofer>Juan Soto</NombreChofer></Chofer>',
    )
    expect(xml).toContain(`<DirDest>${obra?.direccion}</DirDest>`)
  })

  it('prints it: the PDF reads GUÍA DE DESPACHO ELECTRÓNICA and its folio', async () => {
    const res = await t.app.request(`/v1/sii/documentos/${guia.id}/pdf`, {
      headers: { Authorization: t.authorization(AS.su) },
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toContain('DTE-52-F000001.pdf')
    const document = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()))
    const text = (await extractText(document, { mergePages: true })).text.replace(/\s+/g, ' ')
    expect(text).toContain('GUÍA DE DESPACHO ELECTRÓNICA')
    expect(text).toContain('N° 1')
    expect(text).toContain('Timbre Electrónico SII')
  })

  it('issues one guía per movement: a second is a 409 naming the folio', async () => {
    const res = await emitir(despacho.id)
    expect(res.status).toBe(409)
    expect(res.body.error.message).toBe(
      'El movimiento ya tiene su guía de despacho electrónica: folio 1.',
    )
  })

  it.each([
    ['traslado', 'traslado', { guiaDespacho: 999_001, guiaEmisor: RUT_EMISOR }],
    [
      'ingreso-taller',
      'ingreso a taller',
      { hastaLugar: 'taller', hastaObraId: null, guiaDespacho: null, guiaEmisor: null },
    ],
  ])('issues none for a %s (409 with its tipo)', async (tipo, label, cambios) => {
    // The despacho's asset moved again, as the tipo records it.
    const { id: _id, ...desde } = despacho
    const [movimiento] = await t.database.db
      .insert(movimientos)
      .values({ ...desde, ...cambios, tipo, fecha: new Date('2031-01-01T12:00:00Z') })
      .returning()
    const res = await emitir(movimiento?.id as string)
    expect(res.status).toBe(409)
    expect(res.body.error.message).toBe(
      `Solo un despacho o un retiro lleva guía de despacho electrónica; este movimiento es ${label}.`,
    )
  })

  it('issues the guía of a retiro to the company itself, to its yard', async () => {
    const retiro = await movimientoDe('retiro')
    const res = await emitir(retiro.id)
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body).toMatchObject({ folio: 2, rutReceptor: RUT_EMISOR, movimientoId: retiro.id })
    const [stored] = await t.database.db
      .select({ xml: dteEmitidos.dteXml })
      .from(dteEmitidos)
      .where(eq(dteEmitidos.id, res.body.id))
    expect(stored?.xml).toContain('<RUTRecep>76543210-3</RUTRecep>')
    expect(stored?.xml).toContain('<DirDest>Av. Apoquindo 4501, oficina 1203</DirDest>')
  })

  it('stores nothing of a guía the schema refuses (422 naming the element), and its folio comes again', async () => {
    const { id: _id, ...desde } = despacho
    const [otro] = await t.database.db
      .insert(movimientos)
      .values({ ...desde, guiaDespacho: 999_002, fecha: new Date('2031-02-01T12:00:00Z') })
      .returning()
    const [obra] = await t.database.db
      .select({ id: razonesSociales.id, razonSocial: razonesSociales.razonSocial })
      .from(obras)
      .innerJoin(razonesSociales, eq(razonesSociales.id, obras.razonSocialId))
      .where(eq(obras.id, despacho.hastaObraId as string))
    const renombrar = (razonSocial: string) =>
      t.database.db
        .update(razonesSociales)
        .set({ razonSocial })
        .where(eq(razonesSociales.id, obra?.id as string))
    // RznSocRecep holds 100 characters.
    await renombrar('Constructora '.padEnd(120, 'x'))
    const res = await emitir(otro?.id as string)
    await renombrar(obra?.razonSocial as string)
    expect(res.status).toBe(422)
    expect(Object.keys(res.body.error.fields)).toEqual(['RznSocRecep'])
    expect(res.body.error.message).toMatch(/^La guía de despacho no cumple el esquema del SII/)
    const [movimiento] = await t.database.db
      .select({ guia: movimientos.guiaDespacho })
      .from(movimientos)
      .where(eq(movimientos.id, otro?.id as string))
    expect(movimiento?.guia).toBe(999_002)
    const ahora = await emitir(otro?.id as string)
    expect(ahora.status, JSON.stringify(ahora.body)).toBe(201)
    expect(ahora.body.folio).toBe(3)
  })

  it('answers 404 for a movement that does not exist', async () => {
    const res = await emitir('00000000-0000-4000-8000-000000000000')
    expect(res.status).toBe(404)
  })

  it('refuses a site client, an operator, a lessor and staff without the keys (403), and no session (401)', async () => {
    const retiro = await movimientoDe('retiro')
    for (const as of [AS.cliente, AS.operador, AS.proveedor, AS.sinPermisos, AS.comercial]) {
      expect((await emitir(retiro.id, {}, as)).status, as).toBe(403)
    }
    expect((await emitir(retiro.id, {}, null)).status).toBe(401)
  })
})
