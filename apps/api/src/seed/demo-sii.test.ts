// The demo's SII data as the seed leaves it (demo-sii.ts), on PGlite and on PostgreSQL
// (TEST_DATABASE=postgres), seeded on a copy of the tests' demo database (which starts without
// SII data) with the app's development cipher: the settings of the demo company, a certificate
// that says it is not valid for the SII and that the app's routes open to sign, CAFs of 33 and
// 52 with folios left, facturas of approved EDPs and guías of despachos/retiros whose XML the SII's
// schemas accept and whose signatures verify, two approved EDPs left to invoice, and a second
// seeding that changes nothing.
import type { Caf, Certificado, ConfiguracionTributaria, DteEmitido } from '@cordillera/contracts'
import { validateAgainst } from '@cordillera/sii-dte/validate'
import { and, asc, eq, isNull, notExists } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vigente } from '../db/schema/columns.ts'
import { auditLog, dteEmitidos, edps, movimientos } from '../db/schema/index.ts'
import { EMISOR } from '../pdf/emisor.ts'
import { cifradoSii, siiCertKey } from '../sii/cifrado.ts'
import { verifySignaturesIndependently } from '../sii/sii.testing.ts'
import { AS, startTestApp, type TestApp } from '../testing/test-app.ts'
import {
  DEMO_CAF_FOLIOS,
  DEMO_CERTIFICADO_NOMBRE,
  DEMO_EDPS_SIN_FACTURA,
  DEMO_FACTURAS,
  DEMO_GUIAS,
  seedDemoSii,
} from './demo-sii.ts'

// The key the test app's SII routes use (no SII_CERT_KEY: development's).
const cifrado = cifradoSii(siiCertKey(process.env.SII_CERT_KEY, false))

let t: TestApp
let first: Record<string, number>
let emitidos: (typeof dteEmitidos.$inferSelect)[]

const aprobadosSinFactura = () =>
  t.database.db
    .select({ id: edps.id, version: edps.version })
    .from(edps)
    .where(
      and(
        eq(edps.estado, 'aprobado-obra'),
        vigente(edps),
        notExists(
          t.database.db
            .select({ id: dteEmitidos.id })
            .from(dteEmitidos)
            .where(eq(dteEmitidos.edpId, edps.id)),
        ),
      ),
    )
    .orderBy(asc(edps.numero))

beforeAll(async () => {
  t = await startTestApp()
  first = await seedDemoSii(t.database.db, cifrado)
  emitidos = await t.database.db
    .select()
    .from(dteEmitidos)
    .orderBy(asc(dteEmitidos.tipoDte), asc(dteEmitidos.folio))
}, 180_000)
afterAll(() => t?.close())

describe('the demo SII data', () => {
  it('saves the demo company as the emisor, in certification', async () => {
    const res = await t.call<ConfiguracionTributaria>('GET', '/v1/sii/configuracion', {
      as: AS.su,
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      rutEmisor: EMISOR.rut.replace(/\./g, ''),
      razonSocial: EMISOR.razonSocial,
      ambiente: 'certificacion',
    })
  })

  it('loads a certificate that says it is not valid for the SII, signing today', async () => {
    const res = await t.call<Certificado>('GET', '/v1/sii/certificado', { as: AS.su })
    expect(res.status).toBe(200)
    expect(res.body.nombre).toBe(DEMO_CERTIFICADO_NOMBRE)
    expect(res.body.nombre).toMatch(/NO VALIDO ANTE EL SII/)
    expect(res.body.vigente).toBe(true)
    expect(res.body.rut).toMatch(/^\d{7,8}-[\dK]$/)
  })

  it('loads a CAF of facturas and one of guías, each with folios left', async () => {
    const res = await t.call<{ items: Caf[] }>('GET', '/v1/sii/cafs', { as: AS.su })
    expect(res.status).toBe(200)
    expect(res.body.items.map((caf) => caf.tipoDte)).toEqual([33, 52])
    for (const caf of res.body.items) {
      expect(caf).toMatchObject({ ...DEMO_CAF_FOLIOS, vencido: false })
      expect(caf.restantes).toBeGreaterThan(100)
    }
    expect(first).toMatchObject({ sii_configuracion: 1, sii_certificados: 1, sii_cafs: 2 })
  })

  it('issues a few facturas of approved EDPs and guías of despachos and retiros', async () => {
    const facturas = emitidos.filter((dte) => dte.tipoDte === 33)
    const guias = emitidos.filter((dte) => dte.tipoDte === 52)
    expect(facturas.map((dte) => dte.folio)).toEqual([1, 2, 3].slice(0, DEMO_FACTURAS))
    expect(guias.map((dte) => dte.folio)).toEqual([1, 2].slice(0, DEMO_GUIAS))
    expect(first.dte_emitidos).toBe(DEMO_FACTURAS + DEMO_GUIAS)
    expect(facturas.every((dte) => dte.edpId !== null && dte.total > 0)).toBe(true)
    // Each guía is its movement's now, and the issue audited like the app's.
    for (const guia of guias) {
      const [movimiento] = await t.database.db
        .select()
        .from(movimientos)
        .where(eq(movimientos.id, guia.movimientoId as string))
      expect(['despacho', 'retiro']).toContain(movimiento?.tipo)
      expect(movimiento?.guiaDespacho).toBe(guia.folio)
    }
    const auditados = await t.database.db
      .select({ entityId: auditLog.entityId })
      .from(auditLog)
      .where(eq(auditLog.entity, 'dte_emitido'))
    expect(new Set(auditados.map((row) => row.entityId))).toEqual(
      new Set(emitidos.map((dte) => dte.id)),
    )
  })

  it("issues documents the SII's schemas accept, their signatures verifying", async () => {
    for (const dte of emitidos) {
      expect((await validateAgainst(dte.dteXml, 'DTE_v10.xsd')).errors).toEqual([])
      const envio = Buffer.from(dte.envioXml, 'latin1')
      expect((await validateAgainst(envio, 'EnvioDTE_v10.xsd')).errors).toEqual([])
      const firmas = await verifySignaturesIndependently(dte.envioXml)
      expect(firmas.length).toBe(2)
      expect(firmas.every((firma) => firma.valid)).toBe(true)
    }
  })

  it('leaves approved EDPs to invoice, which the app issues with the seeded certificate and CAF', async () => {
    const pendientes = await aprobadosSinFactura()
    expect(pendientes.length).toBeGreaterThanOrEqual(DEMO_EDPS_SIN_FACTURA)
    const [edp] = pendientes
    const res = await t.call<DteEmitido>('POST', `/v1/edp/${edp?.id}/factura`, {
      as: AS.comercial,
      body: { version: edp?.version },
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ tipoDte: 33, folio: DEMO_FACTURAS + 1 })
  })

  it('changes nothing when seeded again', async () => {
    const antes = await t.database.db.select({ id: dteEmitidos.id }).from(dteEmitidos)
    const again = await seedDemoSii(t.database.db, cifrado)
    expect(Object.values(again).every((count) => count === 0)).toBe(true)
    const despues = await t.database.db.select({ id: dteEmitidos.id }).from(dteEmitidos)
    expect(despues.length).toBe(antes.length)
    const sinAutor = await t.database.db
      .select({ id: dteEmitidos.id })
      .from(dteEmitidos)
      .where(isNull(dteEmitidos.createdBy))
    expect(sinAutor).toEqual([])
  })
})
