// Estado de pago (EDP): what the client owes each month, per contract, for the equipment on rent.
// It is computed from the evidence (contract items, movements with their guía, signed reports,
// valor UF: edp-calculo.ts), reviewed by commercial staff, sent to the obra, observed or approved
// there in rounds (docs/domain.md, "Estados de pago"; decision 061):
//
//   (crear) → revision-comercial-1 ─enviar a obra→ revision-obra ─aprobar→ aprobado-obra (final)
//                                                    └─observar→ observado-obra
//             revision-comercial-2 ←tomar observación─┘
//             revision-comercial-2 ─reenviar (new revision)→ revision-obra
import { vocabulary } from '../common/vocabulary.ts'

/** The folio of an EDP: `EDP-000001`. */
export const folioEdp = (numero: number): string => `EDP-${String(numero).padStart(6, '0')}`

/** An EDP's estado: one tab per stage in edp-generados. */
export const [ESTADOS_EDP, ESTADO_EDP_LABEL] = vocabulary({
  'revision-comercial-1': 'Revisión comercial 1',
  'revision-obra': 'Revisión obra',
  'observado-obra': 'Observado por obra',
  'revision-comercial-2': 'Revisión comercial 2',
  'aprobado-obra': 'Aprobado por obra',
})
export type EstadoEdp = (typeof ESTADOS_EDP)[number]

/** The estados where commercial staff edit an EDP (a change recomputes its totals). */
export const ESTADOS_EDP_EDITABLES = [
  'revision-comercial-1',
  'revision-comercial-2',
] as const satisfies readonly EstadoEdp[]

/** The moves of the workflow, each from the estados it leaves to the one it reaches. */
export const TRANSICIONES_EDP = {
  'enviar-a-obra': { from: ['revision-comercial-1'], to: 'revision-obra' },
  observar: { from: ['revision-obra'], to: 'observado-obra' },
  'tomar-observacion': { from: ['observado-obra'], to: 'revision-comercial-2' },
  reenviar: { from: ['revision-comercial-2'], to: 'revision-obra' },
  aprobar: { from: ['revision-obra'], to: 'aprobado-obra' },
} as const satisfies Record<string, { from: readonly EstadoEdp[]; to: EstadoEdp }>
export type TransicionEdp = keyof typeof TRANSICIONES_EDP

/** What an EDP's history records: its creation, its edits and every move of the workflow. */
export const [ACCIONES_EDP, ACCION_EDP_LABEL] = vocabulary({
  crear: 'Creado',
  editar: 'Editado',
  'enviar-a-obra': 'Enviado a obra',
  observar: 'Observado por obra',
  'tomar-observacion': 'Observación tomada',
  reenviar: 'Reenviado a obra',
  aprobar: 'Aprobado por obra',
})
export type AccionEdp = (typeof ACCIONES_EDP)[number]

/**
 * Who recorded an entry: the site client itself (`cliente`, in its portal) or commercial staff
 * (`comercial`; for aprobar and observar, the site's answer recorded by staff on its behalf).
 */
export const [ORIGENES_EDP, ORIGEN_EDP_LABEL] = vocabulary({
  cliente: 'Obra (cliente)',
  comercial: 'Comercial',
})
export type OrigenEdp = (typeof ORIGENES_EDP)[number]

/** Where a line comes from: the computation from the evidence, or typed by staff with a reason. */
export const [ORIGENES_LINEA_EDP, ORIGEN_LINEA_EDP_LABEL] = vocabulary({
  calculada: 'Calculada',
  manual: 'Manual',
})
export type OrigenLineaEdp = (typeof ORIGENES_LINEA_EDP)[number]
