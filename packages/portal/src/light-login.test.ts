// The sign-in page shows before the heavy libraries load (decision 012): nothing the root route or
// /login imports statically may reach them. Dynamic import() is how they load later, so it is
// not followed. `npm run bench:bundles` measures the result; this catches the import that undoes it.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm

function packageOf(specifier: string): string {
  const [scope = '', name = ''] = specifier.split('/')
  return scope.startsWith('@') ? `${scope}/${name}` : scope
}

/** Every npm package reachable through static imports from `entry`, through workspace packages. */
function staticPackages(entry: string): Set<string> {
  const packages = new Set<string>()
  const seen = new Set<string>()
  const pending = [entry]
  for (let file = pending.pop(); file; file = pending.pop()) {
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue
    seen.add(file)
    const source = readFileSync(file, 'utf8')
    for (const [, specifier = ''] of source.matchAll(STATIC_IMPORT)) {
      if (specifier.startsWith('.')) pending.push(join(dirname(file), specifier))
      else if (specifier.startsWith('@cordillera/'))
        pending.push(createRequire(file).resolve(specifier))
      else if (!specifier.startsWith('node:')) packages.add(packageOf(specifier))
    }
  }
  return packages
}

const heavy = [
  'aws-amplify',
  '@aws-amplify/core',
  // zod is not listed: the contracts' barrel reaches it, and only the bundler, through the
  // package's "sideEffects": false, takes from it just the module asked for (the bench checks).
  'sonner',
  '@tanstack/react-query',
  '@tanstack/react-table',
  'recharts',
  'react-hook-form',
  'date-fns',
]

describe('what loads before the sign-in page shows', () => {
  for (const file of ['root.tsx', 'routes/login.tsx']) {
    it(`${file} reaches none of the heavy libraries statically`, () => {
      const reached = staticPackages(join(import.meta.dirname, file))
      expect(heavy.filter((name) => reached.has(name))).toEqual([])
      expect(reached.has('react-router')).toBe(true)
    })
  }
})
