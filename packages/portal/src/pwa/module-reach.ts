// Which modules each page's first render needs, read from the build's module graph by imported
// name, and so which pages need each module (decision 058): the build puts the modules every page
// of the same set needs into one file (chunks.ts), in place of a file per import path. Following every `import` of every module reaches far too much: a screen
// importing one name from a package's index (`@cordillera/contracts`, `lucide-react`) would
// reach the whole package, and a group built from that would carry other screens' code. So each
// module is asked only for the names its importers take: a barrel's `export { x } from './x'` is
// followed for `x` alone, `export * from` for the names the module does not declare itself, and a
// module's own imports are followed only once its own code is needed (one of its declared exports,
// or an `import './x'` for its effects). Over-approximation left: within a module, every import
// counts once any of its code does.

/** What a module imports, exports and declares, by local name and source specifier. */
export type ModuleLinks = {
  /** Import bindings: local name → where from (`'*'` for a namespace, `'default'`). */
  imports: Map<string, { source: string; name: string }>
  /** `import 'x'`: evaluated for its effects. */
  effectImports: string[]
  /** Exported name → its local binding, or the module it is re-exported from. */
  exports: Map<string, { local: string } | { source: string; name: string }>
  /** `export * from 'x'`. */
  starExports: string[]
  /** Top-level statements: the names each declares, those it refers to, whether it runs code. */
  statements: { declares: string[]; references: Set<string>; effect: boolean }[]
}

/** The module graph as the plugin sees it once every module is parsed. */
export type ModuleGraph = {
  links(id: string): ModuleLinks | undefined
  resolve(source: string, importer: string): Promise<string | undefined>
}

/** Every name of a module (a namespace import, a route entry, `export * as`). */
export const ALL = '*'
const DEFAULT_LOCAL = '*default*'

type Node = { type: string; [key: string]: unknown }

const nameOf = (node: unknown): string => {
  const value = node as { type?: string; name?: string; value?: unknown }
  return value.type === 'Literal' ? String(value.value) : String(value.name)
}

function bindingNames(pattern: unknown): string[] {
  const node = pattern as Node | null
  if (!node) return []
  switch (node.type) {
    case 'Identifier':
      return [nameOf(node)]
    case 'ObjectPattern':
      return (node.properties as Node[]).flatMap((property) =>
        bindingNames(property.type === 'RestElement' ? property.argument : property.value),
      )
    case 'ArrayPattern':
      return (node.elements as unknown[]).flatMap(bindingNames)
    case 'RestElement':
      return bindingNames(node.argument)
    case 'AssignmentPattern':
      return bindingNames(node.left)
    default:
      return []
  }
}

/** The names a declaration binds (`const a = …, { b } = …`, `function f`, `class C`). */
function declaredNames(declaration: Node): string[] {
  if (declaration.type === 'VariableDeclaration')
    return (declaration.declarations as Node[]).flatMap((declarator) => bindingNames(declarator.id))
  const id = declaration.id as Node | null | undefined
  return id ? [nameOf(id)] : []
}

/** Every identifier a node mentions (an over-approximation of what it refers to). */
function referencesOf(node: unknown, into = new Set<string>()): Set<string> {
  if (!node || typeof node !== 'object') return into
  if (Array.isArray(node)) {
    for (const item of node) referencesOf(item, into)
    return into
  }
  const value = node as Node
  if (
    (value.type === 'Identifier' || value.type === 'JSXIdentifier') &&
    typeof value.name === 'string'
  )
    into.add(value.name)
  for (const key in value) {
    if (key === 'type' || key === 'start' || key === 'end' || key === 'range' || key === 'loc')
      continue
    const child = value[key]
    if (child && typeof child === 'object') referencesOf(child, into)
  }
  return into
}

const DECLARATIONS = new Set(['VariableDeclaration', 'FunctionDeclaration', 'ClassDeclaration'])

const FUNCTIONS = new Set(['FunctionExpression', 'ArrowFunctionExpression', 'FunctionDeclaration'])
/** What may run code or touch state when evaluated (a property read may call a getter). */
const MAY_RUN = new Set([
  'CallExpression',
  'NewExpression',
  'TaggedTemplateExpression',
  'AwaitExpression',
  'AssignmentExpression',
  'UpdateExpression',
  'MemberExpression',
  'ImportExpression',
  'JSXElement',
  'JSXFragment',
  'StaticBlock',
  'ThrowStatement',
])

