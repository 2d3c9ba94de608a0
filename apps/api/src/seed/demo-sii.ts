// The demo's SII data (issue 25): the demo company's tax settings (the emisor its documents
// print, pdf/emisor.ts, in the certification environment), a self-signed signing certificate and
// a CAF of facturas (33) and one of guías de despacho (52), all generated here at seed time with
// @cordillera/sii-dte's testing helpers and NOT VALID FOR THE SII (the certificate's name and
// organisation say so; each CAF's RS and IDK 100 do), then a few facturas of approved EDPs and
// guías of despachos/retiros issued as the app issues them.
//
// Everything goes through the API's own operations (settings save, certificate upload, CAF
// load, Emitir factura, Emitir guía de despacho) with the app's cipher, so the checks, the
// encryption at rest, the folios, the signatures, the schema validation and the audit are the
// real ones, by admin@ (su). Idempotent: each part only when missing (the settings, the
// certificate, a CAF of the tipo), and the documents only while no document of their tipo was
// ever issued; the newest approved EDPs are left to be invoiced (at least DEMO_EDPS_SIN_FACTURA).
import { generateKeyPairSync, type KeyObject } from 'node:crypto'
import { createCafSchema, putConfiguracionTributariaSchema } from '@cordillera/contracts'
import { createTestCaf } from '@cordillera/sii-dte/testing/test-caf'
import { createTestCertificado } from '@cordillera/sii-dte/testing/test-certificado'
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm'
import type { Db } from '../db/database.ts'
import { vigente } from '../db/schema/columns.ts'
import {
  dteEmitidos,
  edps,
  movimientos,
  siiCafs,
  siiCertificados,
  siiConfiguracion,
  usuarios,
} from '../db/schema/index.ts'
import { ApiHttpError } from '../http/api-error.ts'
import { EMISOR } from '../pdf/emisor.ts'
import type { Actor } from '../records/actor.ts'
import { createCafWith, hoyEnChile } from '../sii/cafs.ts'
import { uploadCertificadoWith } from '../sii/certificado.ts'
import type { CifradoSii } from '../sii/cifrado.ts'
import { saveConfiguracion } from '../sii/configuracion.ts'
import { emitirFacturaWith } from '../sii/emitir-factura.ts'
import { emitirGuiaWith } from '../sii/emitir-guia.ts'
import { unica } from '../sii/sii-records.ts'
import { transporteSinEnvio } from '../sii/transporte.ts'

/** The demo certificate's name (its CN): what the certificate's screen shows. */
export const DEMO_CERTIFICADO_NOMBRE = 'CERTIFICADO DE PRUEBA - NO VALIDO ANTE EL SII'
/** Its titular: a demo person (a certificate is a person's, authorised by the emisor). */
export const DEMO_CERTIFICADO_RUT = '11.111.111-1'
/** Published like the demo users' password: the certificate is worthless outside the demo. */
export const DEMO_CERTIFICADO_CONTRASENA = 'demo-no-valido-sii'
/** Each tipo's demo CAF: folios 1 to 200, authorised the day it is seeded. */
export const DEMO_CAF_FOLIOS = { desde: 1, hasta: 200 } as const
/** The SII's certification CAFs carry IDK 100: this one marks the demo's as a test CAF too. */
export const DEMO_CAF_IDK = 100
export const DEMO_FACTURAS = 3
export const DEMO_GUIAS = 2
/** Approved EDPs the seed never invoices: someone must be able to issue one in the demo. */
export const DEMO_EDPS_SIN_FACTURA = 2

const SEEDED_BY = 'admin@cordillera.cl'
const DIA_MS = 24 * 60 * 60 * 1000

/** The demo company's settings, from the emisor its documents print (pdf/emisor.ts). */
export const DEMO_CONFIGURACION_SII = putConfiguracionTributariaSchema.parse({
  rutEmisor: EMISOR.rut,
  razonSocial: EMISOR.razonSocial,
  giro: EMISOR.giro,
  // Alquiler de otros tipos de maquinarias y equipos.
  acteco: '773010',
  direccion: 'Av. Apoquindo 4501, oficina 1201',
  // Las Condes.
  comuna: '13114',
  // The certification environment's resolution: number 0, the day the SII admitted the emisor.
  resolucionNumero: 0,
  resolucionFecha: '2026-01-05',
  ambiente: 'certificacion',
  umbralAlertaCaf: 20,
  // Las Condes answers to the Dirección Regional Santiago Oriente.
  oficinaSii: 'SANTIAGO ORIENTE',
  version: 0,
})

/**
 * A second start seeding at once (or an admin saving first) makes the API answer 409: what it
 * wanted to write is there, so the seed goes on.
 */
async function salvoConflicto<T>(write: () => Promise<T>): Promise<T | null> {
  try {
    return await write()
  } catch (error) {
    if (error instanceof ApiHttpError && error.status === 409) return null
    throw error
  }
}

const contar = (hecho: unknown) => (hecho === null ? 0 : 1)

