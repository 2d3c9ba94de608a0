// The file storage the configuration names: the disk adapter (default) or S3.
import type { Config } from '../env.ts'
import { openDiskStorage } from './disk-storage.ts'
import type { FileStorage } from './file-storage.ts'

export async function openConfiguredStorage(config: Pick<Config, 'storage'>): Promise<FileStorage> {
  const storage = config.storage
  if (storage.kind === 'disco') {
    return openDiskStorage({ root: storage.dir, signingSecret: storage.signingSecret })
  }
  // Imported only when used: the embedded default does not load the S3 client.
  const { openS3Storage } = await import('./s3-storage.ts')
  return openS3Storage(storage)
}
