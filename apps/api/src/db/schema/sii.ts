// The SII's electronic documents (issue 25; decision 087): the company's tax settings, its
// signing certificate and the CAFs that grant its folios. The certificate (.p12 and password) and
// the CAFs' files (which hold the folios' private key) are kept encrypted (sii/cifrado.ts): what
// a row shows in clear is only what the screens list.
import { AMBIENTES_SII, ESTADOS_ENVIO_DTE, TIPOS_DTE } from '@cordillera/contracts'
import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { businessTable, inList, inOrder, oneOf, uniqueVigente, vigente } from './columns.ts'
import { edps } from './edp.ts'
import { movimientos } from './operaciones.ts'
import { pesos } from './statement-columns.ts'

/** One row for the company: a unique index over a constant among the rows not deleted. */
const unaSola = (name: string, table: Parameters<typeof uniqueVigente>[1]) =>
  uniqueVigente(name, table, sql`(true)`)

export const siiConfiguracion = businessTable(
  'sii_configuracion',
  {
    rutEmisor: text('rut_emisor').notNull(),
    razonSocial: text('razon_social').notNull(),
    giro: text('giro').notNull(),
    acteco: text('acteco').notNull(),
    direccion: text('direccion').notNull(),
    comuna: text('comuna').notNull(),
    resolucionNumero: integer('resolucion_numero').notNull(),
    resolucionFecha: date('resolucion_fecha').notNull(),
    ambiente: text('ambiente').notNull(),
    umbralAlertaCaf: integer('umbral_alerta_caf').notNull(),
    /** The SII office printed under the red box, without "S.I.I. - " (decision 089). */
    oficinaSii: text('oficina_sii').notNull().default('SANTIAGO CENTRO'),
  },
  (table) => [
    unaSola('sii_configuracion_una_uq', table),
    oneOf('sii_configuracion_ambiente', table.ambiente, AMBIENTES_SII),
    check('sii_configuracion_acteco', sql`${table.acteco} ~ '^[0-9]{6}$'`),
  ],
)

export const siiCertificados = businessTable(
  'sii_certificados',
  {
    /** The .p12/.pfx and its password, each AES-256-GCM (sii/cifrado.ts). */
    archivoCifrado: text('archivo_cifrado').notNull(),
    contrasenaCifrada: text('contrasena_cifrada').notNull(),
    rut: text('rut').notNull(),
    nombre: text('nombre'),
    validoDesde: timestamp('valido_desde', { withTimezone: true }).notNull(),
    validoHasta: timestamp('valido_hasta', { withTimezone: true }).notNull(),
  },
  (table) => [unaSola('sii_certificados_uno_uq', table)],
)

export const siiCafs = businessTable(
  'sii_cafs',
  {
    tipoDte: integer('tipo_dte').notNull(),
    desde: integer('desde').notNull(),
    hasta: integer('hasta').notNull(),
    /** The next folio to hand out; `hasta + 1` once every folio is used. */
    siguiente: integer('siguiente').notNull(),
    rutEmisor: text('rut_emisor').notNull(),
    fechaAutorizacion: date('fecha_autorizacion').notNull(),
    /** The last day its folios may be used (tipo 33: 180 days after its authorisation). */
    vence: date('vence'),
    /** The CAF's XML as the SII gave it, AES-256-GCM (it holds the folios' private key). */
    archivoCifrado: text('archivo_cifrado').notNull(),
  },
  (table) => [
    check(
      'sii_cafs_tipo_dte',
      inList(
        table.tipoDte,
        TIPOS_DTE.map((tipo) => String(tipo)),
      ),
    ),
    inOrder('sii_cafs_rango', table.desde, table.hasta),
    check(
      'sii_cafs_siguiente',
      sql`${table.siguiente} between ${table.desde} and ${table.hasta} + 1`,
    ),
    index('sii_cafs_tipo_desde_idx').on(table.tipoDte, table.desde).where(vigente(table)),
  ],
)

/**
 * The DTE issued (factura 33 from an approved EDP, guía 52 from a despacho or retiro: decision 088):
 * its tipo and folio (once each), the receptor and the totals as the document says them, where it
 * came from, the signed DTE and the signed EnvioDTE that carries it (ISO-8859-1 text, as sent),
 * and where its sending stands with the transport port (sii/transporte.ts).
 */
export const dteEmitidos = businessTable(
  'dte_emitidos',
  {
    tipoDte: integer('tipo_dte').notNull(),
    folio: integer('folio').notNull(),
    fechaEmision: date('fecha_emision').notNull(),
    rutReceptor: text('rut_receptor').notNull(),
    razonSocialReceptor: text('razon_social_receptor').notNull(),
    neto: pesos('neto').notNull(),
    iva: pesos('iva').notNull(),
    total: pesos('total').notNull(),
    /** The EDP a factura bills (one factura per EDP). */
    edpId: uuid('edp_id').references(() => edps.id),
    /** The despacho or retiro a guía de despacho carries (tipo 52). */
    movimientoId: uuid('movimiento_id').references(() => movimientos.id),
    dteXml: text('dte_xml').notNull(),
    /** The settings' SII office when it was issued, for its printed copy (null: the default). */
    oficinaSii: text('oficina_sii'),
    envioXml: text('envio_xml').notNull(),
    estadoEnvio: text('estado_envio').notNull(),
    trackId: text('track_id'),
    mensajeEnvio: text('mensaje_envio'),
  },
  (table) => [
    check(
      'dte_emitidos_tipo_dte',
      inList(
        table.tipoDte,
        TIPOS_DTE.map((tipo) => String(tipo)),
      ),
    ),
    oneOf('dte_emitidos_estado_envio', table.estadoEnvio, ESTADOS_ENVIO_DTE),
    check(
      'dte_emitidos_montos',
      sql`${table.neto} >= 0 and ${table.iva} >= 0 and ${table.total} = ${table.neto} + ${table.iva}`,
    ),
    uniqueIndex('dte_emitidos_folio_uq').on(table.tipoDte, table.folio),
    uniqueIndex('dte_emitidos_edp_uq').on(table.edpId).where(vigente(table)),
    // One guía per movement.
    uniqueIndex('dte_emitidos_movimiento_guia_uq')
      .on(table.movimientoId)
      .where(sql`${table.tipoDte} = 52 and ${table.eliminadoEn} is null`),
    index('dte_emitidos_fecha_idx').on(table.fechaEmision).where(vigente(table)),
  ],
)
