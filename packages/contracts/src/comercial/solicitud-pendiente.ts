// Solicitudes pendientes: the approved requests that logistics carries out. Each is completed by
// recording its movements (a despacho per asset an adición adds, a retiro per asset withdrawn,
// both for a cambio), and the completion changes the contract in the same transaction: new items
// delivered that day, items withdrawn that day, a cierre ends the contract (docs/domain.md,
// "Solicitudes pendientes").
import { z } from 'zod'
import { actionSchema } from '../common/entity-schemas.ts'
import {
  fechaMovimientoSchema,
  guiaDespachoSchema,
  idRelacionado,
  textoObligatorio,
  textoOpcional,
} from '../common/fields.ts'
import { listQuerySchema, pageSchema } from '../common/list-query.ts'
import {
  activoRefSchema,
  obraActualSchema,
  obraIdFilter,
  obraRefSchema,
} from '../common/references.ts'
import { ESTADOS_ACTIVO } from '../common/vocabulary.ts'
import { solicitudDetailSchema, solicitudRowSchema, solicitudSorts } from './solicitud.ts'
import { ESTADOS_CONTRATO } from './vocabulary.ts'

/** The request tipos logistics carries out: an arriendo becomes a quotation, not a movement. */
export const TIPOS_SOLICITUD_LOGISTICA = ['adicion', 'cambio', 'retiro-parcial', 'cierre'] as const
export type TipoSolicitudLogistica = (typeof TIPOS_SOLICITUD_LOGISTICA)[number]

/** Approved requests wait for logistics; `en-logistica` ones are being coordinated. */
export const ESTADOS_SOLICITUD_PENDIENTE = ['aprobada', 'en-logistica'] as const

/** At most this many lines (assets moved) in one completion. */
export const COMPLETAR_LINEAS_MAX = 200

/** The queue, most urgent (the earliest required day) first. */
export const listSolicitudesPendientesQuerySchema = listQuerySchema(
  solicitudSorts,
  'fechaRequerida',
  {
    tipo: z
      .enum(TIPOS_SOLICITUD_LOGISTICA, {
        error: 'El tipo debe ser adición, cambio, retiro parcial o cierre.',
      })
      .optional(),
    estado: z
      .enum(ESTADOS_SOLICITUD_PENDIENTE, { error: 'El estado debe ser aprobada o en logística.' })
      .optional(),
    obraId: obraIdFilter,
  },
)
export type ListSolicitudesPendientesQuery = z.input<typeof listSolicitudesPendientesQuerySchema>

export const solicitudPendientePageSchema = pageSchema(solicitudRowSchema)

/** An asset as logistics sees it: where it is now. */
export const activoLogisticaSchema = activoRefSchema.extend({
  estado: z.enum(ESTADOS_ACTIVO),
  obraActual: obraActualSchema.nullable(),
})
export type ActivoLogistica = z.infer<typeof activoLogisticaSchema>

/**
 * What one item of the request asks logistics to do:
 * - `despachar`: send `cantidad` assets of `tipoActivo` to the obra (adición);
 * - `retirar`: bring the item's asset back (retiro parcial, cierre) — a retiro only when the asset
 *   is at the obra (`enObra`), otherwise the item just ends that day;
 * - `cambiar`: bring the item's asset back and send one of `tipoActivo` instead (cambio).
 */
export const tareaLogisticaSchema = z.object({
  solicitudItemId: z.uuid(),
  accion: z.enum(['despachar', 'retirar', 'cambiar']),
  cantidad: z.number().int(),
  tipoActivo: z.object({ id: z.uuid(), nombre: z.string() }).nullable(),
  /** The contract item and its asset (retirar, cambiar). */
  contratoItemId: z.uuid().nullable(),
  activoActual: activoLogisticaSchema.nullable(),
  /** Whether that asset is at the contract's obra now (a retiro is recorded only then). */
  enObra: z.boolean(),
  /** Whether that contract item is still on rent (no fecha de retiro). */
  enArriendo: z.boolean(),
  /** Free assets of `tipoActivo` that may go (despachar, cambiar): disponible and uncommitted. */
  candidatos: z.array(activoLogisticaSchema),
})
export type TareaLogistica = z.infer<typeof tareaLogisticaSchema>

export const solicitudPendienteSchema = solicitudDetailSchema
  .extend({
    logistica: z.object({
      contrato: z.object({
        id: z.uuid(),
        folio: z.string(),
        estado: z.enum(ESTADOS_CONTRATO),
        fechaInicio: z.string(),
        fechaTermino: z.string().nullable(),
      }),
      /** Where the assets go to and come back from: the contract's obra. */
      obra: obraRefSchema,
      tareas: z.array(tareaLogisticaSchema),
    }),
  })
  .meta({ id: 'SolicitudPendiente' })
export type SolicitudPendiente = z.infer<typeof solicitudPendienteSchema>

/** One asset moved by the completion. */
export const lineaCompletarSchema = z.object({
  solicitudItemId: idRelacionado('el ítem de la solicitud'),
  /** The asset that goes to the obra: each one an adición adds, the replacement of a cambio. */
  activoId: idRelacionado('el activo que se despacha').nullish(),
  /** The guía of the despacho (adición, cambio). */
  guiaDespacho: guiaDespachoSchema.nullish(),
  /** The guía of the retiro (retiro parcial, cierre, cambio) when the asset is at the obra. */
  guiaRetiro: guiaDespachoSchema.nullish(),
})
export type LineaCompletar = z.infer<typeof lineaCompletarSchema>

export const completarSolicitudSchema = actionSchema('CompletarSolicitud', {
  /** When the movements happened: the day the contract changes (Santiago's calendar). */
  fecha: fechaMovimientoSchema,
  transportista: textoOpcional(200),
  responsable: textoObligatorio('el responsable', 200),
  observaciones: textoOpcional(2000),
  lineas: z
    .array(lineaCompletarSchema, { error: 'Indique los activos que se mueven.' })
    .min(1, { error: 'Indique los activos que se mueven.' })
    .max(COMPLETAR_LINEAS_MAX, {
      error: `Una solicitud se completa con a lo más ${COMPLETAR_LINEAS_MAX} activos.`,
    }),
})
export type CompletarSolicitudInput = z.input<typeof completarSolicitudSchema>

export const solicitudCompletadaSchema = z
  .object({
    solicitud: solicitudDetailSchema,
    contrato: z.object({ id: z.uuid(), folio: z.string(), estado: z.enum(ESTADOS_CONTRATO) }),
    /** The movements recorded, in the order they were recorded. */
    movimientos: z.array(z.object({ id: z.uuid(), activoId: z.uuid(), tipo: z.string() })),
  })
  .meta({ id: 'SolicitudCompletada' })
export type SolicitudCompletada = z.infer<typeof solicitudCompletadaSchema>
