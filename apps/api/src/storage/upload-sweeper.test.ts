// The API's periodic sweep over a real disk storage: uploads no document took go once older than
// the hours kept; promoted files never do; stop() ends the schedule.
import { randomBytes } from 'node:crypto'
import { access, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { silentLogger } from '../testing/test-deps.ts'
import { type DiskStorage, FILE_ROUTE_PREFIX, openDiskStorage } from './disk-storage.ts'
import type { FileStorage } from './file-storage.ts'
import { startUploadSweeper } from './upload-sweeper.ts'

let root: string
let storage: DiskStorage

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'cordillera-barrido-'))
  storage = openDiskStorage({ root })
})
afterAll(() => rm(root, { recursive: true, force: true }))

/** What the browser's PUT to the upload URL does. */
async function upload(key: string) {
  const bytes = new Uint8Array(randomBytes(256))
  const ticket = await storage.uploadUrl(key, { contentType: 'application/pdf', bytes: 256 })
  const payload = storage.verifyPut(ticket.url.slice(FILE_ROUTE_PREFIX.length))
  if (!payload) throw new Error('the storage refused its own ticket')
  await storage.receive(payload, new Blob([bytes]).stream())
}

const waiting = (key: string) =>
  access(join(root, 'subidas', ...key.split('/'))).then(
    () => true,
    () => false,
  )

const HOUR = 60 * 60_000

describe('startUploadSweeper', () => {
  it('removes, on its schedule, the uploads older than the hours kept and keeps promoted files', async () => {
    await upload('barrido/viejo')
    await upload('barrido/tomado')
    await storage.promoteUpload('barrido/tomado')
    expect(await waiting('barrido/viejo')).toBe(true)

    // A clock 25 hours ahead: the upload just sent is a day old.
    const sweeper = startUploadSweeper({
      storage,
      keptHours: 24,
      logger: silentLogger,
      firstMs: 0,
      everyMs: 10,
      now: () => new Date(Date.now() + 25 * HOUR),
    })
    try {
      await vi.waitFor(async () => expect(await waiting('barrido/viejo')).toBe(false))
    } finally {
      sweeper.stop()
    }
    expect(await storage.stat('barrido/tomado')).toEqual({ bytes: 256 })
  })

  it('keeps uploads younger than the hours kept', async () => {
    await upload('barrido/reciente')
    const sweeper = startUploadSweeper({ storage, keptHours: 24, logger: silentLogger })
    try {
      expect(await sweeper.sweep()).toBe(0)
    } finally {
      sweeper.stop()
    }
    expect(await waiting('barrido/reciente')).toBe(true)
  })

  it('sweeps no more once stopped', async () => {
    let sweeps = 0
    const counted: FileStorage = {
      ...storage,
      sweepUploads: (olderThan) => {
        sweeps++
        return storage.sweepUploads(olderThan)
      },
    }
    const sweeper = startUploadSweeper({
      storage: counted,
      keptHours: 24,
      logger: silentLogger,
      firstMs: 0,
      everyMs: 5,
    })
    await vi.waitFor(() => expect(sweeps).toBeGreaterThanOrEqual(2))
    sweeper.stop()
    const after = sweeps
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(sweeps).toBe(after)
  })
})