/**
 * Whether evaluating a top-level statement may run code, outside the functions it defines: then
 * the bundle keeps it (and what it refers to) whenever its module is kept, used or not, as
 * Rolldown does (`export const rut = z.string().pipe(rutSchema)` keeps rut.ts). Erring towards
 * yes only makes a module count for a few more pages.
 */
function mayRun(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false
  if (Array.isArray(node)) return node.some(mayRun)
  const value = node as Node
  if (FUNCTIONS.has(value.type)) return false
  if (MAY_RUN.has(value.type)) return true
  if (value.type === 'MethodDefinition' || (value.type === 'PropertyDefinition' && !value.static))
    return mayRun(value.key) && Boolean(value.computed)
  for (const key in value) {
    if (key === 'type' || key === 'start' || key === 'end' || key === 'range' || key === 'loc')
      continue
    if (key === 'typeAnnotation' || key === 'returnType' || key === 'typeParameters') continue
    const child = value[key]
    if (child && typeof child === 'object' && mayRun(child)) return true
  }
  return false
}
const TYPE_ONLY = new Set([
  'TSTypeAliasDeclaration',
  'TSInterfaceDeclaration',
  'TSDeclareFunction',
  'TSModuleDeclaration',
])

/** A module's links, from its parsed program (ESTree, as Rolldown's `this.parse` gives it). */
export function moduleLinks(program: { body: readonly unknown[] }): ModuleLinks {
  const links: ModuleLinks = {
    imports: new Map(),
    effectImports: [],
    exports: new Map(),
    starExports: [],
    statements: [],
  }
  const code = (node: Node, declares: string[]) =>
    links.statements.push({ declares, references: referencesOf(node), effect: mayRun(node) })
  for (const statement of program.body as Node[]) {
    if (TYPE_ONLY.has(statement.type)) continue
    const source = (statement.source as { value?: unknown } | null | undefined)?.value
    switch (statement.type) {
      case 'ImportDeclaration': {
        if (statement.importKind === 'type' || typeof source !== 'string') break
        const specifiers = ((statement.specifiers as Node[] | undefined) ?? []).filter(
          (specifier) => specifier.importKind !== 'type',
        )
        if ((statement.specifiers as Node[] | undefined)?.length === 0) {
          links.effectImports.push(source)
          break
        }
        for (const specifier of specifiers) {
          const name =
            specifier.type === 'ImportDefaultSpecifier'
              ? 'default'
              : specifier.type === 'ImportNamespaceSpecifier'
                ? ALL
                : nameOf(specifier.imported)
          links.imports.set(nameOf(specifier.local), { source, name })
        }
        break
      }
      case 'ExportAllDeclaration':
        if (statement.exportKind === 'type' || typeof source !== 'string') break
        if (statement.exported) links.exports.set(nameOf(statement.exported), { source, name: ALL })
        else links.starExports.push(source)
        break
      case 'ExportNamedDeclaration': {
        if (statement.exportKind === 'type') break
        const declaration = statement.declaration as Node | null | undefined
        if (declaration && !TYPE_ONLY.has(declaration.type)) {
          const names = declaredNames(declaration)
          for (const name of names) links.exports.set(name, { local: name })
          code(declaration, names)
        }
        for (const specifier of (statement.specifiers as Node[] | undefined) ?? []) {
          if (specifier.exportKind === 'type') continue
          const exported = nameOf(specifier.exported)
          const local = nameOf(specifier.local)
          links.exports.set(
            exported,
            typeof source === 'string' ? { source, name: local } : { local },
          )
        }
        break
      }
      case 'ExportDefaultDeclaration': {
        const declaration = statement.declaration as Node
        const named = DECLARATIONS.has(declaration.type) ? declaredNames(declaration) : []
        const local =
          named[0] ?? (declaration.type === 'Identifier' ? nameOf(declaration) : DEFAULT_LOCAL)
        links.exports.set('default', { local })
        if (declaration.type !== 'Identifier') code(declaration, [...named, DEFAULT_LOCAL])
        break
      }
      default:
        code(statement, DECLARATIONS.has(statement.type) ? declaredNames(statement) : [])
    }
  }
  return links
}

