// DELETE /v1/grupos-cliente/{id}?version=: soft delete (eliminado_en), audited. A group that still
// holds razones sociales is kept (409): they would point at a group nobody can see.
import { razonesSociales } from '../../db/schema/index.ts'
import { refuseWhileRows } from '../../records/write-errors.ts'
import { grupoClienteRecords } from './grupo-cliente-records.ts'

export const deleteGrupoCliente = grupoClienteRecords.deletes(
  refuseWhileRows(
    razonesSociales,
    razonesSociales.grupoClienteId,
    (count) => `El grupo tiene ${count} razones sociales: quítelas del grupo antes de eliminarlo.`,
  ),
)
