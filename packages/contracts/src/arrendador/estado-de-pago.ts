// The lessor's external EDPs in its portal (decision 064, "The lessor's side"): those emitted to it
// (never a borrador), each with its lines and their evidence, the previous revisions, its history
// and its adjustment requests; accepting one, and raising a solicitud de ajuste on a line. The
// line is the client EDP's own shape (../common/edp-linea.ts, shared vocabulary); nothing here
// names the company's people (the history says only who: the lessor or Cordillera).
import { z } from 'zod'
import { archivoDocumentoSchema } from '../common/documento.ts'
import {
  EDP_EXTERNO_SORTS,
  edpExternoFilaShape,
  edpExternoHistorialSchema,
  revisionEdpExternoSchema,
} from '../common/edp-externo-lectura.ts'
import type { EstadoEdpExterno } from '../common/edp-externo-vocabulary.ts'
import { edpLineaSchema } from '../common/edp-linea.ts'
import { actionSchema, comentadaSchema, readSchemas } from '../common/entity-schemas.ts'
import { textoObligatorio } from '../common/fields.ts'
import { enumFilter, listQuerySchema } from '../common/list-query.ts'
import { documentoNumeradoShape, obraIdFilter, obraRefSchema } from '../common/references.ts'
import { solicitudAjusteArrendadorSchema } from './solicitud-ajuste.ts'

/** The estados in which a lessor sees its EDP: every one after it was emitted to it. */
export const ESTADOS_EDP_ARRENDADOR = [
  'emitido',
  'en-ajuste',
  'aceptado',
] as const satisfies readonly EstadoEdpExterno[]

/** Where a lessor may still ask to adjust a line (the workflow's `solicitar-ajuste`). */
export const ESTADOS_EDP_AJUSTABLES = [
  'emitido',
  'en-ajuste',
] as const satisfies readonly EstadoEdpExterno[]

/** The largest amount a request may ask for, in whole pesos. */
export const MONTO_SOLICITADO_MAXIMO = 999_999_999_999

export const estadoDePagoSorts = EDP_EXTERNO_SORTS
export const listEstadosDePagoQuerySchema = listQuerySchema(estadoDePagoSorts, 'numero', {
  estado: enumFilter(ESTADOS_EDP_ARRENDADOR),
  obraId: obraIdFilter,
})

/** A stored line as the lessor reads it: the line with its id (what a request names). */
export const lineaEdpArrendadorSchema = edpLineaSchema
  .extend({ lineaId: z.uuid(), posicion: z.number().int() })
  .meta({ id: 'LineaEdpArrendador' })
export type LineaEdpArrendador = z.infer<typeof lineaEdpArrendadorSchema>

/** An entry of its history: who by `origen` only (the lessor, or Cordillera; its people unnamed). */
export const historialEdpArrendadorSchema = edpExternoHistorialSchema.omit({ usuario: true })
export type HistorialEdpArrendador = z.infer<typeof historialEdpArrendadorSchema>

/** A previous revision, read-only: what the lessor saw before an accepted adjustment. */
export const revisionEdpArrendadorSchema = revisionEdpExternoSchema(lineaEdpArrendadorSchema)
export type RevisionEdpArrendador = z.infer<typeof revisionEdpArrendadorSchema>

export const estadoDePagoRead = readSchemas(
  'EstadoDePagoArrendador',
  { ...documentoNumeradoShape, obra: obraRefSchema, ...edpExternoFilaShape },
  {
    /** The valor UF its UF tariffs were converted at (null: every tariff in pesos). */
    valorUf: z.object({ fecha: z.string(), valor: z.number().positive() }).nullable(),
    lineas: z.array(lineaEdpArrendadorSchema),
    historial: z.array(historialEdpArrendadorSchema),
    revisiones: z.array(revisionEdpArrendadorSchema),
    solicitudesAjuste: z.array(solicitudAjusteArrendadorSchema),
  },
)
export const {
  estadoDePagoArrendadorRowSchema,
  estadoDePagoArrendadorDetailSchema,
  estadoDePagoArrendadorPageSchema,
} = estadoDePagoRead
export type EstadoDePagoArrendadorRow = z.infer<typeof estadoDePagoArrendadorRowSchema>
export type EstadoDePagoArrendadorDetail = z.infer<typeof estadoDePagoArrendadorDetailSchema>

/** Accepting the EDP as it stands: the version read and an optional comment. */
export const aceptarEstadoDePagoSchema = comentadaSchema('AceptarEstadoDePago')
export type AceptarEstadoDePagoInput = z.input<typeof aceptarEstadoDePagoSchema>

/** Asking to adjust one line of the revision read: the amount it should be, why, and a file. */
export const solicitarAjusteSchema = actionSchema('SolicitarAjuste', {
  lineaId: z.uuid({ error: 'Elija la línea que quiere ajustar.' }),
  montoSolicitado: z
    .number({ error: 'Indique el monto que solicita.' })
    .int('Indique el monto en pesos, sin decimales.')
    .nonnegative('El monto no puede ser negativo.')
    .max(MONTO_SOLICITADO_MAXIMO, 'El monto es demasiado grande.'),
  motivo: textoObligatorio('el motivo', 2000),
  archivo: archivoDocumentoSchema.nullish(),
})
export type SolicitarAjusteInput = z.input<typeof solicitarAjusteSchema>
