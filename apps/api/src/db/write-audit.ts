// Records one mutation in audit_log. Call it inside the mutation's transaction so the change and
// its record commit or fail together.
import type { Db, Tx } from './database.ts'
import { auditLog } from './schema/index.ts'

/**
 * The stored vocabulary of audit_log.action, in Spanish like the permission keys it mirrors
 * (crear-, editar-, _eliminar, validar-): code says create/update/delete/validate, the log
 * keeps these (docs/decisions/009-one-write-mechanism.md).
 */
export type AuditAction =
  | 'crear'
  | 'editar'
  | 'eliminar'
  | 'validar'
  // A quotation's or request's estado moved by gestionar, approved, rejected; a quotation passed
  // to a contract (its `contratada`; the contract itself is a `crear`).
  | 'gestionar'
  | 'aprobar'
  | 'rechazar'
  | 'pasar-contrato'
  // Logistics carried out a request: the request's `completada`, and its contract's items (and
  // estado, for a cierre) changed in the same transaction.
  | 'completar'
  // A daily report signed by its operator, and put en-observacion by HR (its validation is a
  // `validar`).
  | 'firmar'
  | 'observar'
  // An EDP's moves (its approval and observation by the site are `aprobar` and `observar`).
  | 'enviar-a-obra'
  | 'tomar-observacion'
  | 'reenviar'
  // An external EDP emitted to its lessor, and the lessor's adjustment requests answered by staff
  // (accepted: the EDP's next revision).
  | 'emitir'
  | 'aceptar-ajuste'
  | 'rechazar-ajuste'
  // The lessor's own moves in its portal: an external EDP accepted, an adjustment asked for.
  | 'aceptar'
  | 'solicitar-ajuste'
  // A user's account: disabled, enabled, its password reset (decision 069).
  | 'deshabilitar'
  | 'habilitar'
  | 'restablecer-contrasenia'

export type AuditEntry = {
  usuarioId: string | null
  entity: string
  entityId: string
  action: AuditAction
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
