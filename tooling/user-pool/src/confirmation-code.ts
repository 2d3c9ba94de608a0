// Test helper: the latest forgot-password code, read where the emulator keeps it (on the user in
// its db JSON), so tests need not scrape the log for the code it prints.
import { dataDirPaths } from './data-dir-paths.ts'
import { findUser, type PoolFile, readEmulatorJson } from './emulator-db.ts'

export async function readConfirmationCode(dataDir: string, username: string): Promise<string> {
  const pool = await readEmulatorJson<PoolFile>(dataDirPaths(dataDir).poolFile)
  const user = findUser(pool, username)
  if (!user) throw new Error(`The local user pool has no user ${username}`)
  if (!user.ConfirmationCode) throw new Error(`No confirmation code is pending for ${username}`)
  return user.ConfirmationCode
}
