// POST /v1/edp/{id}/factura, "Emitir factura" (decision 088): the factura electrónica (33) of an
// EDP approved by its obra, in one transaction — the EDP locked, the settings, the certificate and
// the next folio read, the Documento built from the EDP with @cordillera/sii-dte (Detalle per
// line in whole pesos, Referencia to the OC and HES, Totales the EDP's), stamped with the CAF's key,
// signed, enveloped in a signed EnvioDTE and validated against the SII's schemas before it is
// stored and audited. An invalid document rolls everything back, the folio too (422 naming the
// element). Once stored, its EnvioDTE goes to the transport port (transporte.ts).
import {
  comunaPorCodigo,
  type DteEmitido,
  type EstadoEdp,
  type emitirFacturaSchema,
} from '@cordillera/contracts'
import { readCaf } from '@cordillera/sii-dte/caf'
import { buildFactura, type Emisor, type FacturaInput } from '@cordillera/sii-dte/documento'
import { buildEnvioDte } from '@cordillera/sii-dte/envio'
import {
  assertVigente,
  type Certificado,
  CertificadoError,
  signDocumento,
} from '@cordillera/sii-dte/firma'
import { type RootSchema, validateAgainst } from '@cordillera/sii-dte/validate'
import { and, asc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import { edpRecords } from '../comercial/edp/edp-records.ts'
import { ESTADO_EDP_AHORA } from '../comercial/edp/edp-workflow.ts'
import type { Db, Tx } from '../db/database.ts'
import { vigente } from '../db/schema/columns.ts'
import {
  dteEmitidos,
  edpLineas,
  edps,
  razonesSociales,
  siiCafs,
  siiCertificados,
  siiConfiguracion,
} from '../db/schema/index.ts'
import { ApiHttpError, conflict, messages } from '../http/api-error.ts'
import { renderDtePdf } from '../pdf/dte-documento.ts'
import type { Actor } from '../records/actor.ts'
import { assignFolio } from './assign-folio.ts'
import { hoyEnChile } from './cafs.ts'
import { certificadoParaFirmar } from './certificado.ts'
import type { CifradoSii } from './cifrado.ts'
import { dteRecords, toDteEmitido } from './dte-records.ts'
import { unica } from './sii-records.ts'
import { enviarDte, type TransporteSii } from './transporte.ts'

type DteRecord = typeof dteEmitidos.$inferSelect

/** NmbItem holds 80 characters. */
const NMB_ITEM = 80

/** A moment as the SII's timestamps write it: Santiago's local time, `YYYY-MM-DDTHH:MM:SS`. */
export const timestampEnChile = (now: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/Santiago',
    dateStyle: 'short',
    timeStyle: 'medium',
  })
    .format(now)
    .replace(' ', 'T')

const nombreComuna = (codigo: string) => comunaPorCodigo(codigo)?.nombre ?? codigo

/** The EDP locked for the issue: 404 when missing, 409 unless approved and at the version read. */
async function edpAprobado(tx: Tx, id: string, version: number) {
  const [edp] = await tx
    .select()
    .from(edps)
    .where(and(eq(edps.id, id), vigente(edps)))
    .for('update')
  if (!edp) throw edpRecords.missing()
  const [emitida] = await tx
    .select({ folio: dteEmitidos.folio })
    .from(dteEmitidos)
    .where(and(eq(dteEmitidos.edpId, id), vigente(dteEmitidos)))
  if (emitida) throw conflict(`El EDP ya tiene su factura electrónica: folio ${emitida.folio}.`)
  if (edp.estado !== 'aprobado-obra') {
    const estado = ESTADO_EDP_AHORA[edp.estado as EstadoEdp]
    throw conflict(`Solo se factura un EDP aprobado por obra; este está ${estado}.`)
  }
  if (edp.version !== version) throw conflict(messages.conflicto)
  return edp
}

/** The certificate that signs, refused (409) when none was loaded or it cannot sign today. */
async function firmante(tx: Tx, cifrado: CifradoSii, now: Date): Promise<Certificado> {
  if (!(await unica(tx, siiCertificados))) {
    throw conflict('Cargue el certificado digital de la empresa antes de emitir documentos.')
  }
  const certificado = await certificadoParaFirmar(tx, cifrado)
  try {
    assertVigente(certificado, now)
  } catch (error) {
    if (error instanceof CertificadoError) throw conflict(error.message)
    throw error
  }
  return certificado
}

/** 422 naming the element the SII's schema refuses, unless `xml` validates against `schema`. */
async function validar(xml: string | Uint8Array, schema: RootSchema): Promise<void> {
  const { valid, errors } = await validateAgainst(xml, schema)
  if (valid) return
  const message = errors[0]?.message ?? `El documento no es válido según ${schema}.`
  throw new ApiHttpError(
    422,
    'entrada_invalida',
    `La factura no cumple el esquema del SII y no se emitió: ${message}`,
    { [errors[0]?.element ?? 'documento']: message },
  )
}

/** The Documento stamped; what the core refuses of the EDP (over 60 lines, a bad RUT) is a 422. */
function construir(factura: FacturaInput, caf: Parameters<typeof buildFactura>[1]) {
  try {
    return buildFactura(factura, caf)
  } catch (error) {
    if (!(error instanceof Error)) throw error
    throw new ApiHttpError(
      422,
      'entrada_invalida',
      `No se pudo emitir la factura: ${error.message}`,
    )
  }
}

