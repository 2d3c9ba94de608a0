// The S3 adapter passes the storage suite with the real AWS SDK against a local S3-compatible
// server (testing/local-s3-server.ts), following its presigned URLs with a real fetch. No
// database involved: it runs the same in the PGlite and PostgreSQL test runs.
import { describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import type { Db } from '../db/database.ts'
import { startLocalS3Server } from '../testing/local-s3-server.ts'
import { fakeVerifier, silentLogger, testConfig } from '../testing/test-deps.ts'
import { openS3Storage } from './s3-storage.ts'
import { fileStorageSuite } from './storage-suite.ts'

fileStorageSuite('s3', async () => {
  const server = await startLocalS3Server()
  const opened: ReturnType<typeof openS3Storage>[] = []
  const open = (now?: () => Date) => {
    const storage = openS3Storage({ ...server.config, now })
    opened.push(storage)
    return storage
  }
  return {
    open,
    fetch: (url, init) => fetch(url, init),
    singleUseUploadUrls: false,
    async stop() {
      for (const storage of opened) storage.close()
      await server.stop()
    },
  }
})

describe('s3: the API serves no file', () => {
  it('mounts no /v1/archivos routes: browsers talk to the bucket', async () => {
    const storage = openS3Storage({
      bucket: 'b',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: { accessKeyId: 'clave', secretAccessKey: 'secreto' },
    })
    const app = createApp({
      db: undefined as unknown as Db,
      logger: silentLogger,
      verifier: fakeVerifier,
      config: testConfig(),
      storage,
    })
    const ticket = await storage.downloadUrl('docs/a', {
      fileName: 'a.pdf',
      contentType: 'application/pdf',
    })
    expect(new URL(ticket.url).host).toMatch(/\.amazonaws\.com$/)
    expect((await app.request('/v1/archivos/x')).status).toBe(404)
    storage.close()
  })
})
