import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { ProcessGroup } from './process-group.ts'

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

const serverScript = (port: number) =>
  `require('node:http').createServer((_, res) => res.end('ok')).listen(${port})`

describe('ProcessGroup', () => {
  it('waits until a service answers and stops it with its whole group', async () => {
    const port = await freePort()
    const group = new ProcessGroup()
    await group.start({
      name: 'demo',
      command: process.execPath,
      args: ['-e', serverScript(port)],
      cwd: process.cwd(),
      readyUrl: `http://127.0.0.1:${port}/`,
      quiet: true,
    })
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ok')
    await group.stop()
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow()
  })

  it('names the service that stopped on its own and how it ended', async () => {
    const port = await freePort()
    const group = new ProcessGroup()
    await group.start({
      name: 'api',
      command: process.execPath,
      // It dies only once it has answered (readiness seen), however slow the machine is.
      args: [
        '-e',
        `require('node:http').createServer((_, res) => { res.end('ok'); setTimeout(() => process.kill(process.pid, 'SIGKILL'), 100) }).listen(${port})`,
      ],
      cwd: process.cwd(),
      readyUrl: `http://127.0.0.1:${port}/`,
      quiet: true,
    })
    expect(await group.anyExit()).toBe('api (señal SIGKILL)')
    await group.stop()
  })

  it('fails fast when a service exits before it is ready', async () => {
    const group = new ProcessGroup()
    await expect(
      group.start({
        name: 'broken',
        command: process.execPath,
        args: ['-e', 'process.exit(3)'],
        cwd: process.cwd(),
        readyUrl: 'http://127.0.0.1:1/',
        quiet: true,
      }),
    ).rejects.toThrow('broken terminó antes de estar listo')
    await group.stop()
  })
})