/** The operation, with the app's cipher and transport. */
export const emitirFacturaWith =
  (cifrado: CifradoSii, transporte: TransporteSii, clock: () => Date = () => new Date()) =>
  async (
    db: Db,
    actor: Actor,
    edpId: string,
    input: z.output<typeof emitirFacturaSchema>,
  ): Promise<DteEmitido> => {
    const now = clock()
    const emitida = await dteRecords.create(
      db,
      actor,
      async (tx) => {
        const edp = await edpAprobado(tx, edpId, input.version)
        const configuracion = await unica(tx, siiConfiguracion)
        if (!configuracion) {
          throw conflict(
            'Configure los datos tributarios de la empresa (emisor y resolución del SII) antes de emitir facturas.',
          )
        }
        const certificado = await firmante(tx, cifrado, now)
        const [receptor] = await tx
          .select()
          .from(razonesSociales)
          .where(eq(razonesSociales.id, edp.razonSocialId))
        const lineas = await tx
          .select({ descripcion: edpLineas.descripcion, monto: edpLineas.monto })
          .from(edpLineas)
          .where(eq(edpLineas.edpId, edp.id))
          .orderBy(asc(edpLineas.posicion))
        if (!receptor) throw new Error(`EDP ${edp.id}: its razón social is missing`)
        const { folio, cafId } = await assignFolio(tx, 33, hoyEnChile(now))
        const [cafRow] = await tx.select().from(siiCafs).where(eq(siiCafs.id, cafId))
        if (!cafRow) throw new Error(`CAF ${cafId} vanished`)
        const caf = readCaf(cifrado.descifrar('caf', cafRow.archivoCifrado))
        const fechaEmision = hoyEnChile(now)
        const timestamp = timestampEnChile(now)
        const emisor: Emisor = {
          rut: configuracion.rutEmisor,
          razonSocial: configuracion.razonSocial,
          giro: configuracion.giro,
          acteco: Number(configuracion.acteco),
          direccion: configuracion.direccion,
          comuna: nombreComuna(configuracion.comuna),
        }
        // The OC's and HES's own dates are not recorded: the EDP's closing day stands for them.
        const referencia = (numero: string | null) =>
          numero ? { folio: numero, fecha: edp.periodoHasta } : undefined
        const factura: FacturaInput = {
          folio,
          fechaEmision,
          periodoDesde: edp.periodoDesde,
          periodoHasta: edp.periodoHasta,
          emisor,
          receptor: {
            rut: receptor.rut,
            razonSocial: receptor.razonSocial,
            giro: receptor.giro,
            direccion: receptor.direccion,
            comuna: nombreComuna(receptor.comuna),
          },
          // Each line's monto is already whole pesos (a UF line converted at the EDP's valor UF).
          lineas: lineas.map((linea) => ({
            nombre: linea.descripcion.slice(0, NMB_ITEM),
            cantidad: 1,
            precio: linea.monto,
            monto: linea.monto,
          })),
          ordenCompra: referencia(edp.ordenCompra),
          hes: referencia(edp.hes),
          timestamp,
        }
        const documento = construir(factura, caf)
        if (documento.montoTotal !== edp.total) {
          throw conflict(
            `Las líneas del EDP no suman su total (${edp.total}): la factura daría ${documento.montoTotal}. Revise el EDP.`,
          )
        }
        const dteXml = signDocumento(documento.xml, documento.id, certificado, now)
        const envio = buildEnvioDte(
          [{ tipoDte: 33, xml: dteXml }],
          {
            rutEmisor: configuracion.rutEmisor,
            rutEnvia: certificado.rut ?? '',
            fechaResolucion: configuracion.resolucionFecha,
            numeroResolucion: configuracion.resolucionNumero,
            timestamp,
          },
          certificado,
          now,
        )
        await validar(dteXml, 'DTE_v10.xsd')
        await validar(envio.bytes, 'EnvioDTE_v10.xsd')
        return {
          tipoDte: 33,
          folio,
          fechaEmision,
          rutReceptor: receptor.rut,
          razonSocialReceptor: receptor.razonSocial,
          neto: edp.neto,
          iva: edp.iva,
          total: edp.total,
          edpId: edp.id,
          movimientoId: null,
          dteXml,
          envioXml: envio.xml,
          estadoEnvio: 'listo-para-enviar',
        }
      },
      (_tx, row) => toDteEmitido(row),
    )
    return enviarDte(db, transporte, actor, emitida.id)
  }

/** An issued document's file, named `DTE-33-F000001.<extension>`. */
const archivoDte =
  (extension: 'xml' | 'pdf', bytes: (record: DteRecord) => Uint8Array | Promise<Uint8Array>) =>
  async (db: Db, id: string) => {
    const { record } = await dteRecords.detail(db, id, {})
    const folio = String(record.folio).padStart(6, '0')
    return { bytes: await bytes(record), fileName: `DTE-${record.tipoDte}-F${folio}.${extension}` }
  }

/** GET /v1/sii/documentos/{id}/xml: the signed EnvioDTE as stored, ISO-8859-1. */
export const dteXml = archivoDte('xml', (record) => Buffer.from(record.envioXml, 'latin1'))

/**
 * GET /v1/sii/documentos/{id}/pdf: its printed representation (pdf/dte-documento.ts), from the
 * signed DTE and the resolution its EnvioDTE's Carátula declared when it was issued.
 */
export const dtePdf = archivoDte('pdf', (record) => {
  const [, fecha = '', numero = '0'] =
    /<FchResol>([^<]+)<\/FchResol><NroResol>(\d+)<\/NroResol>/.exec(record.envioXml) ?? []
  return renderDtePdf(record.dteXml, {
    resolucion: { numero: Number(numero), fecha },
    creadoEn: record.createdAt,
  })
})
