// DELETE /v1/flotas/{id}?version=: soft delete, audited. A flota that still holds assets is kept
// (409): they would point at a fleet nobody can see.
import { activos } from '../../db/schema/index.ts'
import { refuseWhileActivos } from '../common/activos-por.ts'
import { flotaRecords } from './flota-records.ts'

export const deleteFlota = flotaRecords.deletes(
  refuseWhileActivos(activos.flotaId, 'esta flota', [
    'Quítalo de la flota primero.',
    'Quítalos de la flota primero.',
  ]),
)