/**
 * The modules whose own code is reached from `starts` (each needed whole), taking only the names
 * asked for and, within a module, only the statements those names need; modules in `without`
 * are not entered. A module that only passes names on (a barrel) is not counted: the bundle keeps
 * nothing of it.
 */
export async function reachedByName(
  graph: ModuleGraph,
  starts: readonly string[],
  without: ReadonlySet<string> = new Set(),
): Promise<Set<string>> {
  const own = new Set<string>()
  // Per module: names asked of it, locals needed, statements kept, whether its effects ran.
  const state = new Map<
    string,
    {
      asked: Set<string>
      locals: Set<string>
      kept: Set<number>
      evaluated: boolean
      included: boolean
    }
  >()
  const resolved = new Map<string, Promise<string | undefined>>()
  const resolve = (source: string, importer: string) => {
    const key = `${importer}\0${source}`
    let id = resolved.get(key)
    if (!id) {
      id = graph.resolve(source, importer)
      resolved.set(key, id)
    }
    return id
  }

  // A request: a module and the names wanted of it (`[]`: "its effects", import 'x'). A probe
  // asks an `export *` source for a name it may not have: only one that has it is imported.
  const todo: [id: string, names: readonly string[], probe?: boolean][] = starts.map((id) => [
    id,
    [ALL],
  ])
  const provides = (id: string, name: string, seen = new Set<string>()): Promise<boolean> =>
    providesName(graph, resolve, id, name, seen)
  while (todo.length > 0) {
    const [id, names, probe] = todo.pop() as (typeof todo)[number]
    if (without.has(id)) continue
    if (probe && !(await provides(id, names[0] as string))) continue
    const links = graph.links(id)
    if (!links) {
      // Not parsed (CSS, JSON, a virtual module): counted, nothing to follow.
      own.add(id)
      continue
    }
    let module = state.get(id)
    if (!module) {
      module = {
        asked: new Set(),
        locals: new Set(),
        kept: new Set(),
        evaluated: false,
        included: false,
      }
      state.set(id, module)
    }
    const forward: [source: string, names: string[], probe?: boolean][] = []
    const locals: string[] = []
    const keep = (index: number) => {
      if (module.kept.has(index)) return
      module.kept.add(index)
      locals.push(...(links.statements[index]?.references ?? []))
    }
    // Whatever is asked of a module, importing it runs its top-level code and its `import 'x'`s.
    if (!module.evaluated) {
      module.evaluated = true
      for (const [index, statement] of links.statements.entries()) if (statement.effect) keep(index)
      for (const source of links.effectImports) forward.push([source, []])
    }
    for (const name of names) {
      if (module.asked.has(name)) continue
      module.asked.add(name)
      if (name === ALL) {
        for (const index of links.statements.keys()) keep(index)
        for (const [exported, target] of links.exports) {
          if ('local' in target) locals.push(target.local)
          else forward.push([target.source, [target.name]])
          module.asked.add(exported)
        }
        for (const source of links.starExports) forward.push([source, [ALL]])
        continue
      }
      const target = links.exports.get(name)
      if (target && 'local' in target) locals.push(target.local)
      else if (target) forward.push([target.source, [target.name]])
      // Not named here: whichever `export *` source has it.
      else for (const source of links.starExports) forward.push([source, [name], true])
    }
    while (locals.length > 0) {
      const local = locals.pop() as string
      if (module.locals.has(local)) continue
      module.locals.add(local)
      const imported = links.imports.get(local)
      if (imported) {
        forward.push([imported.source, [imported.name]])
        continue
      }
      for (const [index, statement] of links.statements.entries())
        if (statement.declares.includes(local)) keep(index)
    }
    if (module.kept.size > 0 && !module.included) {
      // Kept, a module runs its imports too, whether it uses them or not: the bundle keeps
      // their top-level code that may run (`monedaSchema = z.enum(monedas)` in money.ts).
      module.included = true
      own.add(id)
      for (const source of new Set([...links.imports.values()].map((from) => from.source)))
        forward.push([source, []])
    }
    for (const [source, wanted, probing] of forward) {
      const target = await resolve(source, id)
      if (target) todo.push([target, wanted, probing])
    }
  }
  return own
}

