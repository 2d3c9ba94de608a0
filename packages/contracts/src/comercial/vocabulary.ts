import { vocabulary } from '../common/vocabulary.ts'
// The commercial area's closed vocabularies of quotations, contracts and requests: the database's
// check constraints, the contracts' enums and the screens' labels and badges all read these lists
// (docs/domain.md, "Cotizaciones, contratos y solicitudes").

/** A quotation's estado: borrador → enviada → aceptada | rechazada; aceptada → contratada. */
export const [ESTADOS_COTIZACION, ESTADO_COTIZACION_LABEL] = vocabulary({
  borrador: 'Borrador',
  enviada: 'Enviada',
  aceptada: 'Aceptada',
  rechazada: 'Rechazada',
  contratada: 'Contratada',
})
export type EstadoCotizacion = (typeof ESTADOS_COTIZACION)[number]

/**
 * The moves `gestionar` makes (rechazada has its own route and key, `contratada` is reached only
 * by pasar-contrato): an enviada one may go back to borrador to be corrected.
 */
export const TRANSICIONES_COTIZACION = {
  borrador: ['enviada'],
  enviada: ['aceptada', 'borrador'],
  aceptada: [],
  rechazada: [],
  contratada: [],
} as const satisfies Record<EstadoCotizacion, readonly EstadoCotizacion[]>

/** A quotation may be rejected only while enviada (the client answered no). */
export const COTIZACION_RECHAZABLE: readonly EstadoCotizacion[] = ['enviada']

/** Its items and header change only while borrador. */
export const COTIZACION_EDITABLE: readonly EstadoCotizacion[] = ['borrador']

/** A contract's estado: vigente until its closing request is carried out by logistics. */
export const [ESTADOS_CONTRATO, ESTADO_CONTRATO_LABEL] = vocabulary({
  vigente: 'Vigente',
  terminado: 'Terminado',
})
export type EstadoContrato = (typeof ESTADOS_CONTRATO)[number]

/** What a contract item's minimum of hours is counted over (hour-billed items only). */
export const [PERIODOS_MINIMO, PERIODO_MINIMO_LABEL] = vocabulary({
  dia: 'por día',
  mes: 'por mes',
})
export type PeriodoMinimo = (typeof PERIODOS_MINIMO)[number]

/** A request's tipo: a new rental (site clients) or a change to a contract. */
export const [TIPOS_SOLICITUD, TIPO_SOLICITUD_LABEL] = vocabulary({
  arriendo: 'Arriendo',
  adicion: 'Adición',
  cambio: 'Cambio',
  'retiro-parcial': 'Retiro parcial',
  cierre: 'Cierre de contrato',
})
export type TipoSolicitud = (typeof TIPOS_SOLICITUD)[number]

/** The tipos a site client raises from its portal (a new rental, taking assets away, a swap). */
export const TIPOS_SOLICITUD_CLIENTE = ['arriendo', 'retiro-parcial', 'cambio'] as const
export type TipoSolicitudCliente = (typeof TIPOS_SOLICITUD_CLIENTE)[number]

/** Who raised it: the site client from its portal, or commercial staff from the contract. */
export const [ORIGENES_SOLICITUD, ORIGEN_SOLICITUD_LABEL] = vocabulary({
  cliente: 'Cliente',
  comercial: 'Comercial',
})
export type OrigenSolicitud = (typeof ORIGENES_SOLICITUD)[number]

/** pendiente → aprobada | rechazada; aprobada → en-logistica → completada (logistics). */
export const [ESTADOS_SOLICITUD, ESTADO_SOLICITUD_LABEL] = vocabulary({
  pendiente: 'Pendiente',
  aprobada: 'Aprobada',
  rechazada: 'Rechazada',
  'en-logistica': 'En logística',
  completada: 'Completada',
})
export type EstadoSolicitud = (typeof ESTADOS_SOLICITUD)[number]

/** A request still to be carried out: what a contract's detail shows as pending. */
export const ESTADOS_SOLICITUD_ABIERTA: readonly EstadoSolicitud[] = [
  'pendiente',
  'aprobada',
  'en-logistica',
]
