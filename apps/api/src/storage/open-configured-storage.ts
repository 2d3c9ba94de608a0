// The file storage the configuration names: the disk adapter (default) or S3.
import type { Config } from '../env.ts'
import { openDiskStorage } from './disk-storage.ts'
import type { FileStorage } from './file-storage.ts'

export async function openConfiguredStorage(config: Pick<Config, 'storage'>): Promise<FileStorage> {
  const storage = config.storage
  if (storage.kind === 'disco') {
    return openDiskStorage({ root: storage.dir, signingSecret: storage.signingSecret })
  }
  throw new Error('STORAGE=s3: the S3 adapter is not available yet')
}
