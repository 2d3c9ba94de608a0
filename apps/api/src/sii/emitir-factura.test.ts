// Emitir factura (decision 088) through the API, on PGlite and on PostgreSQL
// (TEST_DATABASE=postgres): refused with its reason until the settings, the certificate and a CAF
// are loaded; then the factura of an approved EDP validates against the SII's schemas, its TED
// and both signatures verify (xmldsigjs, not the signer's library), its totals are the EDP's; one
// per EDP, only approved ones; an invalid document is never stored and gives its folio back; 20
// simultaneous issues take 20 consecutive folios; and the transport port records a send and its
// status.
import { createPublicKey } from 'node:crypto'
import { type DteEmitido, formatClp } from '@cordillera/contracts'
import { verifyTed } from '@cordillera/sii-dte/ted'
import { testKey } from '@cordillera/sii-dte/testing/fixtures'
import { validateAgainst } from '@cordillera/sii-dte/validate'
import { asc, eq } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  dteEmitidos,
  edpLineas,
  obras,
  razonesSociales,
  siiCertificados,
} from '../db/schema/index.ts'
import { AS, startTestApp, type TestApp } from '../testing/test-app.ts'
import { cifradoSii, siiCertKey } from './cifrado.ts'
import { emitirFacturaWith } from './emitir-factura.ts'
import {
  cafBase64,
  cargarCertificado,
  cargarEmisor,
  edpAprobado,
  verifySignaturesIndependently,
} from './sii.testing.ts'
import { consultarEnvioDte, enviarDte, type TransporteSii } from './transporte.ts'

let t: TestApp
let obraIds: string[]
let edp: Awaited<ReturnType<typeof edpAprobado>>
let factura: DteEmitido

const emitir = (id: string, version: number, as: string | null = AS.comercial) =>
  t.call('POST', `/v1/edp/${id}/factura`, { as, body: { version } })

beforeAll(async () => {
  t = await startTestApp()
  const rows = await t.database.db
    .select({ id: obras.id })
    .from(obras)
    .orderBy(asc(obras.codigo))
    .limit(4)
  obraIds = rows.map((row) => row.id)
  edp = await edpAprobado(t, { obraId: obraIds[0], mes: 1 })
}, 180_000)
afterAll(() => t?.close())

describe('Emitir factura, before the SII settings are complete', () => {
  // Each step loads what the previous answer asked for, and the next refusal says what is missing.
  it.each([
    ['the tax settings', async () => {}, /^Configure los datos tributarios/],
    [
      'the certificate',
      () => cargarEmisor(t),
      'Cargue el certificado digital de la empresa antes de emitir documentos.',
    ],
    [
      'folios',
      () => cargarCertificado(t),
      'No quedan folios de factura electrónica: cargue un CAF nuevo del SII.',
    ],
  ] as const)('asks for %s (409), issuing nothing', async (_what, cargar, message) => {
    await cargar()
    const res = await emitir(edp.id, edp.version)
    expect(res.status).toBe(409)
    expect(res.body.error.message).toMatch(message)
    expect(await t.database.db.select().from(dteEmitidos)).toEqual([])
  })
  it('refuses an expired certificate (409)', async () => {
    const cifrado = cifradoSii(siiCertKey(undefined, false))
    const [certificado] = await t.database.db
      .select({ hasta: siiCertificados.validoHasta })
      .from(siiCertificados)
    const vencido = () => new Date((certificado?.hasta.getTime() ?? 0) + 86_400_000)
    const actor = { id: await t.userId(AS.comercial) }
    await expect(
      emitirFacturaWith(cifrado, { enviar: never, estado: never }, vencido)(
        t.database.db,
        actor,
        edp.id,
        { version: edp.version },
      ),
    ).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/venció|vigente/) })
  })
})

async function never(): Promise<never> {
  throw new Error('the transport is not reached')
}

/** The first factura's file, as comercial@ downloads it: 200, its type, named by its folio. */
async function descarga(archivo: 'xml' | 'pdf', contentType: string) {
  const res = await t.app.request(`/v1/sii/documentos/${factura.id}/${archivo}`, {
    headers: { Authorization: t.authorization(AS.comercial) },
  })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe(contentType)
  expect(res.headers.get('content-disposition')).toContain(`DTE-33-F000001.${archivo}`)
  return res
}

