#!/usr/bin/env node
// `node tooling/user-pool/src/cli.ts [--port 9229] [--data-dir <path>]`: runs the local user pool
// in the foreground until SIGINT or SIGTERM, printing the emulator's log (reset codes included).
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import type { UserPoolLogger } from './logger.ts'
import { startUserPool } from './start-user-pool.ts'

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '9229' },
    'data-dir': { type: 'string', default: resolve(repoRoot, '.data/user-pool') },
    host: { type: 'string', default: '127.0.0.1' },
  },
})

const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid --port ${values.port}`)
  process.exit(2)
}

const write = (line: string) => process.stdout.write(`${line}\n`)
const logger: UserPoolLogger = { info: write, warn: write, error: (line) => console.error(line) }

const pool = await startUserPool({ port, host: values.host, dataDir: values['data-dir'], logger })
write(
  `User pool ready at ${pool.endpoint} (pool ${pool.userPoolId}, client ${pool.clientId}, data ${pool.dataDir})`,
)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    pool.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  })
}
