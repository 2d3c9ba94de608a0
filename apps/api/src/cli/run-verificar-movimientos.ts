// The admin command `npm run movimientos:verificar`: recomputes every asset's estado and obra from
// its movements and lists the assets whose stored ones differ (decision 027). Exit 0 when none,
// 1 when any (or when the database cannot be opened), so a scheduled run can alert on it.
import { describeDiferencias, verifyEstados } from '../operaciones/movimientos/verify-estados.ts'
import { type CliDatabaseDeps, withCliDatabase } from './run-user-cli.ts'

export type VerificarDeps = CliDatabaseDeps

export function runVerificarMovimientos(deps: VerificarDeps): Promise<number> {
  const { io } = deps
  return withCliDatabase(deps, async (database) => {
    const diferencias = await verifyEstados(database.db)
    if (diferencias.length === 0) {
      io.out('Sin diferencias: el estado de cada activo es el que dejan sus movimientos.')
      return 0
    }
    for (const line of await describeDiferencias(database.db, diferencias)) io.out(line)
    io.err(`${diferencias.length} activos con un estado distinto del que dejan sus movimientos.`)
    return 1
  })
}
