// Which pages need each module, read by imported name (decision 058): the build cuts files by
// it, so a page asking one name of a package's index must not count as needing the whole package,
// and a module a page does need must never be missed (that page would then load another page's
// file). The bundle bench checks the outcome on the real builds; these check the rules.
import { parseSync } from 'vite'
import { describe, expect, it } from 'vitest'
import {
  filesByPages,
  laterFileModules,
  type ModuleGraph,
  moduleLinks,
  pagesByModule,
  reachedByName,
} from './module-reach.ts'

/** A module graph from sources keyed by path; `import './x'` resolves to key `x`. */
function graphOf(sources: Record<string, string>): ModuleGraph {
  return {
    links: (id) => {
      const code = sources[id]
      return code === undefined ? undefined : moduleLinks(parseSync(`${id}.tsx`, code).program)
    },
    resolve: async (source) => {
      const id = source.replace(/^\.\//, '')
      return id in sources ? id : undefined
    },
  }
}

const reach = async (sources: Record<string, string>, starts: string[]) =>
  [...(await reachedByName(graphOf(sources), starts))].sort()

describe('moduleLinks', () => {
  it('reads import bindings, exports, re-exports and top-level code that may run', () => {
    const links = moduleLinks(
      parseSync(
        'm.tsx',
        `import { type T, a as b } from './a'
        import * as ns from './ns'
        import './styles.css'
        import type { U } from './u'
        export { c } from './c'
        export * from './star'
        export * as all from './all'
        export const d = b + 1, e = ns.run()
        export function f() { return d }
        export default function Screen() { return <b.Card /> }
        register()`,
      ).program,
    )
    expect(Object.fromEntries(links.imports)).toEqual({
      b: { source: './a', name: 'a' },
      ns: { source: './ns', name: '*' },
    })
    expect(links.effectImports).toEqual(['./styles.css'])
    expect(Object.fromEntries(links.exports)).toEqual({
      c: { source: './c', name: 'c' },
      all: { source: './all', name: '*' },
      d: { local: 'd' },
      e: { local: 'e' },
      f: { local: 'f' },
      default: { local: 'Screen' },
    })
    expect(links.starExports).toEqual(['./star'])
    expect(links.statements.map((statement) => [statement.declares, statement.effect])).toEqual([
      [['d', 'e'], true], // ns.run() runs when the module does
      [['f'], false],
      [['Screen', '*default*'], false],
      [[], true],
    ])
  })
})

describe('reachedByName', () => {
  const library = {
    index: `export * from './button'
      export * from './table'
      export { Icon as PlusIcon } from './icons'`,
    button: `import { cn } from './cn'
      export const Button = () => cn('button')`,
    table: `import { sortRows } from './sort'
      export const Table = () => sortRows([])`,
    cn: `export const cn = (value) => value`,
    sort: `export const sortRows = (rows) => rows`,
    icons: `export const Icon = () => null
      export const Unused = () => null`,
  }

  it("takes from a package's index only the modules of the names imported", async () => {
    const sources = {
      ...library,
      screen: `import { Button } from './index'\nexport default function Screen() { return Button }`,
    }
    expect(await reach(sources, ['screen'])).toEqual(['button', 'cn', 'screen'])
  })

  it('follows a renamed re-export to the module that declares it', async () => {
    const sources = { ...library, screen: `import { PlusIcon } from './index'\nPlusIcon()` }
    expect(await reach(sources, ['screen'])).toEqual(['icons', 'screen'])
  })

  it('keeps what an unused import runs at the top level, as the bundle does', async () => {
    const sources = {
      screen: `import { horas } from './report'\nexport default () => horas`,
      report: `import { monedas } from './money'\nexport const horas = 1\nexport const column = () => monedas`,
      money: `export const monedas = ['CLP']\nexport const monedaSchema = enumOf(monedas)`,
      pure: `export const nothing = 1`,
    }
    expect(await reach(sources, ['screen'])).toEqual(['money', 'report', 'screen'])
  })

  it('follows only the statements a name needs within a module', async () => {
    const sources = {
      screen: `import { label } from './vocabulary'\nexport default function Screen() { return label }`,
      vocabulary: `import { heavy } from './heavy'
        export const label = 'Jornada'
        export function describe() { return heavy() }`,
      heavy: `export function heavy() { return 1 }`,
    }
    expect(await reach(sources, ['screen'])).toEqual(['screen', 'vocabulary'])
  })

  it('does not count an `export *` source asked for a name it does not have', async () => {
    const sources = {
      screen: `import { a } from './index'\nexport default function Screen() { return a }`,
      index: `export * from './first'\nexport * from './second'`,
      first: `export const a = 1`,
      second: `export const b = setup()`,
    }
    expect(await reach(sources, ['screen'])).toEqual(['first', 'screen'])
  })

  it('leaves out the modules already counted elsewhere', async () => {
    const sources = {
      ...library,
      screen: `import { Button } from './index'\nexport default function Screen() { return Button }`,
    }
    const found = await reachedByName(graphOf(sources), ['screen'], new Set(['button']))
    expect([...found].sort()).toEqual(['screen'])
  })
})

describe('pagesByModule', () => {
  const routes = [
    { id: 'root' },
    { id: 'login', parentId: 'root' },
    { id: 'guarded', parentId: 'root' },
    { id: 'reports', parentId: 'guarded' },
    { id: 'crear', parentId: 'guarded' },
  ]

  it('gives each module the pages that load it, through the routes above them', () => {
    const reached = new Map([
      ['root', new Set(['react-router'])],
      ['guarded', new Set(['session'])],
      ['reports', new Set(['list', 'offline'])],
      ['crear', new Set(['form', 'offline'])],
      ['login', new Set(['login-form'])],
    ])
    expect(Object.fromEntries(pagesByModule(routes, reached))).toEqual({
      'react-router': ['crear', 'login', 'reports'],
      session: ['crear', 'reports'],
      offline: ['crear', 'reports'],
      list: ['reports'],
      form: ['crear'],
      'login-form': ['login'],
    })
  })
})

describe('filesByPages', () => {
  it('puts a small module in the file of the fewest pages that all need it', () => {
    const pagesOf = new Map<string, string[]>([
      ['schemas', ['crear', 'historico', 'reports']],
      ['offline', ['crear', 'reports']],
      ['icon', ['reports']],
      ['list', ['reports']],
      ['toast', ['login', 'reports']],
    ])
    const size: Record<string, number> = {
      schemas: 9000,
      offline: 5000,
      icon: 300,
      list: 300,
      toast: 400,
    }
    const files = filesByPages(pagesOf, (id) => size[id] ?? 0, 2048)
    expect(Object.fromEntries(files)).toEqual({
      schemas: ['crear', 'historico', 'reports'],
      offline: ['crear', 'reports'],
      // The screen's own small modules join the smallest larger file that covers them.
      icon: ['crear', 'reports'],
      list: ['crear', 'reports'],
      // No larger file covers both pages: it keeps its own.
      toast: ['login', 'reports'],
    })
  })
})

describe('laterFileModules', () => {
  it("gathers what an on-demand module needs beyond its page's first load, unless other pages need it", () => {
    const pagesOf = new Map<string, string[]>([
      ['report-schemas', ['crear', 'firmar']],
      ['zod', ['crear', 'edp', 'firmar']],
      ['report-rules', ['crear', 'firmar', 'reports']],
    ])
    const later = new Set(['calls', 'routes', 'report-schemas', 'zod', 'report-rules'])
    const importers = new Set(['crear', 'firmar', 'reports'])
    // Not zod (the EDP needs it, without the reports' calls) nor what the list's first load has;
    // the schemas the signing page needs first in a file of their own, so that page does not
    // fetch the calls and what they import.
    expect(laterFileModules(later, pagesOf, 'reports', importers)).toEqual({
      later: ['calls', 'routes'],
      early: ['report-schemas'],
    })
  })
})