/** Whether a module exports `name`, itself or through its `export *` sources. */
async function providesName(
  graph: ModuleGraph,
  resolve: (source: string, importer: string) => Promise<string | undefined>,
  id: string,
  name: string,
  seen: Set<string>,
): Promise<boolean> {
  if (seen.has(id)) return false
  seen.add(id)
  const links = graph.links(id)
  if (!links) return false
  if (links.exports.has(name)) return true
  if (name === 'default') return false
  for (const source of links.starExports) {
    const target = await resolve(source, id)
    if (target && (await providesName(graph, resolve, target, name, seen))) return true
  }
  return false
}

export type RouteNode = { id: string; parentId?: string | undefined }

/**
 * For each module some route reaches, the pages whose first load needs it (a page loads its
 * route and every route above it), as a sorted list of page route ids. Pages are the routes no
 * other route names as its parent.
 */
export function pagesByModule(
  routes: readonly RouteNode[],
  reached: ReadonlyMap<string, ReadonlySet<string>>,
): Map<string, string[]> {
  const byId = new Map(routes.map((route) => [route.id, route]))
  const parents = new Set(routes.map((route) => route.parentId))
  const pages = routes
    .map((route) => route.id)
    .filter((id) => !parents.has(id))
    .sort()
  const result = new Map<string, string[]>()
  for (const page of pages) {
    const loaded = new Set<string>()
    for (
      let route = byId.get(page);
      route;
      route = route.parentId ? byId.get(route.parentId) : undefined
    )
      for (const id of reached.get(route.id) ?? []) loaded.add(id)
    for (const id of loaded) {
      const list = result.get(id) ?? []
      list.push(page)
      result.set(id, list)
    }
  }
  return result
}

/**
 * The set of pages whose file each module goes to: its own pages, except that a small module
 * (under `small` bytes of code) joins the file of the fewest pages that all need it among the
 * larger files — a few hundred bytes more for some pages instead of a request of its own for all.
 */
export function filesByPages(
  pagesOf: ReadonlyMap<string, readonly string[]>,
  sizeOf: (id: string) => number,
  small: number,
): Map<string, readonly string[]> {
  const files = new Map<string, { pages: readonly string[]; size: number }>()
  for (const [id, pages] of pagesOf) {
    const key = pages.join(',')
    const file = files.get(key) ?? { pages, size: 0 }
    file.size += sizeOf(id)
    files.set(key, file)
  }
  const large = [...files.values()].filter((file) => file.size >= small)
  const result = new Map<string, readonly string[]>()
  for (const [id, pages] of pagesOf) {
    const own = files.get(pages.join(',')) as { pages: readonly string[]; size: number }
    if (own.size >= small) {
      result.set(id, pages)
      continue
    }
    const needed = new Set(pages)
    const host = large
      .filter((file) => pages.every((page) => file.pages.includes(page)) && file.pages.length > 0)
      .sort((a, b) => a.pages.length - b.pages.length || a.size - b.size)[0]
    result.set(id, host && host.pages.length > needed.size ? host.pages : pages)
  }
  return result
}

/**
 * The modules to gather in the files of a module a page loads on demand after its first paint
 * (`later`: what it reaches), none of which the page's first load needs and no page outside
 * `importers` (the pages that may load it) needs either. Split by the pages that need each, they
 * would be a handful of files that a first visit fetches one round of requests after another;
 * gathered, two: `later`, what only the on-demand load needs, and `early`, what some importers'
 * first loads need too (a report's schemas, for the signing page). Those pages load `early` and
 * not `later`: in one file, they would fetch the on-demand code and every file it imports
 * before their first paint.
 */
export function laterFileModules(
  later: ReadonlySet<string>,
  pagesOf: ReadonlyMap<string, readonly string[]>,
  page: string,
  importers: ReadonlySet<string>,
): { later: string[]; early: string[] } {
  const files = { later: [] as string[], early: [] as string[] }
  for (const id of later) {
    const pages = pagesOf.get(id) ?? []
    if (pages.includes(page) || !pages.every((other) => importers.has(other))) continue
    files[pages.length === 0 ? 'later' : 'early'].push(id)
  }
  return files
}
