// Solicitud: a request to change a contract (adición of assets, cambio of an asset, retiro parcial,
// cierre) raised by commercial staff from the contract, or raised by a site client from its portal
// for one of its obras (a new arriendo, a retiro, a cambio). It moves pendiente → aprobada |
// rechazada, then logistics takes it (en-logistica → completada) and only then does the contract
// change (docs/domain.md, "Solicitudes").
import { z } from 'zod'
import { actionSchema, readSchemas, rechazoSchema } from '../common/entity-schemas.ts'
import { fechaSchema, idRelacionado, textoOpcional } from '../common/fields.ts'
import { enumFilter, listQuerySchema } from '../common/list-query.ts'
import {
  activoRefSchema,
  contratoIdFilter,
  documentoNumeradoShape,
  documentoRefSchema,
  obraIdFilter,
  obraRefSchema,
  tipoActivoRefSchema,
} from '../common/references.ts'
import { usuarioRefSchema, withTrackingSorts } from '../common/tracking.ts'
import { UNIDADES_COBRO } from '../common/vocabulary.ts'
import { monedaSchema } from '../money.ts'
import { cantidadSchema, tarifaSchema, unidadCobroSchema } from './item-fields.ts'
import { ESTADOS_SOLICITUD, ORIGENES_SOLICITUD, TIPOS_SOLICITUD } from './vocabulary.ts'

export const SOLICITUD_ITEMS_MAX = 50

const comentarios = textoOpcional(2000)

const itemsOf = <T extends z.ZodType>(item: T, que: string) =>
  z
    .array(item, { error: `Indique ${que}.` })
    .min(1, { error: `Indique ${que}.` })
    .max(SOLICITUD_ITEMS_MAX, {
      error: `Una solicitud lleva como máximo ${SOLICITUD_ITEMS_MAX} ítems.`,
    })

/** A tipo de activo wanted: arriendo (site client) or adición (with the contract's tarifa). */
export const itemTipoActivoSchema = z.object({
  tipoActivoId: idRelacionado('el tipo de activo'),
  cantidad: cantidadSchema,
  descripcion: textoOpcional(300),
})

/** An adición prices what it adds, in the contract's moneda (checked by the server). */
export const itemAdicionSchema = itemTipoActivoSchema.extend({
  unidadCobro: unidadCobroSchema,
  tarifa: tarifaSchema(),
  conOperador: z.boolean({ error: 'Indique sí o no.' }).default(false),
})

/** An asset on the contract (its contract item) to withdraw or to swap. */
export const itemContratoSchema = z.object({
  contratoItemId: idRelacionado('el activo del contrato'),
  descripcion: textoOpcional(300),
})

/** A cambio names the asset to swap and, when another kind is wanted, the tipo instead. */
export const itemCambioSchema = itemContratoSchema.extend({
  tipoActivoId: idRelacionado('el tipo de activo').nullish(),
})

const cabecera = {
  fechaRequerida: fechaSchema,
  comentarios,
}

// ---- raised by commercial staff from a contract (contratos/{id}/…) ------------------------------

export const solicitudAdicionSchema = z
  .object({ ...cabecera, items: itemsOf(itemAdicionSchema, 'qué tipos de activo se agregan') })
  .meta({ id: 'SolicitudAdicion' })

export const solicitudCambioSchema = z
  .object({ ...cabecera, items: itemsOf(itemCambioSchema, 'qué activos se cambian') })
  .meta({ id: 'SolicitudCambio' })

export const solicitudRetiroParcialSchema = z
  .object({ ...cabecera, items: itemsOf(itemContratoSchema, 'qué activos se retiran') })
  .meta({ id: 'SolicitudRetiroParcial' })

/** A cierre withdraws every asset still on rent: only the day and the comments are asked. */
export const solicitudCierreSchema = z
  .object({ ...cabecera, motivo: textoOpcional(1000) })
  .meta({ id: 'SolicitudCierre' })

// ---- raised by a site client (solicitudes-cliente) ----------------------------------------------

export const createSolicitudClienteSchema = z
  .discriminatedUnion(
    'tipo',
    [
      z.object({
        tipo: z.literal('arriendo'),
        obraId: idRelacionado('la obra'),
        ...cabecera,
        items: itemsOf(itemTipoActivoSchema, 'qué equipos necesita'),
      }),
      z.object({
        tipo: z.literal('retiro-parcial'),
        obraId: idRelacionado('la obra'),
        ...cabecera,
        items: itemsOf(itemContratoSchema, 'qué equipos se retiran'),
      }),
      z.object({
        tipo: z.literal('cambio'),
        obraId: idRelacionado('la obra'),
        ...cabecera,
        items: itemsOf(itemCambioSchema, 'qué equipos se cambian'),
      }),
    ],
    { error: 'Elija el tipo de solicitud: arriendo, retiro o cambio.' },
  )
  .meta({ id: 'CrearSolicitudCliente' })
