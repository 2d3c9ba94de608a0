// DELETE /v1/razones-sociales/{id}?version=: soft delete (eliminado_en), audited. A razón social
// with obras is kept (409): its obras, and what is billed at them, need the client they bill.
import { obras } from '../../db/schema/index.ts'
import { refuseWhileRows } from '../../records/write-errors.ts'
import { razonSocialRecords } from './razon-social-records.ts'

export const deleteRazonSocial = razonSocialRecords.deletes(
  refuseWhileRows(
    obras,
    obras.razonSocialId,
    (count) =>
      `La razón social tiene ${count} obras: elimínelas o asígnelas a otra razón social antes.`,
  ),
)
