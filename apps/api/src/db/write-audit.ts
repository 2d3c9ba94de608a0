// Records one mutation in audit_log. Call it inside the mutation's transaction so the change and
// its record commit or fail together.
import type { Db, Tx } from './database.ts'
import { auditLog } from './schema/index.ts'

export type AuditEntry = {
  usuarioId: string | null
  entity: string
  entityId: string
  action: 'crear' | 'editar' | 'eliminar' | (string & {})
  before?: unknown
  after?: unknown
}

export async function writeAudit(tx: Db | Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    usuarioId: entry.usuarioId,
    entity: entry.entity,
    entityId: entry.entityId,
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
  })
}
