// DELETE /v1/constructoras/{id}?version=: soft delete (eliminado_en), audited. A constructora
// with obras is kept (409): its obras need the company that builds them.
import { obras } from '../../db/schema/index.ts'
import { refuseWhileRows } from '../../records/write-errors.ts'
import { constructoraRecords } from './constructora-records.ts'

export const deleteConstructora = constructoraRecords.deletes(
  refuseWhileRows(
    obras,
    obras.constructoraId,
    (count) => `La constructora tiene ${count} obras: elimínelas o reasígnelas antes.`,
  ),
)
