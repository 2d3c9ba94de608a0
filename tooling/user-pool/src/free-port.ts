// Asks the OS for a port nobody is listening on, for the emulator that only the layer talks to.
import { createServer } from 'node:net'

export function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, host, () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => (port ? resolve(port) : reject(new Error('No free port found'))))
    })
  })
}