export type CreateSolicitudClienteInput = z.input<typeof createSolicitudClienteSchema>

// ---- staff: edit while pendiente, approve, reject -----------------------------------------------

/** Any request's item as edited: the fields its tipo uses (the server checks them by tipo). */
export const itemSolicitudEditSchema = z.object({
  tipoActivoId: idRelacionado('el tipo de activo').nullish(),
  cantidad: cantidadSchema.nullish(),
  contratoItemId: idRelacionado('el activo del contrato').nullish(),
  unidadCobro: unidadCobroSchema.nullish(),
  tarifa: tarifaSchema().nullish(),
  conOperador: z.boolean({ error: 'Indique sí o no.' }).optional(),
  descripcion: textoOpcional(300),
})

export const updateSolicitudSchema = actionSchema('EditarSolicitud', {
  fechaRequerida: fechaSchema.optional(),
  comentarios,
  items: itemsOf(itemSolicitudEditSchema, 'los ítems de la solicitud').optional(),
})

export const aprobarSolicitudSchema = actionSchema('AprobarSolicitud')

export const rechazarSolicitudSchema = rechazoSchema('Solicitud')

// ---- lists and detail ---------------------------------------------------------------------------

export const solicitudSorts = withTrackingSorts('numero', 'fechaRequerida', 'estado')
export const listSolicitudesQuerySchema = listQuerySchema(solicitudSorts, 'numero', {
  tipo: enumFilter(TIPOS_SOLICITUD, 'El tipo no es válido.'),
  estado: enumFilter(ESTADOS_SOLICITUD),
  origen: enumFilter(ORIGENES_SOLICITUD, 'El origen no es válido.'),
  obraId: obraIdFilter,
  contratoId: contratoIdFilter,
})
export type ListSolicitudesQuery = z.input<typeof listSolicitudesQuerySchema>

/** A site client's list: only its obras' requests, filtered by obra, tipo or estado. */
export const listSolicitudesClienteQuerySchema = listQuerySchema(solicitudSorts, 'numero', {
  tipo: enumFilter(TIPOS_SOLICITUD, 'El tipo no es válido.'),
  estado: enumFilter(ESTADOS_SOLICITUD),
  obraId: obraIdFilter,
})

export const solicitudItemSchema = z.object({
  id: z.uuid(),
  posicion: z.number().int(),
  tipoActivo: tipoActivoRefSchema.nullable(),
  cantidad: z.number().int().nullable(),
  /** The contract item (and its asset) a cambio, retiro or cierre is about. */
  contratoItem: z.object({ id: z.uuid(), activo: activoRefSchema }).nullable(),
  unidadCobro: z.enum(UNIDADES_COBRO).nullable(),
  tarifa: z.number().nullable(),
  conOperador: z.boolean(),
  descripcion: z.string().nullable(),
})
export type SolicitudItem = z.infer<typeof solicitudItemSchema>

export const solicitudRead = readSchemas(
  'Solicitud',
  {
    ...documentoNumeradoShape,
    tipo: z.enum(TIPOS_SOLICITUD),
    origen: z.enum(ORIGENES_SOLICITUD),
    obra: obraRefSchema,
    contrato: documentoRefSchema.nullable(),
    estado: z.enum(ESTADOS_SOLICITUD),
    estadoDesde: z.string(),
    fechaRequerida: z.string(),
    solicitante: usuarioRefSchema.nullable(),
    itemsCount: z.number().int(),
  },
  {
    comentarios: z.string().nullable(),
    motivoRechazo: z.string().nullable(),
    /** The contract's moneda, for an adición's tarifas; null for an arriendo. */
    moneda: monedaSchema.nullable(),
    items: z.array(solicitudItemSchema),
  },
)
export const { solicitudRowSchema, solicitudDetailSchema, solicitudPageSchema } = solicitudRead
export type SolicitudRow = z.infer<typeof solicitudRowSchema>
export type SolicitudDetail = z.infer<typeof solicitudDetailSchema>

/** What a site client may ask about: its obras, their assets on rent, and the tipos de activo. */
export const opcionesSolicitudClienteSchema = z
  .object({
    obras: z.array(
      obraRefSchema.extend({
        /** Assets on rent at this obra (items without fechaRetiro of its vigente contracts). */
        activos: z.array(
          z.object({
            contratoItemId: z.uuid(),
            contrato: documentoRefSchema,
            activo: activoRefSchema,
          }),
        ),
      }),
    ),
    tiposActivo: z.array(tipoActivoRefSchema),
  })
  .meta({ id: 'OpcionesSolicitudCliente' })
export type OpcionesSolicitudCliente = z.infer<typeof opcionesSolicitudClienteSchema>
