// What the lessor area's writes check alike: the asset a lessor names must be one of its own.
import { and, eq } from 'drizzle-orm'
import type { Db, Tx } from '../db/database.ts'
import { vigente } from '../db/schema/columns.ts'
import { activos } from '../db/schema/index.ts'
import { invalidFields } from '../records/write-errors.ts'

export const NO_ES_SU_EQUIPO = 'Elija uno de sus equipos.'

/** The lessor's asset `activoId` (not deleted), or a 400 on `activoId`. */
export async function suEquipo(db: Db | Tx, proveedorId: string, activoId: string) {
  const [activo] = await db
    .select({ id: activos.id, obraActualId: activos.obraActualId })
    .from(activos)
    .where(and(eq(activos.id, activoId), eq(activos.proveedorId, proveedorId), vigente(activos)))
  if (!activo) throw invalidFields({ activoId: NO_ES_SU_EQUIPO })
  return activo
}
