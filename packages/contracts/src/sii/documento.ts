// The DTE the platform issues (issue 25; decision 088): a factura (33) from an approved EDP, as
// the API answers it once stamped, signed, validated and stored, and where its sending to the SII
// stands. The XML never travels in the JSON: it is its own download (ISO-8859-1).
import { z } from 'zod'
import { actionSchema } from '../common/entity-schemas.ts'
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
