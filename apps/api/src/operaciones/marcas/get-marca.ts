// GET /v1/marcas/{id}: a marca with how many assets use it, in one statement (the answer of its
// writes too).
import type { MarcaDetail } from '@cordillera/contracts'
import type { Db, Tx } from '../../db/database.ts'
import { activos, marcas } from '../../db/schema/index.ts'
import { activosCountOf } from '../common/activos-por.ts'
import { marcaRecords } from './marca-records.ts'
import { toMarcaRow } from './marca-rows.ts'

export async function getMarca(db: Db | Tx, id: string): Promise<MarcaDetail> {
  const { record, count, creadoPor, actualizadoPor } = await marcaRecords.detail(db, id, {
    count: activosCountOf(activos.marcaId, marcas.id),
  })
  return { ...toMarcaRow(record, count), creadoPor, actualizadoPor }
}
