// The company's tax settings for the SII's electronic documents (issue 25): who issues (the
// emisor), under which resolution and in which environment, and when a CAF is running short.
// One row for the company; only su writes or reads it (decision 087).
import { z } from 'zod'
import {
  comunaObligatoria,
  fechaSchema,
  rutObligatorio,
  textoObligatorio,
} from '../common/fields.ts'
import { rowTrackingShape } from '../common/tracking.ts'
import { vocabulary } from '../common/vocabulary.ts'

export const [AMBIENTES_SII, AMBIENTE_SII_LABEL] = vocabulary({
  certificacion: 'Certificación',
  produccion: 'Producción',
})
export type AmbienteSii = (typeof AMBIENTES_SII)[number]

const entero = (mensaje: string, min: number, max: number) =>
  z.number({ error: mensaje }).int(mensaje).min(min, mensaje).max(max, mensaje)

export const configuracionTributariaFields = {
  rutEmisor: rutObligatorio,
  razonSocial: textoObligatorio('la razón social', 100),
  giro: textoObligatorio('el giro', 80),
  acteco: z
    .string({ error: 'Ingrese el código de actividad económica (Acteco).' })
    .trim()
    .regex(/^\d{6}$/, 'El código de actividad económica (Acteco) tiene 6 dígitos.'),
  direccion: textoObligatorio('la dirección', 70),
  comuna: comunaObligatoria,
  resolucionNumero: entero('El número de resolución es un entero entre 0 y 999999.', 0, 999_999),
  resolucionFecha: fechaSchema,
  ambiente: z.enum(AMBIENTES_SII, { error: 'Elija el ambiente: certificación o producción.' }),
  /**
   * The SII office (Dirección Regional or Unidad) the company answers to, as its printed documents
   * say under the red box: "S.I.I. - SANTIAGO ORIENTE". Upper case, without the "S.I.I. - ".
   */
  oficinaSii: textoObligatorio('la oficina del SII (por ejemplo, SANTIAGO ORIENTE)', 40)
    .transform((value) => value.replace(/^S\.?\s*I\.?\s*I\.?\s*-?\s*/i, '').toUpperCase())
    .pipe(z.string().min(1, 'Ingrese la oficina del SII (por ejemplo, SANTIAGO ORIENTE).')),
  umbralAlertaCaf: entero(
    'El aviso de folios restantes es un entero entre 0 y 1.000.000.',
    0,
    1_000_000,
  ),
}

/**
 * The version read of a company-wide row: 0 when none exists yet (the first write creates it),
 * else the version of the row the client read (a stale one is a 409).
 */
export const versionLeidaSchema = z
  .number({ error: 'Falta la versión leída (0 si aún no hay ninguna).' })
  .int('Falta la versión leída (0 si aún no hay ninguna).')
  .min(0, 'Falta la versión leída (0 si aún no hay ninguna).')

export const putConfiguracionTributariaSchema = z
  .object({ ...configuracionTributariaFields, version: versionLeidaSchema })
  .meta({ id: 'GuardarConfiguracionTributaria' })

export const configuracionTributariaSchema = z
  .object({
    ...configuracionTributariaFields,
    rutEmisor: z.string(),
    comuna: z.string(),
    oficinaSii: z.string(),
    ...rowTrackingShape,
  })
  .meta({ id: 'ConfiguracionTributaria' })

export type ConfiguracionTributaria = z.infer<typeof configuracionTributariaSchema>
