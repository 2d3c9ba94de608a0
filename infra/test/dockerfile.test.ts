// The API's image as the runbook describes it: built from the repo (pruned install, the repo's own
// build), run as a non-root user in production mode, with a health check; and the build context
// CDK stages (imageContextExclude) leaving out what `docker build` leaves out (.dockerignore).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { imageContextExclude, repoRoot } from '../lib/api-stack.ts'

const dockerfile = readFileSync(join(repoRoot, 'apps/api/Dockerfile'), 'utf8')
const dockerignore = readFileSync(join(repoRoot, '.dockerignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'))

describe('apps/api/Dockerfile', () => {
  it('installs the pruned workspace from the lockfile and builds as the repo does', () => {
    expect(dockerfile).toMatch(/turbo@[\d.]+ prune @cordillera\/api --docker/)
    expect(dockerfile).toMatch(/RUN npm ci\b/)
    expect(dockerfile).toMatch(/turbo run build --filter=@cordillera\/api/)
    expect(dockerfile).toMatch(/npm prune --omit=dev/)
  })

  it('runs node dist/index.js as the node user, NODE_ENV=production, checked on /health', () => {
    const run = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '))
    expect(run).toMatch(/ENV NODE_ENV=production/)
    expect(run).toMatch(/^USER node$/m)
    expect(run).toMatch(/node dist\/index\.js/)
    expect(run).toMatch(/HEALTHCHECK[\s\S]*\/health/)
    // The node image's version is the repo's pinned Node (root package.json's `node`).
    const pinned = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).devDependencies
      .node as string
    expect(dockerfile).toContain(`node:${pinned}-`)
  })

  it('its context leaves out the same paths for docker build and for cdk synth', () => {
    expect([...imageContextExclude].sort()).toEqual([...dockerignore].sort())
    for (const heavy of ['.git', '**/node_modules', '**/dist', '**/build', '**/.env']) {
      expect(imageContextExclude).toContain(heavy)
    }
  })
})
