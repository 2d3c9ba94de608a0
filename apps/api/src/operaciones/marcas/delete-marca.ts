// DELETE /v1/marcas/{id}?version=: soft delete, audited. A marca still used by an asset is kept
// (409): the asset would name a brand nobody can see or choose.
import { activos } from '../../db/schema/index.ts'
import { refuseWhileActivos } from '../common/activos-por.ts'
import { marcaRecords } from './marca-records.ts'

export const deleteMarca = marcaRecords.deletes(
  refuseWhileActivos(activos.marcaId, 'esta marca', [
    'Cámbialo de marca primero.',
    'Cámbialos de marca primero.',
  ]),
)