describe('Emitir factura of an approved EDP', () => {
  beforeAll(async () => {
    const caf = await t.call('POST', '/v1/sii/cafs', {
      as: AS.su,
      body: { archivo: cafBase64({ tipoDte: 33, desde: 1, hasta: 100 }) },
    })
    expect(caf.status).toBe(201)
  })

  it('issues folio 1, with the EDP’s totals, recorded as listo para enviar', async () => {
    const res = await emitir(edp.id, edp.version)
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    factura = res.body
    expect(factura).toMatchObject({
      tipoDte: 33,
      folio: 1,
      neto: edp.neto,
      iva: edp.iva,
      total: edp.total,
      edpId: edp.id,
      movimientoId: null,
      estadoEnvio: 'listo-para-enviar',
      trackId: null,
    })
    expect(factura).not.toHaveProperty('dteXml')
    expect(await t.auditOf(factura.id)).toHaveLength(1)
  })

  it('answers its EnvioDTE as an ISO-8859-1 download that the SII’s schemas, the CAF and xmldsigjs accept', async () => {
    const res = await descarga('xml', 'application/xml; charset=ISO-8859-1')
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect(await validateAgainst(bytes, 'EnvioDTE_v10.xsd')).toEqual({ valid: true, errors: [] })
    const xml = Buffer.from(bytes).toString('latin1')
    expect(xml.startsWith('<?xml version="1.0" encoding="ISO-8859-1"?>')).toBe(true)
    const ted = /<TED version="1.0">[\s\S]*?<\/TED>/.exec(xml)?.[0] ?? ''
    expect(verifyTed(ted, { publicKey: createPublicKey(testKey('caf-33')) })).toBe(true)
    const firmas = await verifySignaturesIndependently(xml)
    expect(firmas.map(({ uri, valid }) => [uri, valid])).toEqual([
      ['#F1T33', true],
      ['#SetDoc', true],
    ])
    expect(xml).toContain(
      `<MntNeto>${edp.neto}</MntNeto><TasaIVA>19</TasaIVA><IVA>${edp.iva}</IVA><MntTotal>${edp.total}</MntTotal>`,
    )
    // One Detalle per EDP line, each its whole pesos.
    const lineas = await t.database.db
      .select({ monto: edpLineas.monto })
      .from(edpLineas)
      .where(eq(edpLineas.edpId, edp.id))
      .orderBy(asc(edpLineas.posicion))
    expect([...xml.matchAll(/<MontoItem>(\d+)<\/MontoItem>/g)].map((m) => Number(m[1]))).toEqual(
      lineas.map((linea) => linea.monto),
    )
    expect(xml).toContain(
      '<PeriodoDesde>2030-01-01</PeriodoDesde><PeriodoHasta>2030-01-31</PeriodoHasta>',
    )
    expect(xml).toMatch(/<TpoDocRef>801<\/TpoDocRef><FolioRef>OC-[0-9A-F]{6}<\/FolioRef>/)
    expect(xml).toContain('<RutReceptor>60803000-K</RutReceptor>')
    expect(xml).toContain('<RutEnvia>12345678-5</RutEnvia>')
    // Tampering with one amount breaks the Documento's signature.
    const alterado = xml.replace(
      `<MntTotal>${edp.total}</MntTotal>`,
      `<MntTotal>${edp.total + 1}</MntTotal>`,
    )
    expect((await verifySignaturesIndependently(alterado))[0]?.valid).toBe(false)
  })

  it('prints it: the PDF shows its folio, its total, the settings’ SII office and the timbre’s legend', async () => {
    const res = await descarga('pdf', 'application/pdf')
    const document = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()))
    const text = (await extractText(document, { mergePages: true })).text.replace(/\s+/g, ' ')
    expect(text).toContain('N° 1')
    expect(text).toContain(formatClp(edp.total))
    expect(text).toContain('S.I.I. - SANTIAGO ORIENTE')
    expect(text).not.toContain('SANTIAGO CENTRO')
    expect(text).toContain('Timbre Electrónico SII')
  })

  it('issues one factura per EDP: a second is a 409 naming the folio', async () => {
    const res = await emitir(edp.id, edp.version)
    expect(res.status).toBe(409)
    expect(res.body.error.message).toBe('El EDP ya tiene su factura electrónica: folio 1.')
  })

  it('issues one factura when one EDP is issued twice at once: the other is told its folio', async () => {
    const doble = await edpAprobado(t, { obraId: obraIds[0], mes: 5 })
    const answers = await Promise.all([
      emitir(doble.id, doble.version),
      emitir(doble.id, doble.version),
    ])
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409])
    const emitida = answers.find((res) => res.status === 201)?.body
    expect(answers.find((res) => res.status === 409)?.body.error.message).toBe(
      `El EDP ya tiene su factura electrónica: folio ${emitida.folio}.`,
    )
  })

  it('issues none for an EDP not approved by its obra (409 with its estado)', async () => {
    const borrador = await edpAprobado(t, { obraId: obraIds[0], mes: 3, aprobar: false })
    const res = await emitir(borrador.id, borrador.version)
    expect(res.status).toBe(409)
    expect(res.body.error.message).toBe(
      'Solo se factura un EDP aprobado por obra; este está en revisión comercial 1.',
    )
  })

  it('refuses a site client, a lessor and staff without the key (403), and no session (401)', async () => {
    for (const as of [AS.cliente, AS.proveedor, AS.sinPermisos]) {
      expect((await emitir(edp.id, edp.version, as)).status, as).toBe(403)
      for (const archivo of ['xml', 'pdf']) {
        const res = await t.call('GET', `/v1/sii/documentos/${factura.id}/${archivo}`, { as })
        expect(res.status, as).toBe(403)
      }
    }
    expect((await emitir(edp.id, edp.version, null)).status).toBe(401)
  })

  it('stores nothing of a document the schema refuses (422 naming the element), and its folio comes again', async () => {
    const otra = await edpAprobado(t, { obraId: obraIds[1], mes: 1 })
    const [obra] = await t.database.db
      .select({ razonSocialId: obras.razonSocialId })
      .from(obras)
      .where(eq(obras.id, obraIds[1] as string))
    const id = obra?.razonSocialId as string
    const [antes] = await t.database.db
      .select({ razonSocial: razonesSociales.razonSocial })
      .from(razonesSociales)
      .where(eq(razonesSociales.id, id))
    // RznSocRecep holds 100 characters.
    await t.database.db
      .update(razonesSociales)
      .set({ razonSocial: 'Constructora '.padEnd(120, 'x') })
      .where(eq(razonesSociales.id, id))
    const res = await emitir(otra.id, otra.version)
    await t.database.db
      .update(razonesSociales)
      .set({ razonSocial: antes?.razonSocial as string })
      .where(eq(razonesSociales.id, id))
    expect(res.status).toBe(422)
    expect(Object.keys(res.body.error.fields)).toEqual(['RznSocRecep'])
    expect(res.body.error.message).toMatch(/RznSocRecep/)
    // Only the two facturas issued before: folios 1 and 2.
    expect(await t.database.db.select({ id: dteEmitidos.id }).from(dteEmitidos)).toHaveLength(2)
    const ahora = await emitir(otra.id, otra.version)
    expect(ahora.status).toBe(201)
    expect(ahora.body.folio).toBe(3)
  })

  it('gives 20 simultaneous issues of 20 approved EDPs 20 distinct consecutive folios', async () => {
    const aprobados = []
    for (const obraId of obraIds.slice(1)) {
      for (const mes of [3, 5, 7, 8, 10, 12, 1]) {
        if (aprobados.length === 20) break
        if (obraId === obraIds[1] && mes === 1) continue
        aprobados.push(await edpAprobado(t, { obraId, mes }))
      }
    }
    expect(aprobados).toHaveLength(20)
    const answers = await Promise.all(aprobados.map((one) => emitir(one.id, one.version)))
    expect(answers.map((res) => res.status)).toEqual(aprobados.map(() => 201))
    const folios = answers.map((res) => res.body.folio).sort((a, b) => a - b)
    expect(folios).toEqual(Array.from({ length: 20 }, (_, i) => 4 + i))
  }, 300_000)
})

