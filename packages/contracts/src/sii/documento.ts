// The DTE the platform issues (issue 25; decision 088): a factura (33) from an approved EDP, as
// the API answers it once stamped, signed, validated and stored, and where its sending to the SII
// stands. The XML never travels in the JSON: it is its own download (ISO-8859-1).
import { z } from 'zod'
import { actionSchema } from '../common/entity-schemas.ts'
import { rutObligatorio, textoObligatorio } from '../common/fields.ts'
import { rowTrackingShape } from '../common/tracking.ts'
import { vocabulary } from '../common/vocabulary.ts'
import { entero } from './certificado.ts'

/** Where an EnvioDTE stands with the SII's transport (apps/api/src/sii/transporte.ts). */
export const [ESTADOS_ENVIO_DTE, ESTADO_ENVIO_DTE_LABEL] = vocabulary({
  'listo-para-enviar': 'Listo para enviar',
  enviado: 'Enviado',
  aceptado: 'Aceptado',
  rechazado: 'Rechazado',
})
export type EstadoEnvioDte = (typeof ESTADOS_ENVIO_DTE)[number]

/** Emitir factura: the EDP's version read (an EDP that changed meanwhile is a 409). */
export const emitirFacturaSchema = actionSchema('EmitirFactura')

/** Who carries the goods of a guía: a RUT and a name (NombreChofer holds 30 characters). */
const personaTransporte = (quien: string) =>
  z.object({ rut: rutObligatorio, nombre: textoObligatorio(`el nombre ${quien}`, 30) })

/**
 * Emitir guía de despacho of a movement (movements have no version): the transport the movement
 * does not record, each optional — the transportista's and the driver's RUT and name, the patente.
 */
export const emitirGuiaSchema = z
  .object({
    transportista: personaTransporte('del transportista').optional(),
    chofer: personaTransporte('del chofer').optional(),
    /** As the truck's plate reads (Patente holds 8 characters), without spaces or dots. */
    patente: z
      .string()
      .trim()
      .transform((value) => value.replace(/[\s.·-]/g, '').toUpperCase())
      .pipe(
        z.string().regex(/^[A-Z0-9]{1,8}$/, 'La patente no es válida: hasta 8 letras y números.'),
      )
      .optional(),
  })
  .meta({ id: 'EmitirGuia' })

export const dteEmitidoSchema = z
  .object({
    id: z.uuid(),
    tipoDte: entero,
    folio: entero,
    /** yyyy-MM-dd (Santiago). */
    fechaEmision: z.string(),
    rutReceptor: z.string(),
    razonSocialReceptor: z.string(),
    /** Whole pesos, as the document's Totales. */
    neto: entero,
    iva: entero,
    total: entero,
    /** The EDP a factura bills; the movement a guía carries. */
    edpId: z.uuid().nullable(),
    movimientoId: z.uuid().nullable(),
    estadoEnvio: z.enum(ESTADOS_ENVIO_DTE),
    /** The SII's track id once sent, and what the transport last said. */
    trackId: z.string().nullable(),
    mensajeEnvio: z.string().nullable(),
    ...rowTrackingShape,
  })
  .meta({ id: 'DteEmitido' })

export type DteEmitido = z.infer<typeof dteEmitidoSchema>
