// Flotas as lists show them: the row shape (with how many assets each has); its list is the catalogues' (catalogo-rows.ts).
import type { FlotaRow } from '@cordillera/contracts'
import { activos, flotas } from '../../db/schema/index.ts'
import { pick, trackingOf } from '../../records/tracking.ts'
import { catalogoSource } from '../common/catalogo-rows.ts'

type FlotaRecord = typeof flotas.$inferSelect

export function toFlotaRow(record: FlotaRecord, activosCount: number): FlotaRow {
  return { ...pick(record, 'id', 'nombre', 'descripcion'), activosCount, ...trackingOf(record) }
}

export const flotaSource = catalogoSource(flotas, activos.flotaId, toFlotaRow)
