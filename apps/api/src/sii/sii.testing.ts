// What the SII's tests load through the API: the emisor's settings, and CAFs and certificates
// generated in the test (@cordillera/sii-dte/testing: NOT VALID FOR THE SII), in base64 as the
// routes take them.
import { createPublicKey } from 'node:crypto'
import { sumarDias } from '@cordillera/contracts'
import { testKey } from '@cordillera/sii-dte/testing/fixtures'
import { createTestCaf } from '@cordillera/sii-dte/testing/test-caf'
import {
  createTestCertificado,
  type TestCertificadoOptions,
} from '@cordillera/sii-dte/testing/test-certificado'
import { contratoEjemplo, EJEMPLO } from '../comercial/edp/edp-fixtures.ts'
import { AS, type TestApp } from '../testing/test-app.ts'
import { hoyEnChile } from './cafs.ts'

/** The emisor of the tests (the core's fixtures'), as the settings store it. */
export const RUT_EMISOR = '76543210-3'

export const configuracionValida = {
  rutEmisor: '76.543.210-3',
  razonSocial: 'Cordillera Arriendo de Maquinaria SpA',
  giro: 'Arriendo de maquinaria y equipos de construcción',
  acteco: '773010',
  direccion: 'Av. Apoquindo 4501, oficina 1203',
  comuna: '13114',
  resolucionNumero: 80,
  resolucionFecha: '2014-08-22',
  ambiente: 'certificacion',
  umbralAlertaCaf: 10,
  oficinaSii: 'SANTIAGO ORIENTE',
}

/** A CAF's XML in base64, authorised `diasAtras` days ago unless `fecha` says when. */
export function cafBase64(options: {
  tipoDte: number
  desde: number
  hasta: number
  rutEmisor?: string
  diasAtras?: number
  fecha?: string
}): string {
  const privateKey = testKey(options.tipoDte === 52 ? 'caf-52' : 'caf-33')
  const xml = createTestCaf({
    rutEmisor: options.rutEmisor ?? RUT_EMISOR,
    razonSocial: 'Cordillera Arriendo',
    tipoDte: options.tipoDte,
    desde: options.desde,
    hasta: options.hasta,
    fechaAutorizacion: options.fecha ?? sumarDias(hoyEnChile(), -(options.diasAtras ?? 10)),
    keys: { privateKey, publicKey: createPublicKey(privateKey) },
    siiKey: testKey('sii-stand-in'),
  })
  return Buffer.from(xml, 'latin1').toString('base64')
}

export const CONTRASENA = 'clave-de-prueba'

/** A .p12 in base64 for the signer 12.345.678-5 (fixed key), with `options` changed. */
export function certificadoBase64(options: Partial<TestCertificadoOptions> = {}): string {
  const p12 = createTestCertificado({
    rut: '12.345.678-5',
    nombre: 'Ana María Pérez',
    password: CONTRASENA,
    privateKey: testKey('certificado'),
    ...options,
  })
  return Buffer.from(p12).toString('base64')
}

/** Saves the settings (first time) and loads `cafs`, as su; fails the test if one is refused. */
export async function cargarEmisor(t: TestApp, cafs: Parameters<typeof cafBase64>[0][] = []) {
  const saved = await t.call('PUT', '/v1/sii/configuracion', {
    as: AS.su,
    body: { ...configuracionValida, version: 0 },
  })
  if (saved.status !== 200) throw new Error(`configuración: ${JSON.stringify(saved.body)}`)
  const ids: string[] = []
  for (const caf of cafs) {
    const res = await t.call('POST', '/v1/sii/cafs', {
      as: AS.su,
      body: { archivo: cafBase64(caf) },
    })
    if (res.status !== 201) throw new Error(`CAF: ${JSON.stringify(res.body)}`)
    ids.push(res.body.id)
  }
  return ids
}

/** Loads the signing certificate (12.345.678-5) as su; fails the test if it is refused. */
export async function cargarCertificado(t: TestApp) {
  const res = await t.call('PUT', '/v1/sii/certificado', {
    as: AS.su,
    body: { archivo: certificadoBase64(), contrasena: CONTRASENA, version: 0 },
  })
  if (res.status !== 200) throw new Error(`certificado: ${JSON.stringify(res.body)}`)
}

/**
 * The worked example's EDP (comercial/edp/edp-fixtures.ts) of a new contract at `obraId`, in month
 * `mes` of 2030, created, sent to the obra and approved for it by staff, as comercial@.
 */
export async function edpAprobado(
  t: TestApp,
  options: { obraId?: string; mes?: number; aprobar?: boolean } = {},
): Promise<{ id: string; version: number; neto: number; iva: number; total: number }> {
  const mes = String(options.mes ?? 1).padStart(2, '0')
  const contrato = await contratoEjemplo(t.database.db, options)
  const created = await t.call('POST', '/v1/edp', {
    body: {
      contratoId: contrato.contratoId,
      periodoDesde: `${EJEMPLO.anio}-${mes}-01`,
      periodoHasta: `${EJEMPLO.anio}-${mes}-31`,
    },
  })
  if (created.status !== 201) throw new Error(`EDP: ${JSON.stringify(created.body)}`)
  let edp = created.body
  for (const accion of options.aprobar === false ? [] : ['enviar-a-obra', 'aprobar']) {
    const moved = await t.call('POST', `/v1/edp/${edp.id}/${accion}`, {
      body: { version: edp.version },
    })
    if (moved.status !== 200) throw new Error(`${accion}: ${JSON.stringify(moved.body)}`)
    edp = moved.body
  }
  return edp
}

// The independent XML-DSig verifier (xmldsigjs, not the signer's xml-crypto). Its libraries declare
// the browser's DOM types, which the API compiles without (its fetch and Blob are Node's), so it is
// loaded by a name the compiler does not follow.
const VERIFIER = '@cordillera/sii-dte/testing/independent-verifier'
type Firma = { uri: string; valid: boolean; error?: string }
export async function verifySignaturesIndependently(xml: string): Promise<Firma[]> {
  const verifier = (await import(/* @vite-ignore */ VERIFIER)) as {
    verifySignaturesIndependently: (xml: string) => Promise<Firma[]>
  }
  return verifier.verifySignaturesIndependently(xml)
}

/**
 * The emisor ready to issue facturas and guías: as the demo seed left it when it loaded the SII's
 * settings, certificate and CAFs; else loaded here (settings, CAFs of 33 and 52, certificate).
 */
export async function emisorListo(t: TestApp) {
  const settings = await t.call('GET', '/v1/sii/configuracion', { as: AS.su })
  if (settings.status === 200) return
  await cargarEmisor(t, [
    { tipoDte: 33, desde: 1, hasta: 100 },
    { tipoDte: 52, desde: 1, hasta: 100 },
  ])
  await cargarCertificado(t)
}
