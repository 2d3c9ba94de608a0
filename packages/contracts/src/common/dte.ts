// What two areas name of the SII's electronic documents (issue 25): where an issued DTE's
// EnvioDTE stands with the SII's transport (the SII area issues and lists them) and how an EDP's
// rows show the factura that bills it (the commercial area's edp-generados). The SII area
// re-exports both (sii/documento.ts).
import { z } from 'zod'
import { vocabulary } from './vocabulary.ts'

/** Where an EnvioDTE stands with the SII's transport (apps/api/src/sii/transporte.ts). */
export const [ESTADOS_ENVIO_DTE, ESTADO_ENVIO_DTE_LABEL] = vocabulary({
  'listo-para-enviar': 'Listo para enviar',
  enviado: 'Enviado',
  aceptado: 'Aceptado',
  rechazado: 'Rechazado',
})
export type EstadoEnvioDte = (typeof ESTADOS_ENVIO_DTE)[number]

/** An EDP's factura electrónica (33) as its rows show it: its folio and its sending's estado. */
export const facturaRefSchema = z
  .object({
    id: z.uuid(),
    folio: z.number().int(),
    estadoEnvio: z.enum(ESTADOS_ENVIO_DTE),
  })
  .meta({ id: 'FacturaRef' })
export type FacturaRef = z.infer<typeof facturaRefSchema>
