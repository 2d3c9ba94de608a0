// The company's signing certificate (.p12/.pfx) and the SII's CAFs, as the API takes and shows
// them. The files travel as base64 in the body (a .p12 and a CAF are a few kilobytes); the API
// keeps them encrypted and never answers a key or a password.
import { z } from 'zod'
import { rowTrackingShape } from '../common/tracking.ts'
import { versionLeidaSchema } from './configuracion.ts'

/** A file's bytes in base64, at most `maxBytes` once decoded. */
const archivoBase64 = (que: string, maxBytes: number) =>
  z
    .string({ error: `Adjunte ${que}.` })
    .trim()
    .min(1, `Adjunte ${que}.`)
    .max(Math.ceil(maxBytes / 3) * 4, `${que} pesa más de ${maxBytes / 1024} KB.`)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, `${que} no viene en base64.`)

/** The tipos of DTE the platform issues, and so the tipos a CAF may be loaded for. */
export const TIPOS_DTE = [33, 52] as const
export type TipoDte = (typeof TIPOS_DTE)[number]
export const TIPO_DTE_LABEL: Record<TipoDte, string> = {
  33: 'Factura electrónica',
  52: 'Guía de despacho electrónica',
}
/** Days a tipo 33 CAF may be used after its fecha de autorización (the SII's rule). */
export const CAF_33_VIGENCIA_DIAS = 180

export const uploadCertificadoSchema = z
  .object({
    archivo: archivoBase64('el certificado (.p12 o .pfx)', 64 * 1024),
    contrasena: z
      .string({ error: 'Ingrese la contraseña del certificado.' })
      .min(1, 'Ingrese la contraseña del certificado.')
      .max(200, 'Máximo 200 caracteres.'),
    version: versionLeidaSchema,
  })
  .meta({ id: 'SubirCertificado' })

export const certificadoSchema = z
  .object({
    /** The signer's RUT, from the certificate. */
    rut: z.string(),
    nombre: z.string().nullable(),
    /** ISO 8601 instants. */
    validoDesde: z.string(),
    validoHasta: z.string(),
    /** Whether it can sign today (neither expired nor not yet valid). */
    vigente: z.boolean(),
    ...rowTrackingShape,
  })
  .meta({ id: 'Certificado' })

export type Certificado = z.infer<typeof certificadoSchema>

export const createCafSchema = z
  .object({ archivo: archivoBase64('el CAF (archivo XML del SII)', 32 * 1024) })
  .meta({ id: 'SubirCaf' })

/** A folio, a count of folios, a tipo or an amount in pesos: a whole number. */
export const entero = z.number().int()

export const cafSchema = z
  .object({
    id: z.uuid(),
    tipoDte: entero,
    desde: entero,
    hasta: entero,
    usados: entero,
    restantes: entero,
    /** yyyy-MM-dd. */
    fechaAutorizacion: z.string(),
    /** yyyy-MM-dd: the last day its folios may be used (tipo 33); null = no expiry. */
    vence: z.string().nullable(),
    vencido: z.boolean(),
    /** restantes ≤ the settings' threshold (and some left): time to ask the SII for another. */
    alerta: z.boolean(),
    ...rowTrackingShape,
  })
  .meta({ id: 'Caf' })

export const cafsSchema = z.object({ items: z.array(cafSchema) }).meta({ id: 'Cafs' })

export type Caf = z.infer<typeof cafSchema>
