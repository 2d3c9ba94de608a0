// DELETE /v1/tipos-activo/{id}?version=: soft delete, audited. A tipo that still has assets is
// kept (409): each asset must be of a tipo someone can see and quote.
import { activos } from '../../db/schema/index.ts'
import { refuseWhileActivos } from '../common/activos-por.ts'
import { tipoActivoRecords } from './tipo-activo-records.ts'

export const deleteTipoActivo = tipoActivoRecords.deletes(
  refuseWhileActivos(activos.tipoActivoId, 'este tipo', [
    'Cámbialo de tipo primero.',
    'Cámbialos de tipo primero.',
  ]),
)