describe('the transport port', () => {
  it('records a send and the status it is later asked', async () => {
    const enviados: number[] = []
    const doble: TransporteSii = {
      async enviar(envio) {
        expect(envio.bytes.toString('latin1')).toMatch(
          /^<\?xml version="1.0" encoding="ISO-8859-1"\?>/,
        )
        enviados.push(envio.folio)
        return { trackId: `TRK-${envio.folio}`, estado: 'enviado' }
      },
      async estado(trackId) {
        return { trackId, estado: 'aceptado', mensaje: 'DTE aceptado' }
      },
    }
    const actor = { id: await t.userId(AS.comercial) }
    const enviado = await enviarDte(t.database.db, doble, actor, factura.id)
    expect(enviados).toEqual([1])
    expect(enviado).toMatchObject({ estadoEnvio: 'enviado', trackId: 'TRK-1', version: 2 })
    const consultado = await consultarEnvioDte(t.database.db, doble, actor, factura.id)
    expect(consultado).toMatchObject({
      estadoEnvio: 'aceptado',
      trackId: 'TRK-1',
      mensajeEnvio: 'DTE aceptado',
      version: 3,
    })
    const [stored] = await t.database.db
      .select({ estado: dteEmitidos.estadoEnvio })
      .from(dteEmitidos)
      .where(eq(dteEmitidos.id, factura.id))
    expect(stored?.estado).toBe('aceptado')
  })
})
