#!/usr/bin/env node
// `node tooling/mail-catcher/src/cli.ts [--smtp-port 1025] [--web-port 1080] [--host 127.0.0.1]`:
// the catcher until SIGINT/SIGTERM; one line says where (the stack waits on GET /health).
import { parseArgs } from 'node:util'
import { MAIL_CATCHER_PORTS, startMailCatcher } from './index.ts'

const { values } = parseArgs({
  options: {
    'smtp-port': { type: 'string', default: String(MAIL_CATCHER_PORTS.smtp) },
    'web-port': { type: 'string', default: String(MAIL_CATCHER_PORTS.web) },
    host: { type: 'string', default: '127.0.0.1' },
  },
})

const catcher = await startMailCatcher({
  smtpPort: Number(values['smtp-port']),
  webPort: Number(values['web-port']),
  host: values.host,
})
process.stdout.write(`Correo local: SMTP en ${catcher.smtpUrl}, bandeja en ${catcher.webUrl}\n`)

const stop = () => void catcher.stop().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
