// A lessor's requests to adjust a line of its external EDPs, with Cordillera's answers
// (arrendador portal, `solicitudes-ajuste`; decision 064, "The lessor's side"). The folio is
// `AJU-000123`; its attachment is uploaded by ticket before the request is raised.
import { z } from 'zod'
import { archivoInfoSchema, createSubidaDocumentoSchema } from '../common/documento.ts'
import { solicitudAjustePedidoShape } from '../common/edp-externo-lectura.ts'
import { ESTADOS_SOLICITUD_AJUSTE } from '../common/edp-externo-vocabulary.ts'
import { readSchemas } from '../common/entity-schemas.ts'
import { enumFilter, idFilter, listQuerySchema } from '../common/list-query.ts'
import { documentoNumeradoShape, obraRefSchema } from '../common/references.ts'
import { withTrackingSorts } from '../common/tracking.ts'

/** POST …/solicitudes-ajuste/subidas: the attachment about to be sent, before the request. */
export const createSubidaArchivoAjusteSchema = createSubidaDocumentoSchema

export const solicitudAjusteArrendadorRead = readSchemas('SolicitudAjusteArrendador', {
  ...documentoNumeradoShape,
  /** The EDP it was raised on. */
  estadoDePago: z.object({ id: z.uuid(), folio: z.string(), obra: obraRefSchema }),
  /** The revision it was raised on, and the line as the lessor saw it. */
  ...solicitudAjustePedidoShape,
  archivo: archivoInfoSchema.nullable(),
  estado: z.enum(ESTADOS_SOLICITUD_AJUSTE),
  estadoDesde: z.string(),
  /** Cordillera's answer (a rejection always has one). */
  respuesta: z.string().nullable(),
})
export const { solicitudAjusteArrendadorRowSchema, solicitudAjusteArrendadorPageSchema } =
  solicitudAjusteArrendadorRead
/** A request as the EDP's detail lists it. */
export const solicitudAjusteArrendadorSchema = solicitudAjusteArrendadorRowSchema
export type SolicitudAjusteArrendador = z.infer<typeof solicitudAjusteArrendadorRowSchema>

export const solicitudAjusteSorts = withTrackingSorts('numero', 'estado')
export const listSolicitudesAjusteQuerySchema = listQuerySchema(solicitudAjusteSorts, 'numero', {
  estado: enumFilter(ESTADOS_SOLICITUD_AJUSTE),
  estadoDePagoId: idFilter('El estado de pago no es válido.'),
})
