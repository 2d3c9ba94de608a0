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
import type { Plugin } from 'vite'

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

export function portalChunks(): Plugin {
  return {
    name: 'cordillera:chunks',
    apply: 'build',
    configEnvironment(name) {
      if (name !== 'client') return
      return {
        build: {
          rolldownOptions: {
            treeshake: {
              moduleSideEffects: (id: string) =>
                SIDE_EFFECT_FREE_MODULES.test(id) ? false : undefined,
            },
            output: {
              codeSplitting: {
                groups: [
                  { name: 'framework', test: FRAMEWORK_MODULES, priority: 3 },
                  // What `/login` shares with the signed-in modules stays out of their file.
                  { name: 'shared', test: SHARED_WITH_LOGIN, priority: 2 },
                  { name: 'signed-in', test: SIGNED_IN_MODULES, priority: 1 },
                ],
              },
            },
          },
        },
      }
    },
  }
}
