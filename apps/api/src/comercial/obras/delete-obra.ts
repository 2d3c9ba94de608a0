// DELETE /v1/obras/{id}?version=: soft delete (eliminado_en), audited. An obra that site-client
// users belong to is kept (409): they would be left pointing at an obra nobody can see.
import { eq } from 'drizzle-orm'
import { usuarioObras } from '../../db/schema/index.ts'
import { refuseWhileRelated } from '../../records/write-errors.ts'
import { obraRecords } from './obra-records.ts'

export const deleteObra = obraRecords.deletes((tx, obra) =>
  refuseWhileRelated(
    tx,
    usuarioObras,
    eq(usuarioObras.obraId, obra.id),
    (count) => `La obra tiene ${count} usuarios de obra: quíteselos antes de eliminarla.`,
  ),
)
