// Bundles the API and the admin CLI for deployment: internal @cordillera/* packages (TypeScript
// source) are bundled in, third-party packages stay external (installed next to it). Migrations
// are not bundled: the code finds apps/api/drizzle by walking up from dist/ at run time.
import { defineConfig } from 'tsup'

export default defineConfig({
  entry: { index: 'src/index.ts', 'cli/user': 'src/cli/user.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: true,
  noExternal: [/^@cordillera\//],
})
