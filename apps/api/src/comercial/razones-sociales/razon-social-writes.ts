// What creating and editing a razón social share: the check of the chosen grupo cliente (it must
// exist, not deleted), and the region derived from the comuna.
import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../db/database.ts'
import { vigente } from '../../db/schema/columns.ts'
import { gruposCliente } from '../../db/schema/index.ts'
import { invalidFields } from '../../records/write-errors.ts'

/** 400 when the chosen group does not exist (or was deleted). */
export async function checkGrupoCliente(tx: Tx, grupoClienteId: string | null | undefined) {
  if (!grupoClienteId) return
  const [grupo] = await tx
    .select({ id: gruposCliente.id })
    .from(gruposCliente)
    .where(and(eq(gruposCliente.id, grupoClienteId), vigente(gruposCliente)))
  if (!grupo) throw invalidFields({ grupoClienteId: 'El grupo cliente elegido no existe.' })
}

/** The region's CUT code is the first two digits of the comuna's. */
export const regionDe = (comuna: string) => comuna.slice(0, 2)
