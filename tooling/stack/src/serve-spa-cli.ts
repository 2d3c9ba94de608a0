// `node serve-spa-cli.ts <root> <port>`: one built portal as its own process, stopped by SIGTERM.
import { serveSpa } from './serve-spa.ts'

const [root, port] = process.argv.slice(2)
if (!root || !port) {
  console.error('uso: serve-spa-cli.ts <carpeta build/client> <puerto>')
  process.exit(2)
}
const server = await serveSpa(root, Number(port))
const stop = () => void server.close().then(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
