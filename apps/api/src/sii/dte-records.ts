// How the issued DTE are written and answered (records/records-of.ts): one row per tipo and
// folio, one factura per EDP, each write audited. The XML stays out of the answer.
import type { DteEmitido } from '@cordillera/contracts'
import { dteEmitidos } from '../db/schema/index.ts'
import { recordsOf } from '../records/records-of.ts'
import { pick, trackingOf } from '../records/tracking.ts'

export const dteRecords = recordsOf(dteEmitidos, {
  entity: 'dte_emitido',
  notFound: 'El documento tributario no existe.',
  uniques: {
    dte_emitidos_folio_uq: ['folio', 'Ese folio ya se emitió.'],
    dte_emitidos_edp_uq: ['edpId', 'El EDP ya tiene su factura.'],
  },
})

export function toDteEmitido(record: typeof dteEmitidos.$inferSelect): DteEmitido {
  return {
    ...pick(
      record,
      'id',
      'tipoDte',
      'folio',
      'fechaEmision',
      'rutReceptor',
      'razonSocialReceptor',
      'neto',
      'iva',
      'total',
      'edpId',
      'movimientoId',
      'trackId',
      'mensajeEnvio',
    ),
    estadoEnvio: record.estadoEnvio as DteEmitido['estadoEnvio'],
    ...trackingOf(record),
  }
}
