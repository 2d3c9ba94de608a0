// Columns every business table carries: who/when created and last changed it, the soft-delete
// mark (nothing is ever lost) and the version that optimistic concurrency checks (409 on a stale
// write).
import { integer, timestamp, uuid } from 'drizzle-orm/pg-core'

export const id = () => uuid('id').primaryKey().defaultRandom()

// created_by/updated_by hold a usuarios.id without a foreign key: usuarios itself carries them
// and every table would otherwise depend on usuarios (cycles in the schema); null = the system
// (seed, migrations).
export const trackingColumns = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: uuid('created_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
  updatedBy: uuid('updated_by'),
  eliminadoEn: timestamp('eliminado_en', { withTimezone: true }),
  version: integer('version').notNull().default(1),
})
