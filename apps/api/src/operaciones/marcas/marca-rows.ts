// Marcas as lists show them: the row shape (with how many assets use each); its list is the catalogues' (catalogo-rows.ts).
import type { MarcaRow } from '@cordillera/contracts'
import { activos, marcas } from '../../db/schema/index.ts'
import { pick, trackingOf } from '../../records/tracking.ts'
import { catalogoSource } from '../common/catalogo-rows.ts'

type MarcaRecord = typeof marcas.$inferSelect

export function toMarcaRow(record: MarcaRecord, activosCount: number): MarcaRow {
  return { ...pick(record, 'id', 'nombre'), activosCount, ...trackingOf(record) }
}

export const marcaSource = catalogoSource(marcas, activos.marcaId, toMarcaRow)
