// Puts the committed seed (emulator config, the pool, its app client) into a data dir, file by file
// and only where a file is missing, so the users and tokens of earlier runs survive a restart.
import { constants } from 'node:fs'
import { copyFile, mkdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { dataDirPaths } from './data-dir-paths.ts'

const seedDir = fileURLToPath(new URL('../seed/', import.meta.url))

export async function seedDataDir(dataDir: string): Promise<void> {
  const paths = dataDirPaths(dataDir)
  const copies: [string, string][] = [
    [join(seedDir, 'config.json'), paths.configFile],
    [join(seedDir, 'db', 'clients.json'), paths.clientsFile],
    [join(seedDir, 'db', 'us-east-2_CordiLocal.json'), paths.poolFile],
  ]
  await mkdir(paths.layerDir, { recursive: true })
  for (const [from, to] of copies) {
    await mkdir(dirname(to), { recursive: true })
    try {
      await copyFile(from, to, constants.COPYFILE_EXCL)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
}
