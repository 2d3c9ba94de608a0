// `node serve-spa-cli.ts <root> <port>`: one built portal as its own process, stopped by SIGTERM.
// With SPA_TLS=1 it serves HTTP/2 over TLS with a certificate for localhost made at start.
import { serveSpa } from './serve-spa.ts'
import { localhostCertificate } from './tls.ts'

const [root, port] = process.argv.slice(2)
if (!root || !port) {
  console.error('uso: serve-spa-cli.ts <carpeta build/client> <puerto>')
  process.exit(2)
}
const tls = process.env.SPA_TLS === '1' ? await localhostCertificate() : undefined
const server = await serveSpa(root, Number(port), '127.0.0.1', tls ? { tls } : {})
const stop = () => void server.close().then(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
