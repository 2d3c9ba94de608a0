// GET /v1/flotas/{id}: a flota with its assets, in one statement (the answer of its writes too).
import type { FlotaDetail } from '@cordillera/contracts'
import type { Db, Tx } from '../../db/database.ts'
import { activos, flotas } from '../../db/schema/index.ts'
import { activosDetailColumns } from '../common/activos-por.ts'
import { flotaRecords } from './flota-records.ts'
import { toFlotaRow } from './flota-rows.ts'

export async function getFlota(db: Db | Tx, id: string): Promise<FlotaDetail> {
  const {
    record,
    count,
    activos: rows,
    ...authors
  } = await flotaRecords.detail(db, id, activosDetailColumns(activos.flotaId, flotas.id))
  return { ...toFlotaRow(record, count), activos: rows as FlotaDetail['activos'], ...authors }
}
