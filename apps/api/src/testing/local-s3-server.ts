// An S3-compatible server for tests (@20minutes/s3rver, decision 017): real HTTP, SigV4 header
// and presigned-query signatures checked, files in a temporary directory, on a port the OS picks
// (port 0) so parallel runs never collide. It runs in a child process (why:
// local-s3-server-process.ts). The S3 adapter's tests run the real AWS SDK against it.
import { fork } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { S3Config } from '../env.ts'

export type LocalS3Server = {
  /** What the S3 adapter needs to reach it (the bucket already exists). */
  config: S3Config
  stop(): Promise<void>
}

// s3rver's one built-in account: signatures by any other key pair are refused.
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
const START_TIMEOUT_MS = 20_000

export async function startLocalS3Server(bucket = 'cordillera-test'): Promise<LocalS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'cordillera-s3-'))
  const child = fork(
    new URL('./local-s3-server-process.ts', import.meta.url),
    [directory, bucket],
    // Node strips the types itself; the parent's flags (Vitest's loaders) are not wanted there.
    { execArgv: [], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
  )
  const stopChild = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit')
      child.kill('SIGTERM')
      await exited
    }
  }
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('local S3 server did not start')),
        START_TIMEOUT_MS,
      )
      child.once('message', (message: { port: number }) => {
        clearTimeout(timer)
        resolve(message.port)
      })
      child.once('exit', (code) => {
        clearTimeout(timer)
        reject(new Error(`local S3 server exited with code ${code} before listening`))
      })
    })
    return {
      config: {
        bucket,
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${port}`,
        credentials: CREDENTIALS,
      },
      async stop() {
        await stopChild()
        await rm(directory, { recursive: true, force: true })
      },
    }
  } catch (error) {
    await stopChild()
    await rm(directory, { recursive: true, force: true })
    throw error
  }
}
