// The benchmarks' signed-in user: a staff user holding exactly the keys a benchmark calls, signed
// in through the test verifier (`test:<sub>:<email>`), because token checks are not what they
// measure. On a reused database (DATABASE_URL) the user is brought back active with those keys.
import type { PermissionKey } from '@cordillera/contracts'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { usuarios } from '../db/schema/index.ts'

const email = 'bench@cordillera.cl'

export async function benchUserHeaders(
  database: Database,
  permisos: PermissionKey[],
): Promise<{ Authorization: string }> {
  await database.db
    .insert(usuarios)
    .values({ email, nombre: 'Benchmark', tipo: 'cordillera', permisos, cognitoSub: 'bench' })
    .onConflictDoNothing()
  await database.db
    .update(usuarios)
    .set({ activo: true, permisos })
    .where(eq(usuarios.email, email))
  return { Authorization: `Bearer test:bench:${email}` }
}
