// The audit trail: one row per mutation (who, when, what, before and after), written in the same
// transaction as the change it records.
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** null = the system (seed, admin CLI without a signed-in user). */
    usuarioId: uuid('usuario_id'),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [index('audit_log_entity_idx').on(table.entity, table.entityId)],
)
