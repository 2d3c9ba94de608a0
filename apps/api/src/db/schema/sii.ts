// The SII's electronic documents (issue 25; decision 087): the company's tax settings, its
// signing certificate and the CAFs that grant its folios. The certificate (.p12 and password) and
// the CAFs' files (which hold the folios' private key) are kept encrypted (sii/cifrado.ts): what
// a row shows in clear is only what the screens list.
import { AMBIENTES_SII, TIPOS_DTE } from '@cordillera/contracts'
import { sql } from 'drizzle-orm'
import { check, date, index, integer, text, timestamp } from 'drizzle-orm/pg-core'
import { businessTable, inList, inOrder, oneOf, uniqueVigente, vigente } from './columns.ts'

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
