// Bundles the API and the admin CLI for deployment: internal @cordillera/* packages (TypeScript
// source) are bundled in, third-party packages stay external (installed next to it). Migrations
// are not bundled: the code finds apps/api/drizzle by walking up from dist/ at run time.
import { defineConfig } from 'tsup'

export default defineConfig({
  // The embedded database's worker thread is loaded by file name (db/pglite-thread.ts): its own
  // entry, at dist/pglite-worker.js beside index.js.
  entry: {
    index: 'src/index.ts',
    'cli/user': 'src/cli/user.ts',
    'pglite-worker': 'src/db/pglite-worker.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: true,
  noExternal: [/^@cordillera\//],
})
