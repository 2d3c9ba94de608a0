// What issuing any DTE does (decision 088), whatever it comes from: in one transaction, the origin
// read and locked by the tipo's own code, the settings and the certificate checked, the next folio
// of the tipo assigned, the Documento built from the origin with @cordillera/sii-dte and stamped
// with the CAF's key, signed, enveloped in a signed EnvioDTE and validated against the SII's
// schemas before it is stored and audited. An invalid document rolls everything back, the folio
// too (422 naming the element). Once stored, its EnvioDTE goes to the transport port
// (transporte.ts). The factura (emitir-factura.ts) and the guía de despacho (emitir-guia.ts) say
// only what is their own.
import { comunaPorCodigo, type DteEmitido } from '@cordillera/contracts'
import { type Caf, readCaf } from '@cordillera/sii-dte/caf'
import type { DocumentoConstruido, Emisor } from '@cordillera/sii-dte/documento'
import { buildEnvioDte } from '@cordillera/sii-dte/envio'
import {
  assertVigente,
  type Certificado,
  CertificadoError,
  signDocumento,
} from '@cordillera/sii-dte/firma'
import { type RootSchema, validateAgainst } from '@cordillera/sii-dte/validate'
import { eq } from 'drizzle-orm'
import type { Db, Tx } from '../db/database.ts'
import { type dteEmitidos, siiCafs, siiCertificados, siiConfiguracion } from '../db/schema/index.ts'
import { ApiHttpError, conflict } from '../http/api-error.ts'
import type { Actor } from '../records/actor.ts'
import { assignFolio } from './assign-folio.ts'
import { hoyEnChile } from './cafs.ts'
import { certificadoParaFirmar } from './certificado.ts'
import type { CifradoSii } from './cifrado.ts'
import { dteRecords, toDteEmitido } from './dte-records.ts'
import { unica } from './sii-records.ts'
import { enviarDte, type TransporteSii } from './transporte.ts'

type DteRecord = typeof dteEmitidos.$inferSelect

/** A moment as the SII's timestamps write it: Santiago's local time, `YYYY-MM-DDTHH:MM:SS`. */
export const timestampEnChile = (now: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/Santiago',
    dateStyle: 'short',
    timeStyle: 'medium',
  })
    .format(now)
    .replace(' ', 'T')

export const nombreComuna = (codigo: string) => comunaPorCodigo(codigo)?.nombre ?? codigo

/** What the tipo's code is given to build its Documento: the emisor, its folio, the day. */
export interface ContextoDte {
  configuracion: typeof siiConfiguracion.$inferSelect
  emisor: Emisor
  folio: number
  caf: Caf
  fechaEmision: string
  timestamp: string
}

/** The Documento built and what the stored row says of it besides its tipo, folio and XML. */
export interface DteConstruido {
  documento: DocumentoConstruido
  registro: Pick<
    DteRecord,
    'rutReceptor' | 'razonSocialReceptor' | 'neto' | 'iva' | 'total' | 'edpId' | 'movimientoId'
  >
}

/** One tipo's issue: where its document comes from and how it is built. */
export interface EmisionDte<O> {
  tipo: 33 | 52
  /** `'La factura'`, `'La guía de despacho'`: how a refusal names the document. */
  nombre: string
  /** `'facturas'`: what the missing settings keep from being issued. */
  documentos: string
  /** The origin read (and locked) in the transaction, its own refusals thrown. */
  origen: (tx: Tx) => Promise<O>
  construir: (origen: O, contexto: ContextoDte) => DteConstruido
  /** What else the issue writes, once its row is stored (and audited with it). */
  despues?: (tx: Tx, row: DteRecord, origen: O) => Promise<void>
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
async function validar(xml: string | Uint8Array, schema: RootSchema, nombre: string) {
  const { valid, errors } = await validateAgainst(xml, schema)
  if (valid) return
  const message = errors[0]?.message ?? `El documento no es válido según ${schema}.`
  throw new ApiHttpError(
    422,
    'entrada_invalida',
    `${nombre} no cumple el esquema del SII y no se emitió: ${message}`,
    { [errors[0]?.element ?? 'documento']: message },
  )
}

/** The core's build: what it refuses of the origin (too many lines, a bad RUT) is a 422. */
export function construirConNucleo<T>(nombre: string, build: () => T): T {
  try {
    return build()
  } catch (error) {
    if (!(error instanceof Error)) throw error
    throw new ApiHttpError(
      422,
      'entrada_invalida',
      `No se pudo emitir ${nombre.toLowerCase()}: ${error.message}`,
    )
  }
}

/** The operation, with the app's cipher and transport. */
export const emitirDteWith =
  (cifrado: CifradoSii, transporte: TransporteSii, clock: () => Date = () => new Date()) =>
  async <O>(db: Db, actor: Actor, emision: EmisionDte<O>): Promise<DteEmitido> => {
    const now = clock()
    const { despues } = emision
    let origen: O | undefined
    const emitida = await dteRecords.create(
      db,
      actor,
      async (tx) => {
        origen = await emision.origen(tx)
        const configuracion = await unica(tx, siiConfiguracion)
        if (!configuracion) {
          throw conflict(
            `Configure los datos tributarios de la empresa (emisor y resolución del SII) antes de emitir ${emision.documentos}.`,
          )
        }
        const certificado = await firmante(tx, cifrado, now)
        const fechaEmision = hoyEnChile(now)
        const { folio, cafId } = await assignFolio(tx, emision.tipo, fechaEmision)
        const [cafRow] = await tx.select().from(siiCafs).where(eq(siiCafs.id, cafId))
        if (!cafRow) throw new Error(`CAF ${cafId} vanished`)
        const timestamp = timestampEnChile(now)
        const { documento, registro } = emision.construir(origen, {
          configuracion,
          emisor: {
            rut: configuracion.rutEmisor,
            razonSocial: configuracion.razonSocial,
            giro: configuracion.giro,
            acteco: Number(configuracion.acteco),
            direccion: configuracion.direccion,
            comuna: nombreComuna(configuracion.comuna),
          },
          folio,
          caf: readCaf(cifrado.descifrar('caf', cafRow.archivoCifrado)),
          fechaEmision,
          timestamp,
        })
        const dteXml = signDocumento(documento.xml, documento.id, certificado, now)
        const envio = buildEnvioDte(
          [{ tipoDte: emision.tipo, xml: dteXml }],
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
        await validar(dteXml, 'DTE_v10.xsd', emision.nombre)
        await validar(envio.bytes, 'EnvioDTE_v10.xsd', emision.nombre)
        return {
          ...registro,
          tipoDte: emision.tipo,
          folio,
          fechaEmision,
          dteXml,
          oficinaSii: configuracion.oficinaSii,
          envioXml: envio.xml,
          estadoEnvio: 'listo-para-enviar',
        }
      },
      (_tx, row) => toDteEmitido(row),
      despues && ((tx, row) => despues(tx, row, origen as O)),
    )
    return enviarDte(db, transporte, actor, emitida.id)
  }

/**
 * A tipo's operation from its issue of one origin (`id`, the body read, who issues): the route's
 * handler, with the app's cipher and transport.
 */
export const emisionDe =
  <I, O>(emision: (id: string, input: I, actor: Actor) => EmisionDte<O>) =>
  (cifrado: CifradoSii, transporte: TransporteSii, clock: () => Date = () => new Date()) => {
    const emitir = emitirDteWith(cifrado, transporte, clock)
    return (db: Db, actor: Actor, id: string, input: I): Promise<DteEmitido> =>
      emitir(db, actor, emision(id, input, actor))
  }
