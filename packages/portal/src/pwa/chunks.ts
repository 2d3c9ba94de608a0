// How a portal's client build is cut into files. React, React DOM and React Router go into one
// `framework` file: every page needs all of them, and one file compresses better and costs one
// request instead of six. What every signed-in page needs and `/login` does not goes into one
// `signed-in` file (decision 052). Everything else keeps Rolldown's automatic splitting, so a
// screen's code loads with its route (docs/benchmarks/bundles.md has the figures).
//
// A group also takes the modules its modules import (Rolldown's includeDependenciesRecursively,
// which a React Router build cannot turn off: it needs the routes' export signatures), so the
// few modules `/login` shares with the signed-in ones are grouped first (`shared`), and React
// stays in `framework` (priorities: the highest group that matches a module keeps it).
//
// With `byPages` (decision 058), the rest is cut by page instead of by import path: the modules
// needed by exactly the same pages go into one file. Automatic splitting makes a file per set of
// *entries* (each route module and each of its split parts is one), so a page loaded a dozen
// small files every one of which it always loads together; by page, each loads fewer files (on a
// phone over HTTP/1.1, each request waits its turn among six) and no more code, but for modules
// under SMALL_FILE, which join the file of the fewest pages that all need them
// (module-reach.ts: the pages of a module are read from the module graph by imported name).
import { createHash } from 'node:crypto'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import {
  filesByPages,
  laterFileModules,
  type ModuleLinks,
  moduleLinks,
  pagesByModule,
  type RouteNode,
  reachedByName,
} from './module-reach.ts'

export const FRAMEWORK_MODULES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router[\\/]dev|cookie|set-cookie-parser)[\\/]/

/**
 * The shared screens (`@cordillera/portal/screens`) run nothing when imported: a screen that
 * imports two of the barrel's names keeps those two, not every screen module behind it.
 */
export const SIDE_EFFECT_FREE_MODULES = /[\\/]packages[\\/]portal[\\/]src[\\/]screens[\\/]/

/**
 * What every signed-in page needs before it shows and `/login` does not: the session read from
 * storage, the connection to the API, the guard, the data cache (TanStack Query). One file instead
 * of a dozen small ones: on a phone over HTTP/1.1 each request waits its turn among six (decision
 * 052). Only modules the signed-in layout imports statically belong here, or they would load
 * with every signed-in page.
 */
export const SIGNED_IN_MODULES = new RegExp(
  [
    String.raw`[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]build[\\/]modern[\\/](?!hydration|infiniteQuery|queriesObserver|mutationObserver|useMutation|useQueries|useInfinite|useSuspense|useIsMutating|useMutationState|usePrefetch|HydrationBoundary|streamedQuery)`,
    String.raw`[\\/]packages[\\/]auth[\\/]src[\\/](session|session-store|stored-tokens|auth-config|auth-library|start-session|load-session|react)\.tsx?$`,
    String.raw`[\\/]packages[\\/]data-client[\\/]src[\\/](connection|request|early-response|download|upload|fallback-errors|api-request-error|query-values)\.ts$`,
    String.raw`[\\/]packages[\\/]portal[\\/]src[\\/](runtime-services|guard|query-client|breadcrumbs)\.ts$`,
  ].join('|'),
)

/** Modules `/login` loads that the signed-in file's modules import too. */
export const SHARED_WITH_LOGIN =
  /([\\/]packages[\\/]auth[\\/]src[\\/](user-data|session-key|auth-errors)\.ts$)|preload-helper|[\\/]packages[\\/]permissions[\\/]src[\\/]known-path\.ts$/

export type PortalChunksOptions = {
  /** One file per set of pages that need the same modules (decision 058). */
  byPages?: boolean
  /**
   * With `byPages`: page id → a module it imports on demand after its first paint (its id's
   * end), whose file takes what it needs that the page's first load does not (issue 21):
   * `{ 'operador-reports': 'data-client/src/rrhh/mis-reports-calls.ts' }`. The file is named
   * after the module (`mis-reports-calls-<hash>.js`); what other pages that may load it need at
   * their first load goes into `mis-reports-calls-early-<hash>.js`.
   */
  later?: Readonly<Record<string, string>>
}

/** The characters of content hash in a built file's name (`login-Ab3_x9Q.js`). */
export const HASH_LENGTH = 7

/** Code (bytes, before minifying) under which a file of its own costs more than it saves. */
export const SMALL_FILE = 2048

/** A module of code (not a stylesheet, an image, JSON). */
const SCRIPT = /\.[cm]?[jt]sx?($|\?)/

/** The id suffixes of a route module's client entries in a React Router build. */
const ROUTE_ENTRY = /\?(__react-router-build-client-route|route-chunk=\w+)$/

/** React Router's resolved routes, read from its Vite plugin's context (undefined without it). */
type ReactRouterContext = {
  reactRouterConfig?: {
    appDirectory: string
    routes: Record<string, RouteNode & { file: string }>
  }
}

/** A file's name for a set of pages: the page's id when one, a hash of the set otherwise. */
export function pagesChunkName(pages: readonly string[], allPages: number): string {
  if (pages.length === allPages) return 'pages'
  if (pages.length === 1) return `page-${pages[0]}`
  return `pages-${createHash('sha256').update(pages.join(',')).digest('hex').slice(0, 8)}`
}

