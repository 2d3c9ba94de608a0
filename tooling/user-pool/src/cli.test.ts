// The launcher as the stack runs it: the CLI's ready line, the reset code in its log, a clean stop
// on SIGTERM, no orphan emulator even when the CLI is killed outright, and the seed's copy rules.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readConfirmationCode } from './confirmation-code.ts'
import { dataDirPaths } from './data-dir-paths.ts'
import { seedDataDir } from './seed-data-dir.ts'
import { adminClient, callCognito, createUser } from './test-support.ts'

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 })

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url))
const cleanups: (() => Promise<void>)[] = []

afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'cordillera-user-pool-cli-'))
  cleanups.push(() => rm(dir, { recursive: true, force: true }))
  return dir
}

type RunningCli = {
  child: ChildProcess
  lines: string[]
  waitFor: (pattern: RegExp) => Promise<RegExpMatchArray>
}

function runCli(dataDir: string): RunningCli {
  const child = spawn(process.execPath, [cli, '--port', '0', '--data-dir', dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  })
  const lines: string[] = []
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', (line) => lines.push(line))
  }
  const waitFor = async (pattern: RegExp) => {
    for (let waited = 0; waited < 30_000; waited += 50) {
      for (const line of lines) {
        const match = line.match(pattern)
        if (match) return match
      }
      await sleep(50)
    }
    throw new Error(`No line matched ${pattern}:\n${lines.join('\n')}`)
  }
  return { child, lines, waitFor }
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode)
    else child.once('exit', (code) => resolve(code))
  })

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function waitUntilGone(pid: number): Promise<boolean> {
  for (let waited = 0; waited < 10_000; waited += 100) {
    if (!isAlive(pid)) return true
    await sleep(100)
  }
  return false
}

describe('the CLI', () => {
  it('prints its endpoint, shows the reset code in its log, and stops cleanly on SIGTERM', async () => {
    const dataDir = await tempDir()
    const run = runCli(dataDir)
    const [, endpoint = ''] = await run.waitFor(/^User pool ready at (http:\/\/\S+) /)
    const [, pid] = await run.waitFor(/cognito-local answering on \S+ \(pid (\d+)\)/)
    expect((await fetch(`${endpoint}/health`)).status).toBe(200)
    const admin = adminClient(endpoint)
    await createUser(admin, 'gabriela.luna@cordillera.test', 'Cordillera1')
    admin.destroy()
    const asked = await callCognito(endpoint, 'ForgotPassword', {
      ClientId: 'cordilleralocalwebclient01',
      Username: 'gabriela.luna@cordillera.test',
    })
    expect(asked.status).toBe(200)
    const code = await readConfirmationCode(dataDir, 'gabriela.luna@cordillera.test')
    await run.waitFor(new RegExp(`Code:\\s+${code}`))
    run.child.kill('SIGTERM')
    expect(await exitOf(run.child)).toBe(0)
    expect(await waitUntilGone(Number(pid))).toBe(true)
  })

  it('leaves no emulator behind when it is killed outright', async () => {
    const run = runCli(await tempDir())
    const [, pid] = await run.waitFor(/cognito-local answering on \S+ \(pid (\d+)\)/)
    await run.waitFor(/^User pool ready at/)
    run.child.kill('SIGKILL')
    await exitOf(run.child)
    expect(await waitUntilGone(Number(pid))).toBe(true)
  })
})

describe('the seed', () => {
  it('fills a new data dir and never overwrites what is there', async () => {
    const dataDir = await tempDir()
    await seedDataDir(dataDir)
    const paths = dataDirPaths(dataDir)
    const config = JSON.parse(await readFile(paths.configFile, 'utf8'))
    expect(config.TokenConfig.IssuerDomain).toBe('https://cognito-idp.us-east-2.amazonaws.com')
    const clients = JSON.parse(await readFile(paths.clientsFile, 'utf8'))
    expect(clients.Clients.cordilleralocalwebclient01.UserPoolId).toBe('us-east-2_CordiLocal')
    const pool = JSON.parse(await readFile(paths.poolFile, 'utf8'))
    pool.Users.someone = { Username: 'someone', ConfirmationCode: '123456', Attributes: [] }
    await writeFile(paths.poolFile, JSON.stringify(pool))
    await seedDataDir(dataDir)
    expect(await readConfirmationCode(dataDir, 'someone')).toBe('123456')
    await expect(readConfirmationCode(dataDir, 'nobody')).rejects.toThrow(/no user nobody/)
  })
})
