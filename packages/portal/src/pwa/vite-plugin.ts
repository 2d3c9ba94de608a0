// The Vite plugin that makes a portal a PWA without downloading anything: in the client build it
// writes /manifest.webmanifest and /sw.js at the site root, the worker carrying the list of built
// files and a version hashed from them. Each app adds it in vite.config.ts:
//   plugins: [tailwindcss(), reactRouter(), portalPwa({ name, shortName, themeColor })]
// (React Router's SPA build writes index.html after this runs; the worker precaches it as '/'.)
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import type { Plugin } from 'vite'
import { type ManifestOptions, webManifest } from './manifest.ts'
import { serviceWorkerSource } from './service-worker-source.ts'

export { portalChunks } from './chunks.ts'
export { portalColours } from './manifest.ts'

export const SERVICE_WORKER_FILE = 'sw.js'
export const MANIFEST_FILE = 'manifest.webmanifest'

/** Files under the public directory, as site-root paths ('icons/icon-192.png'). */
function publicFiles(directory: string): string[] {
  if (!directory || !existsSync(directory)) return []
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(directory, join(entry.parentPath, entry.name)).split(sep).join('/'))
}

/** What to precache: the SPA's page, the manifest, public files and every built file but maps. */
export function precacheList(bundleFiles: readonly string[], staticFiles: readonly string[]) {
  const built = bundleFiles.filter(
    (file) => !file.endsWith('.map') && !file.startsWith('.vite/') && file !== SERVICE_WORKER_FILE,
  )
  const files = [...new Set([MANIFEST_FILE, ...staticFiles, ...built])]
    .filter((file) => file !== SERVICE_WORKER_FILE)
    .sort()
  return ['/', ...files.map((file) => `/${file}`)]
}

export function portalPwa(options: ManifestOptions): Plugin {
  let publicDirectory = ''
  return {
    name: 'cordillera:pwa',
    apply: 'build',
    // React Router builds the client and a server bundle (for the SPA's index.html): only the
    // client is served, so only it gets the worker.
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      publicDirectory = config.publicDir
    },
    generateBundle(_output, bundle) {
      const manifest = `${JSON.stringify(webManifest(options), null, 2)}\n`
      const statics = publicFiles(publicDirectory)
      const precache = precacheList(Object.keys(bundle), statics)
      // Built names carry content hashes; public files and the manifest do not, so hash those.
      const version = createHash('sha256')
        .update(precache.join('\n'))
        .update(manifest)
        .update(
          statics
            .filter((file) => file !== SERVICE_WORKER_FILE)
            .map((file) => readFileSync(join(publicDirectory, file)).toString('base64'))
            .join('\n'),
        )
        .digest('hex')
        .slice(0, 16)
      this.emitFile({ type: 'asset', fileName: MANIFEST_FILE, source: manifest })
      this.emitFile({
        type: 'asset',
        fileName: SERVICE_WORKER_FILE,
        source: serviceWorkerSource({ version, precache }),
      })
    },
  }
}
