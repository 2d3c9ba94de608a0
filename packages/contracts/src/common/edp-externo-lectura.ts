// What staff (comercial/edp-externo.ts) and the lessor (arrendador/estado-de-pago.ts) read alike of
// an external EDP (decision 064): its row's period, estado and amounts, how its lists sort, its
// history's entries, its previous revisions (each with the lines of its own reader) and what a
// lessor's adjustment request says. Each side adds only its own: staff the proveedor and who moved
// it, the lessor nothing of the company's people.
import { z } from 'zod'
import {
  ACCIONES_EDP_EXTERNO,
  ESTADOS_EDP_EXTERNO,
  ORIGENES_EDP_EXTERNO,
} from './edp-externo-vocabulary.ts'
import { historialEdpSchema, montosShape, revisionEdpSchema } from './edp-historial.ts'
import { withTrackingSorts } from './tracking.ts'

/** How both lists of external EDPs sort. */
export const EDP_EXTERNO_SORTS = withTrackingSorts('numero', 'fechaInicio', 'total', 'estado')

/** The row's period, estado and amounts (after its folio, obra and party). */
export const edpExternoFilaShape = {
  fechaInicio: z.string(),
  fechaFin: z.string(),
  estado: z.enum(ESTADOS_EDP_EXTERNO),
  estadoDesde: z.string(),
  revision: z.number().int(),
  ...montosShape,
  /** How many of the lessor's adjustment requests on it wait for Cordillera's answer. */
  solicitudesPendientes: z.number().int(),
}

/** An entry of its history, with who recorded it (staff read the user; the lessor, `origen`). */
export const edpExternoHistorialSchema = historialEdpSchema({
  acciones: ACCIONES_EDP_EXTERNO,
  estados: ESTADOS_EDP_EXTERNO,
  origenes: ORIGENES_EDP_EXTERNO,
})

/** A previous revision, read-only: what the lessor saw before an accepted adjustment. */
export const revisionEdpExternoSchema = <L extends z.ZodType>(linea: L) =>
  revisionEdpSchema(linea, { motivo: z.string().nullable() })

/** What a lessor's adjustment request asks: the line as it saw it and the amount it asks for. */
export const solicitudAjustePedidoShape = {
  revision: z.number().int(),
  lineaId: z.string(),
  lineaDescripcion: z.string(),
  lineaMonto: z.number().int(),
  motivo: z.string(),
  montoSolicitado: z.number().int(),
}
