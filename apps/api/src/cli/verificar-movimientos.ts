// Entry of `npm run movimientos:verificar`; see run-verificar-movimientos.ts. This file only wires
// the process to it.
import { ConfigError, readConfig } from '../env.ts'
import { runVerificarMovimientos } from './run-verificar-movimientos.ts'

const io = {
  out: (line: string) => process.stdout.write(`${line}\n`),
  err: (line: string) => process.stderr.write(`${line}\n`),
}

let code: number
try {
  code = await runVerificarMovimientos({ config: readConfig(), io })
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  io.err(`Configuración no válida (variables de entorno):\n${error.message}`)
  code = 1
}
process.exit(code)
