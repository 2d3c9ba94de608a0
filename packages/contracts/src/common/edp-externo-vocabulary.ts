// External EDP (estado de pago externo): what the company owes a lessor (proveedor) for its machines
// at one obra over a period, computed by the same function as the client's EDP (edp-calculo.ts)
// with the lessor's tariff (its acuerdo de arriendo) instead of the contract's (decision 064):
//
//   (crear) → borrador ─emitir→ emitido ─aceptar (the lessor)→ aceptado (final)
//                                  └─solicitar ajuste (the lessor)→ en-ajuste
//             emitido ←aceptar ajuste (a new revision, the previous kept) / rechazar ajuste─┘
//
// This file holds the closed lists the tables check and the screens label; shared vocabulary, since
// the lessor's portal (the arrendador area) names them too (decision 042).

import { folioDe } from './references.ts'
import { vocabulary } from './vocabulary.ts'

/** The folio of an external EDP: `EDPE-000001`. */
export const folioEdpExterno = (numero: number): string => folioDe('EDPE', numero)

/** The folio of a lessor's adjustment request: `AJU-000001`. */
export const folioSolicitudAjuste = (numero: number): string => folioDe('AJU', numero)

/** An external EDP's estado. */
export const [ESTADOS_EDP_EXTERNO, ESTADO_EDP_EXTERNO_LABEL] = vocabulary({
  borrador: 'Borrador',
  emitido: 'Emitido',
  aceptado: 'Aceptado',
  'en-ajuste': 'En ajuste',
})
export type EstadoEdpExterno = (typeof ESTADOS_EDP_EXTERNO)[number]

/** The estado where staff edit an external EDP (a change recomputes its totals). */
export const ESTADOS_EDP_EXTERNO_EDITABLES = [
  'borrador',
] as const satisfies readonly EstadoEdpExterno[]

/** The moves of the workflow, each from the estados it leaves to the one it reaches. */
export const TRANSICIONES_EDP_EXTERNO = {
  emitir: { from: ['borrador'], to: 'emitido' },
  aceptar: { from: ['emitido'], to: 'aceptado' },
  'solicitar-ajuste': { from: ['emitido', 'en-ajuste'], to: 'en-ajuste' },
  'aceptar-ajuste': { from: ['en-ajuste'], to: 'emitido' },
  'rechazar-ajuste': { from: ['en-ajuste'], to: 'emitido' },
} as const satisfies Record<string, { from: readonly EstadoEdpExterno[]; to: EstadoEdpExterno }>
export type TransicionEdpExterno = keyof typeof TRANSICIONES_EDP_EXTERNO

/** What an external EDP's history records. */
export const [ACCIONES_EDP_EXTERNO, ACCION_EDP_EXTERNO_LABEL] = vocabulary({
  crear: 'Creado',
  editar: 'Editado',
  emitir: 'Emitido al arrendador',
  aceptar: 'Aceptado por el arrendador',
  'solicitar-ajuste': 'Ajuste solicitado',
  'aceptar-ajuste': 'Ajuste aceptado (nueva revisión)',
  'rechazar-ajuste': 'Ajuste rechazado',
})
export type AccionEdpExterno = (typeof ACCIONES_EDP_EXTERNO)[number]

/** Who recorded an entry: the lessor in its portal, or staff. */
export const [ORIGENES_EDP_EXTERNO, ORIGEN_EDP_EXTERNO_LABEL] = vocabulary({
  arrendador: 'Arrendador',
  personal: 'Personal',
})
export type OrigenEdpExterno = (typeof ORIGENES_EDP_EXTERNO)[number]

/** A lessor's adjustment request: waiting for staff, or answered. */
export const [ESTADOS_SOLICITUD_AJUSTE, ESTADO_SOLICITUD_AJUSTE_LABEL] = vocabulary({
  pendiente: 'Pendiente',
  aceptada: 'Aceptada',
  rechazada: 'Rechazada',
})
export type EstadoSolicitudAjuste = (typeof ESTADOS_SOLICITUD_AJUSTE)[number]
