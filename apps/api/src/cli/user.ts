// Entry of the admin CLI: `npm run user -- create --email … --password … --tipo …`.
// See run-user-cli.ts; this file only wires the process to it.
import { ConfigError, readConfig } from '../env.ts'
import { runUserCli } from './run-user-cli.ts'

const io = {
  out: (line: string) => process.stdout.write(`${line}\n`),
  err: (line: string) => process.stderr.write(`${line}\n`),
}

let code: number
try {
  code = await runUserCli(process.argv.slice(2), { config: readConfig(), io })
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  io.err(`Configuración no válida (variables de entorno):\n${error.message}`)
  code = 1
}
// Exit explicitly: the AWS SDK's keep-alive sockets would otherwise hold the process open.
process.exit(code)
