// GET /v1/tipos-activo/{id}: a tipo de activo with its assets, in one statement (the answer of its
// writes too).
import type { TipoActivoDetail } from '@cordillera/contracts'
import type { Db, Tx } from '../../db/database.ts'
import { activos, tiposActivo } from '../../db/schema/index.ts'
import { activosDetailColumns } from '../common/activos-por.ts'
import { tipoActivoRecords } from './tipo-activo-records.ts'
import { toTipoActivoRow } from './tipo-activo-rows.ts'

export async function getTipoActivo(db: Db | Tx, id: string): Promise<TipoActivoDetail> {
  const {
    record,
    count,
    activos: rows,
    ...authors
  } = await tipoActivoRecords.detail(
    db,
    id,
    activosDetailColumns(activos.tipoActivoId, tiposActivo.id),
  )
  return {
    ...toTipoActivoRow(record, count),
    activos: rows as TipoActivoDetail['activos'],
    ...authors,
  }
}
