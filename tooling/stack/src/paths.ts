// Where things are in the repository, independent of the directory a command was started from.
import { resolve } from 'node:path'

export const repoRoot = resolve(import.meta.dirname, '..', '..', '..')
export const dataRoot = resolve(repoRoot, '.data')
