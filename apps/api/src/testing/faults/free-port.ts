// A TCP port on 127.0.0.1 that nothing listens on right now (the OS picks it): for the fault
// suite's processes, away from the stack's fixed ports, and for "nothing answers there" tests.
import { createServer } from 'node:net'

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))))
    })
  })
}
