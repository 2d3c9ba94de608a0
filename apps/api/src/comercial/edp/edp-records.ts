// How EDPs are written: every creation, edit and move goes through this (records/records-of.ts),
// which holds its audit entity and its 404. Its lines have no tracking of their own: each audit
// entry of the EDP keeps them before and after (without their evidence, which the line keeps).
import { edpLineas, edps } from '../../db/schema/index.ts'
import { recordsOf } from '../../records/records-of.ts'
import { itemsEnOrden, lineaAuditada } from '../edp-common/edp-lineas-comun.ts'

/** One message for a missing EDP and for another obra's: a site client learns nothing. */
export const EDP_NO_EXISTE = 'No encontramos el EDP.'

export const edpRecords = recordsOf(edps, {
  entity: 'edp',
  notFound: EDP_NO_EXISTE,
  uniques: {
    edps_contrato_desde_uq: ['periodoDesde', 'El contrato ya tiene un EDP que empieza ese día.'],
  },
  items: itemsEnOrden(
    edpLineas,
    edpLineas.edpId,
    lineaAuditada(edpLineas, { contratoItemId: edpLineas.contratoItemId }),
  ),
})

export type EdpRecord = typeof edps.$inferSelect
