// The area import rule of contracts and the data client (biome.json, decision 042): an area of
// packages/contracts/src or packages/data-client/src imports common/ and the root's shared files,
// never another area. The fixtures in tooling/lint-fixtures/area-imports mirror the repository's
// paths; they are left out of the normal lint run, so this test copies them into a temporary folder
// beside the repository's own biome.json (only that exclusion and version control dropped) and runs
// the real Biome there.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const repo = resolve(import.meta.dirname, '../../..')
const biome = join(repo, 'node_modules/.bin/biome')
const FIXTURES_EXCLUDED = '!tooling/lint-fixtures'

let dir = ''

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'area-imports-'))
  const config = JSON.parse(readFileSync(join(repo, 'biome.json'), 'utf8'))
  expect(config.files.includes).toContain(FIXTURES_EXCLUDED)
  config.$schema = undefined
  config.vcs = { enabled: false }
  config.files.includes = config.files.includes.filter(
    (pattern: string) => pattern !== FIXTURES_EXCLUDED,
  )
  writeFileSync(join(dir, 'biome.json'), JSON.stringify(config))
  cpSync(join(repo, 'tooling/lint-fixtures/area-imports'), dir, { recursive: true })
})

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
})

function lint(path: string) {
  const run = spawnSync(biome, ['lint', '--colors=off', '--max-diagnostics=50', path], {
    cwd: dir,
    encoding: 'utf8',
  })
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

describe('the area import rule', () => {
  it.each([
    [
      'packages/contracts/src/rrhh/cross-area.ts',
      "'../operaciones/vocabulary.ts'",
      'Un área de contracts no importa otra área: lo que dos áreas comparten va a src/common',
    ],
    [
      'packages/contracts/src/common/cross-area.ts',
      "'../comercial/references.ts'",
      'Un área de contracts no importa otra área: lo que dos áreas comparten va a src/common',
    ],
    [
      'packages/data-client/src/rrhh/cross-area.ts',
      "'../operaciones/queries.ts'",
      'Un área del data client no importa otra área',
    ],
  ])('rejects %s, naming the rule and the import', (path, specifier, message) => {
    const { status, output } = lint(path)
    expect(status).not.toBe(0)
    expect(output).toContain('lint/style/noRestrictedImports')
    expect(output).toContain(message)
    expect(output).toContain(specifier)
    expect(output).toContain('Found 1 error.')
  })

  it.each(['packages/contracts/src/rrhh/clean.ts', 'packages/data-client/src/rrhh/clean.ts'])(
    'passes %s, which imports only common, the root and its own area',
    (path) => {
      const { status, output } = lint(path)
      expect(output).not.toContain('noRestrictedImports')
      expect(status).toBe(0)
    },
  )
})
