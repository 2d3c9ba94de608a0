// How external EDPs, the lessor's adjustment requests and the lessor agreements are written: every
// creation, edit and move goes through these (records/records-of.ts), which hold their audit
// entity and their 404. An EDP's lines and an agreement's assets have no tracking of their own:
// each audit entry of their owner keeps them before and after (the lines without their evidence).
import {
  acuerdoArriendoActivos,
  acuerdosArriendo,
  edpExternoLineas,
  edpsExternos,
  solicitudesAjuste,
} from '../../db/schema/index.ts'
import { recordsOf } from '../../records/records-of.ts'
import { itemsEnOrden, lineaAuditada } from '../edp-common/edp-lineas-comun.ts'

export const EDP_EXTERNO_NO_EXISTE = 'No encontramos el EDP externo.'

export const edpExternoRecords = recordsOf(edpsExternos, {
  entity: 'edp-externo',
  notFound: EDP_EXTERNO_NO_EXISTE,
  uniques: {
    edps_externos_obra_proveedor_inicio_uq: [
      'fechaInicio',
      'El proveedor ya tiene un EDP externo en esa obra que empieza ese día.',
    ],
  },
  items: itemsEnOrden(
    edpExternoLineas,
    edpExternoLineas.edpExternoId,
    lineaAuditada(edpExternoLineas, { activoId: edpExternoLineas.activoId }),
  ),
})
export type EdpExternoRecord = typeof edpsExternos.$inferSelect

export const solicitudAjusteRecords = recordsOf(solicitudesAjuste, {
  entity: 'solicitud-ajuste',
  notFound: 'No encontramos la solicitud de ajuste.',
})
export type SolicitudAjusteRecord = typeof solicitudesAjuste.$inferSelect

export const acuerdoArriendoRecords = recordsOf(acuerdosArriendo, {
  entity: 'acuerdo-arriendo',
  notFound: 'No encontramos el acuerdo de arriendo.',
  uniques: {
    acuerdos_arriendo_proveedor_obra_uq: [
      'obraId',
      'El proveedor ya tiene un acuerdo para esa obra (o uno general): edítelo.',
    ],
  },
  items: itemsEnOrden(acuerdoArriendoActivos, acuerdoArriendoActivos.acuerdoId, {
    posicion: acuerdoArriendoActivos.posicion,
    activoId: acuerdoArriendoActivos.activoId,
    tarifa: acuerdoArriendoActivos.tarifa,
    unidadCobro: acuerdoArriendoActivos.unidadCobro,
    minimoHoras: acuerdoArriendoActivos.minimoHoras,
    minimoPor: acuerdoArriendoActivos.minimoPor,
    moneda: acuerdoArriendoActivos.moneda,
    vigenciaDesde: acuerdoArriendoActivos.vigenciaDesde,
    vigenciaHasta: acuerdoArriendoActivos.vigenciaHasta,
  }),
})
export type AcuerdoArriendoRecord = typeof acuerdosArriendo.$inferSelect
