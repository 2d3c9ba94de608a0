// Test support for every business module's route tests: one database per test file
// (openTestDatabase, a copy of the run's seeded template), holding the demo data (users with their keys, ≈200 razones
// sociales…), the real app in-process, and a `call` that signs requests as a demo user (tokens
// of the fake verifier, test-deps.ts).
import { rm } from 'node:fs/promises'
import { eq, sql } from 'drizzle-orm'
import { type App, type AppDeps, createApp } from '../app.ts'
import type { Database } from '../db/database.ts'
import { auditLog, usuarios } from '../db/schema/index.ts'
import type { DiskStorage } from '../storage/disk-storage.ts'
import { createMemoryUserPool } from './memory-user-pool.ts'
import { openTestDatabase, testDeps, testStorage } from './test-deps.ts'

/** Demo users by role: all comercial keys, no keys, a lessor, the superuser. */
export const AS = {
  comercial: 'comercial@cordillera.cl',
  sinPermisos: 'sinpermisos@cordillera.cl',
  proveedor: 'proveedor@arriendos-sur.cl',
  su: 'admin@cordillera.cl',
  operaciones: 'operaciones@cordillera.cl',
  /** The site client of OB-0001 (its only key: comercial/listar-solicitudes-cliente). */
  cliente: 'cliente@cordillera.cl',
  /** HR: every rrhh/* key. */
  rrhh: 'rrhh@cordillera.cl',
  /** The operator user, linked to the operator record DEMO_OPERADOR_ID (the operator keys). */
  operador: 'operador@cordillera.cl',
} as const

export type CallOptions = {
  /** Demo user e-mail; null = no token. Default: comercial@. */
  as?: string | null
  body?: unknown
}

export type CallResult<T = unknown> = {
  status: number
  /** Parsed JSON, or the text of other answers (CSV). */
  body: T
  headers: Headers
}

export type TestApp = {
  database: Database
  app: App
  /** The app's file storage: a disk adapter in a temporary directory of this test app. */
  storage: DiskStorage
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert what matters.
  call<T = any>(method: string, path: string, options?: CallOptions): Promise<CallResult<T>>
  /** The Authorization header of a demo user. */
  authorization(email: string): string
  /** The id of a demo user, for created_by and audit checks. */
  userId(email: string): Promise<string>
  /** Audit entries of one entity row, oldest first. */
  auditOf(entityId: string): Promise<(typeof auditLog.$inferSelect)[]>
  close(): Promise<void>
}

/** `overrides`: dependencies of the app other than the test's (a user pool in memory). */
export async function startTestApp(overrides: Partial<AppDeps> = {}): Promise<TestApp> {
  // A copy of the run's seeded template: the demo data as seedDemo leaves it.
  const database = await openTestDatabase({ seeded: true })
  const storage = testStorage()
  // A user pool in memory unless the test gives one: the users' routes never reach a real pool.
  const app = createApp(
    testDeps(database, { storage, userPool: createMemoryUserPool(), ...overrides }),
  )
  const users = await database.db
    .select({ id: usuarios.id, email: usuarios.email, sub: usuarios.cognitoSub })
    .from(usuarios)
  const byEmail = new Map(users.map((user) => [user.email, user]))

  const authorization = (email: string) => `Bearer test:${byEmail.get(email)?.sub}:${email}`

  return {
    database,
    app,
    storage,
    authorization,
    async call(method, path, { as = AS.comercial, body } = {}) {
      const headers: Record<string, string> = {}
      if (as) headers.Authorization = authorization(as)
      if (body !== undefined) headers['content-type'] = 'application/json'
      const res = await app.request(path, {
        method,
        headers,
        ...(body !== undefined && { body: JSON.stringify(body) }),
      })
      const isJson = res.headers.get('content-type')?.includes('application/json')
      const parsed = res.status === 204 ? null : isJson ? await res.json() : await res.text()
      // The caller names the shape it expects; the tests check it.
      return { status: res.status, body: parsed as never, headers: res.headers }
    },
    async userId(email) {
      const user = byEmail.get(email)
      if (!user) throw new Error(`no demo user ${email}`)
      return user.id
    },
    auditOf: (entityId) =>
      database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, entityId))
        .orderBy(auditLog.at, auditLog.id),
    close: async () => {
      await database.close()
      await rm(storage.root, { recursive: true, force: true })
    },
  }
}

/**
 * Makes every audit entry of `entity` fail inside the database (a trigger), to prove that a
 * change and its audit entry commit together or not at all. Returns the undo.
 */
export async function failAuditsOf(
  database: Database,
  entity: string,
): Promise<() => Promise<void>> {
  const { db } = database
  await db.execute(
    sql.raw(`create or replace function test_falla_auditoria() returns trigger
      language plpgsql as $$ begin raise exception 'auditoría no disponible (prueba)'; end $$`),
  )
  await db.execute(
    sql.raw(`create trigger test_falla_auditoria before insert on audit_log for each row
      when (new.entity = '${entity}') execute function test_falla_auditoria()`),
  )
  return async () => {
    await db.execute(sql.raw('drop trigger test_falla_auditoria on audit_log'))
  }
}
