// drizzle-kit: `npm run -w @cordillera/api db:generate` writes SQL migrations to ./drizzle from the
// schema. The same files migrate PGlite and PostgreSQL at start-up (src/db/database.ts, `migrate()`).
import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
})
