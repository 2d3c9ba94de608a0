import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseConfig } from '../env.ts'
import { openConfiguredStorage } from './open-configured-storage.ts'

describe('openConfiguredStorage', () => {
  it('keeps files under the data dir by default, with URLs the API serves', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'cordillera-config-'))
    try {
      const storage = await openConfiguredStorage(parseConfig({ DATA_DIR: dataDir }, '/'))
      expect(storage.kind).toBe('disco')
      await storage.put('docs/a', new Uint8Array([1, 2, 3]), 'application/pdf')
      expect(await storage.stat('docs/a')).toEqual({ bytes: 3 })
      expect([...(await readFile(join(dataDir, 'archivos', 'docs', 'a')))]).toEqual([1, 2, 3])
      const ticket = await storage.uploadUrl('docs/b', { contentType: 'image/png', bytes: 10 })
      expect(ticket.url).toMatch(/^\/v1\/archivos\/[\w-]+\.[\w-]+$/)
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  })

  it('opens S3 when told to, signing URLs for the configured bucket and endpoint', async () => {
    const config = parseConfig(
      {
        STORAGE: 's3',
        S3_BUCKET: 'cordillera-archivos',
        S3_REGION: 'sa-east-1',
        S3_ENDPOINT: 'http://127.0.0.1:9',
        S3_ACCESS_KEY_ID: 'clave',
        S3_SECRET_ACCESS_KEY: 'secreto',
      },
      '/',
    )
    const storage = await openConfiguredStorage(config)
    expect(storage.kind).toBe('s3')
    const ticket = await storage.downloadUrl('docs/a', {
      fileName: 'a.pdf',
      contentType: 'application/pdf',
    })
    const url = new URL(ticket.url)
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:9/cordillera-archivos/docs/a')
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^clave\/\d{8}\/sa-east-1\/s3\//)
  })
})
