// An entry of an estado de pago's history (statement-columns.ts' `historialColumns`), appended by
// whoever moves the EDP: the revision it happened in, the move (`accion`) from one estado to the
// next, who made it (the signed-in user) and from where (`origen`: staff, the site, the lessor),
// with the comment and what else the EDP's history keeps.
import type { Tx } from '../../db/database.ts'
import { edpExternoHistorial, edpHistorial } from '../../db/schema/index.ts'
import type { Actor } from '../actor.ts'

type Entrada = {
  revision: number
  accion: string
  desde: string | null
  hacia: string
  origen: string
  comentario?: string | null
}

/** The history's first entry: the EDP created in its first estado. */
export const creado = (row: { revision: number; estado: string }) => ({
  revision: row.revision,
  accion: 'crear',
  desde: null,
  hacia: row.estado,
})

/** An edit: the EDP stays in the estado it stands in. */
export const editado = (row: { revision: number; estado: string }) => ({
  revision: row.revision,
  accion: 'editar',
  desde: row.estado,
  hacia: row.estado,
})

/**
 * Appends `entrada`, made by `actor`, to the history of the EDP `de` names: a client's (`edpId`,
 * with an observation's per-line comments) or a lessor's (`edpExternoId`, with the adjustment
 * request it answers).
 */
export async function anotar(
  tx: Tx,
  actor: Actor,
  de: { edpId: string } | { edpExternoId: string },
  entrada: Entrada & { observacionesLineas?: unknown; solicitudAjusteId?: string },
) {
  const values = { ...de, ...entrada, usuarioId: actor.id }
  if ('edpId' in de)
    await tx.insert(edpHistorial).values(values as typeof edpHistorial.$inferInsert)
  else
    await tx.insert(edpExternoHistorial).values(values as typeof edpExternoHistorial.$inferInsert)
}
