// Where things live inside a user-pool data dir. cognito-local insists on `<cwd>/.cognito`, and it
// treats every JSON file in `.cognito/db` as a user pool, so the layer keeps its own state apart.
import { join } from 'node:path'
import { LOCAL_USER_POOL } from './local-user-pool.ts'

export type DataDirPaths = {
  root: string
  emulatorDir: string
  configFile: string
  dbDir: string
  poolFile: string
  clientsFile: string
  layerDir: string
  revocationsFile: string
  devicesFile: string
  passwordResetsFile: string
}

export function dataDirPaths(dataDir: string): DataDirPaths {
  const emulatorDir = join(dataDir, '.cognito')
  const dbDir = join(emulatorDir, 'db')
  const layerDir = join(dataDir, 'compat')
  return {
    root: dataDir,
    emulatorDir,
    configFile: join(emulatorDir, 'config.json'),
    dbDir,
    poolFile: join(dbDir, `${LOCAL_USER_POOL.userPoolId}.json`),
    clientsFile: join(dbDir, 'clients.json'),
    layerDir,
    revocationsFile: join(layerDir, 'revocations.json'),
    devicesFile: join(layerDir, 'devices.json'),
    passwordResetsFile: join(layerDir, 'password-resets.json'),
  }
}