export async function seedDemoSii(
  db: Db,
  cifrado: CifradoSii,
  now = new Date(),
): Promise<Record<string, number>> {
  const counts = { sii_configuracion: 0, sii_certificados: 0, sii_cafs: 0, dte_emitidos: 0 }
  const [admin] = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(eq(usuarios.email, SEEDED_BY))
  if (!admin) throw new Error(`demo seed: ${SEEDED_BY} not found`)
  const actor: Actor = { id: admin.id }

  if (!(await unica(db, siiConfiguracion))) {
    counts.sii_configuracion = contar(
      await salvoConflicto(() => saveConfiguracion(db, actor, DEMO_CONFIGURACION_SII)),
    )
  }
  const configuracion = await unica(db, siiConfiguracion)
  if (!configuracion) throw new Error('demo seed: no SII settings')

  if (!(await unica(db, siiCertificados))) {
    const p12 = createTestCertificado({
      rut: DEMO_CERTIFICADO_RUT,
      nombre: DEMO_CERTIFICADO_NOMBRE,
      password: DEMO_CERTIFICADO_CONTRASENA,
      // In the subject's serialNumber and in the subjectAltName, as Chilean certificates carry it.
      rutEn: 'ambos',
      validoDesde: new Date(now.getTime() - DIA_MS),
      validoHasta: new Date(now.getTime() + 2 * 365 * DIA_MS),
      serial: now.getTime().toString(16),
    })
    const upload = uploadCertificadoWith(cifrado, () => now)
    counts.sii_certificados = contar(
      await salvoConflicto(() =>
        upload(db, actor, {
          archivo: Buffer.from(p12).toString('base64'),
          contrasena: DEMO_CERTIFICADO_CONTRASENA,
          version: 0,
        }),
      ),
    )
  }

  const createCaf = createCafWith(cifrado)
  const conCaf = await db
    .selectDistinct({ tipoDte: siiCafs.tipoDte })
    .from(siiCafs)
    .where(vigente(siiCafs))
  // One key stands in for the SII's signature (FRMA) of both: one key pair less to generate.
  let siiKey: KeyObject | undefined
  for (const tipoDte of [33, 52]) {
    if (conCaf.some((row) => row.tipoDte === tipoDte)) continue
    siiKey ??= generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey
    const xml = createTestCaf({
      rutEmisor: configuracion.rutEmisor,
      razonSocial: configuracion.razonSocial,
      tipoDte,
      ...DEMO_CAF_FOLIOS,
      fechaAutorizacion: hoyEnChile(now),
      idk: DEMO_CAF_IDK,
      siiKey,
    })
    const input = createCafSchema.parse({ archivo: Buffer.from(xml, 'latin1').toString('base64') })
    counts.sii_cafs += contar(await salvoConflicto(() => createCaf(db, actor, input)))
  }

  counts.dte_emitidos += await seedFacturas(db, cifrado, actor, now)
  counts.dte_emitidos += await seedGuias(db, cifrado, actor, now)
  return counts
}

/** Whether a document of `tipoDte` was ever issued (the demo's are issued once per database). */
async function algunaEmitida(db: Db, tipoDte: 33 | 52): Promise<boolean> {
  const [row] = await db
    .select({ id: dteEmitidos.id })
    .from(dteEmitidos)
    .where(eq(dteEmitidos.tipoDte, tipoDte))
    .limit(1)
  return row !== undefined
}

/** The oldest seeded EDPs approved by their obra, the newest DEMO_EDPS_SIN_FACTURA left alone. */
async function seedFacturas(db: Db, cifrado: CifradoSii, actor: Actor, now: Date) {
  if (await algunaEmitida(db, 33)) return 0
  const aprobados = await db
    .select({ id: edps.id, version: edps.version })
    .from(edps)
    .where(and(eq(edps.estado, 'aprobado-obra'), isNull(edps.createdBy), vigente(edps)))
    .orderBy(asc(edps.numero))
  const emitir = emitirFacturaWith(cifrado, transporteSinEnvio, () => now)
  let emitidas = 0
  for (const edp of aprobados.slice(0, Math.max(0, aprobados.length - DEMO_EDPS_SIN_FACTURA))) {
    if (emitidas === DEMO_FACTURAS) break
    emitidas += contar(
      await salvoConflicto(() => emitir(db, actor, edp.id, { version: edp.version })),
    )
  }
  return emitidas
}

/** The newest seeded despachos and retiros, their typed guía replaced by the electronic one. */
async function seedGuias(db: Db, cifrado: CifradoSii, actor: Actor, now: Date) {
  if (await algunaEmitida(db, 52)) return 0
  const recientes = await db
    .select({ id: movimientos.id })
    .from(movimientos)
    .where(and(inArray(movimientos.tipo, ['despacho', 'retiro']), isNull(movimientos.createdBy)))
    .orderBy(desc(movimientos.fecha))
    .limit(DEMO_GUIAS)
  const emitir = emitirGuiaWith(cifrado, transporteSinEnvio, () => now)
  let emitidas = 0
  for (const movimiento of recientes) {
    emitidas += contar(await salvoConflicto(() => emitir(db, actor, movimiento.id, {})))
  }
  return emitidas
}
