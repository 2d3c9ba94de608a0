// How a portal's client build is cut into files. React, React DOM and React Router go into one
// `framework` file: every page needs all of them, and one file compresses better and costs one
// request instead of six. Everything else keeps Rolldown's automatic splitting, so a screen's code
// loads with its route (docs/benchmarks/bundles.md has the figures).
import type { Plugin } from 'vite'

export const FRAMEWORK_MODULES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router[\\/]dev|cookie|set-cookie-parser)[\\/]/

/**
 * The shared screens (`@cordillera/portal/screens`) run nothing when imported: a screen that
 * imports two of the barrel's names keeps those two, not every screen module behind it.
 */
export const SIDE_EFFECT_FREE_MODULES = /[\\/]packages[\\/]portal[\\/]src[\\/]screens[\\/]/

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
              codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK_MODULES }] },
            },
          },
        },
      }
    },
  }
}
