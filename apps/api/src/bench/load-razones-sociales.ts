// Loads `count` razones sociales for the benchmark, in batch inserts: realistic names from the
// demo vocabulary, valid and distinct RUTs, comunas by CUT code, creation times spread over three
// years, a few in groups and some inactive.
import { rutCheckDigit } from '@cordillera/contracts'
import { sql } from 'drizzle-orm'
import type { Database } from '../db/database.ts'
import { gruposCliente, razonesSociales } from '../db/schema/index.ts'
import {
  APELLIDOS,
  CALLES,
  COMUNAS_DEMO,
  LUGARES,
  RUBROS,
  SOCIEDADES,
} from '../seed/demo-vocabulary.ts'
import { seededRandom } from '../seed/seeded-random.ts'

const BATCH = 1000
const THREE_YEARS_MS = 3 * 365 * 86_400_000

export async function loadRazonesSociales(database: Database, count: number): Promise<void> {
  const random = seededRandom(100_000)
  const { db } = database
  const grupos = await db
    .insert(gruposCliente)
    .values(LUGARES.slice(0, 20).map((lugar) => ({ nombre: `Holding ${lugar} (bench)` })))
    .onConflictDoNothing()
    .returning({ id: gruposCliente.id })
  const now = Date.now()

  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => {
      const i = start + offset
      // Distinct RUT bodies from 50.000.000 up, as companies have.
      const body = 50_000_000 + i * 7
      const rubro = random.pick(RUBROS)
      const lugar = random.pick(LUGARES)
      const comuna = random.pick(COMUNAS_DEMO)
      return {
        rut: `${body}-${rutCheckDigit(body)}`,
        razonSocial: `${rubro.prefijo} ${lugar} ${random.pick(APELLIDOS)} ${random.pick(SOCIEDADES)}`,
        nombreFantasia: random.chance(0.5) ? `${lugar} ${random.int(1, 99)}` : null,
        giro: rubro.giro,
        direccion: `${random.pick(CALLES)} ${random.int(100, 9800)}`,
        comuna,
        region: comuna.slice(0, 2),
        telefono: `+56 2 2${random.int(100, 999)} ${random.int(1000, 9999)}`,
        email: `dte${i}@empresa.cl`,
        grupoClienteId: random.chance(0.1) ? (random.pick(grupos)?.id ?? null) : null,
        activo: random.chance(0.95),
        createdAt: new Date(now - random.int(0, THREE_YEARS_MS)),
      }
    })
    await db.insert(razonesSociales).values(rows).onConflictDoNothing()
  }
  // What autovacuum does on PostgreSQL after a bulk load: statistics for the planner and the
  // visibility map that lets page reads come from the index alone.
  await db.execute(sql`vacuum analyze razones_sociales`)
}