export function portalChunks({ byPages = false, later = {} }: PortalChunksOptions = {}): Plugin {
  // Module id → the file its pages share; filled once the module graph is complete.
  const fileOf = new Map<string, string>()
  let reactRouter: ReactRouterContext | undefined
  return {
    name: 'cordillera:chunks',
    apply: 'build',
    configResolved(config) {
      reactRouter = (config as { __reactRouterPluginContext?: ReactRouterContext })
        .__reactRouterPluginContext
    },
    async buildEnd(error) {
      if (error || !byPages || this.environment?.name !== 'client') return
      const routerConfig = reactRouter?.reactRouterConfig
      if (!routerConfig)
        throw new Error('portalChunks({ byPages }) necesita el plugin de React Router.')
      const ids = [...this.getModuleIds()]
      const parsed = new Map<string, ModuleLinks | undefined>()
      const graph = {
        links: (id: string) => {
          if (!parsed.has(id)) {
            const code = this.getModuleInfo(id)?.code
            let links: ModuleLinks | undefined
            if (code != null && SCRIPT.test(id)) {
              try {
                links = moduleLinks(
                  this.parse(code, { lang: /\.[cm]?tsx?($|\?)/.test(id) ? 'tsx' : 'jsx' }),
                )
              } catch {
                links = undefined
              }
            }
            parsed.set(id, links)
          }
          return parsed.get(id)
        },
        resolve: async (source: string, importer: string) => {
          const hit = await this.resolve(source, importer)
          return hit && !hit.external ? hit.id : undefined
        },
      }
      // Each route's entries (its module and its split parts; the root also has the client entry).
      const pathOf = (id: string) => id.replace(/\?.*$/, '').replaceAll('\\', '/')
      const entries = ids.filter((id) => this.getModuleInfo(id)?.isEntry)
      const routes = Object.values(routerConfig.routes)
      const reached = new Map<string, Set<string>>()
      for (const route of routes) {
        const file = resolve(routerConfig.appDirectory, route.file).replaceAll('\\', '/')
        const starts = entries.filter((id) => ROUTE_ENTRY.test(id) && pathOf(id) === file)
        if (!route.parentId) starts.push(...entries.filter((id) => !ROUTE_ENTRY.test(id)))
        reached.set(route.id, await reachedByName(graph, starts))
      }
      const needed = pagesByModule(routes, reached)
      const allPages = new Set([...needed.values()].flat()).size
      const pages = filesByPages(
        needed,
        (id) => this.getModuleInfo(id)?.code?.length ?? 0,
        SMALL_FILE,
      )
      for (const [id, list] of pages) {
        // Entries keep their own file (React Router imports each by name). A stylesheet and the
        // module importing it stay with the root route's file, as before: Vite ties a stylesheet
        // to the file of its importer, and a shared file would make every route list it and
        // on-demand code add it again, by another URL, when it loads.
        const info = this.getModuleInfo(id)
        if (!info || info.isEntry || !SCRIPT.test(id)) continue
        if (info.importedIds.some((imported) => !SCRIPT.test(imported))) continue
        fileOf.set(id, pagesChunkName(list, allPages))
      }
      for (const [page, end] of Object.entries(later)) {
        const lazy = ids.find((id) => pathOf(id).endsWith(`/${end}`))
        if (!lazy) throw new Error(`portalChunks({ later }): no hay un módulo ${end}.`)
        // The pages that may load it: those whose first load has a module importing it.
        const importers = new Set(
          (this.getModuleInfo(lazy)?.dynamicImporters ?? []).flatMap((id) => needed.get(id) ?? []),
        )
        const name = end.replace(/^.*\//, '').replace(/\.[cm]?[jt]sx?$/, '')
        const reach = await reachedByName(graph, [lazy])
        const files = laterFileModules(reach, needed, page, importers)
        for (const [file, modules] of [
          [name, files.later],
          [`${name}-early`, files.early],
        ] as const) {
          for (const id of modules) {
            const info = this.getModuleInfo(id)
            if (!info || info.isEntry || !SCRIPT.test(id)) continue
            if (info.importedIds.some((imported) => !SCRIPT.test(imported))) continue
            fileOf.set(id, file)
          }
        }
      }
    },
    configEnvironment(name) {
      if (name !== 'client') return
      return {
        build: {
          rolldownOptions: {
            // A group that does not take its modules' imports needs entry chunks that may
            // export more than their module (React Router reads a route's exports from its source).
            ...(byPages ? { preserveEntrySignatures: 'allow-extension' as const } : {}),
            treeshake: {
              moduleSideEffects: (id: string) =>
                SIDE_EFFECT_FREE_MODULES.test(id) ? false : undefined,
            },
            output: {
              // Seven characters of hash, not eight: the route manifest every page loads first
              // names each file once per route that imports it (0.3 KB gzip of the backoffice's
              // /login). Rolldown refuses fewer once a build has more than 64 files.
              entryFileNames: `assets/[name]-[hash:${HASH_LENGTH}].js`,
              chunkFileNames: `assets/[name]-[hash:${HASH_LENGTH}].js`,
              assetFileNames: `assets/[name]-[hash:${HASH_LENGTH}][extname]`,
              codeSplitting: {
                groups: [
                  { name: 'framework', test: FRAMEWORK_MODULES, priority: 3 },
                  // What `/login` shares with the signed-in modules stays out of their file.
                  { name: 'shared', test: SHARED_WITH_LOGIN, priority: 2 },
                  { name: 'signed-in', test: SIGNED_IN_MODULES, priority: 1 },
                  // The rest, by the pages that need it (filled by buildEnd). Only the modules
                  // named: what they import is needed by as many pages or more, so has a file of
                  // its own already.
                  ...(byPages
                    ? [
                        {
                          name: (id: string) => fileOf.get(id) ?? null,
                          test: (id: string) => fileOf.has(id),
                          includeDependenciesRecursively: false,
                        },
                      ]
                    : []),
                ],
              },
            },
          },
        },
      }
    },
  }
}
