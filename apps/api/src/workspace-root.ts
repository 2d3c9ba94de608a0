// Finds the monorepo root (the package.json declaring "workspaces") so local data lands in one
// `.data` folder whichever workspace a command was started from.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

export function findWorkspaceRoot(from: string): string | null {
  let dir = from
  for (;;) {
    const manifest = join(dir, 'package.json')
    if (existsSync(manifest) && declaresWorkspaces(manifest)) return dir
    const parent = dirname(dir)
    if (parent === dir) return null
    dir = parent
  }
}

function declaresWorkspaces(manifest: string): boolean {
  try {
    const json: unknown = JSON.parse(readFileSync(manifest, 'utf8'))
    return typeof json === 'object' && json !== null && 'workspaces' in json
  } catch {
    return false
  }
}
