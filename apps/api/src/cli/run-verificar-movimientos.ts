// The admin command `npm run movimientos:verificar`: recomputes every asset's estado and obra from
// its movements and lists the assets whose stored ones differ (decision 027). Exit 0 when none,
// 1 when any (or when the database cannot be opened), so a scheduled run can alert on it.
import type { Database } from '../db/database.ts'
import type { Config } from '../env.ts'
import { describeDiferencias, verifyEstados } from '../operaciones/movimientos/verify-estados.ts'
import { type CliIo, describeOpenError, openAndMigrate } from './run-user-cli.ts'

export type VerificarDeps = {
  config: Config
  io: CliIo
  /** Defaults to the configured database (with the PGlite lock) with migrations applied. */
  openDatabase?: () => Promise<Database>
}

export async function runVerificarMovimientos(deps: VerificarDeps): Promise<number> {
  const { io } = deps
  let database: Database
  try {
    database = await (deps.openDatabase ?? (() => openAndMigrate(deps.config)))()
  } catch (error) {
    io.err(describeOpenError(error, deps.config))
    return 1
  }
  try {
    const diferencias = await verifyEstados(database.db)
    if (diferencias.length === 0) {
      io.out('Sin diferencias: el estado de cada activo es el que dejan sus movimientos.')
      return 0
    }
    for (const line of await describeDiferencias(database.db, diferencias)) io.out(line)
    io.err(`${diferencias.length} activos con un estado distinto del que dejan sus movimientos.`)
    return 1
  } finally {
    await database.close()
  }
}
