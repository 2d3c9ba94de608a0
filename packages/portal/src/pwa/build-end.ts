// What a portal's build does once React Router has written the whole client (index.html
// included), called from each app's react-router.config.ts `buildEnd`:
// - a brotli (.br) and a gzip (.gz) copy beside every compressible file, so the static server
//   (tooling/stack/src/serve-spa.ts) or a CDN sends them without compressing on each request;
// - `portal-origins.json` beside build/client: the origins the portal calls (its API, its user
//   pool), which the server's Content-Security-Policy allows in connect-src;
// - index.html's route preloads (route-preload.ts): a signed-in cold start fetches the matched
//   routes' files at once instead of discovering them one import at a time.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { readRouteManifest } from './route-manifest.ts'
import { withRoutePreloads } from './route-preload.ts'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Text formats only: images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/i

export const ORIGINS_FILE = 'portal-origins.json'

export type PortalEndpoints = {
  apiUrl: string
  cognito: { region: string; userPoolEndpoint?: string | undefined }
}

/** The origins the browser talks to: the API and the user pool (AWS Cognito when no endpoint). */
export function connectOrigins({ apiUrl, cognito }: PortalEndpoints): string[] {
  const pool = cognito.userPoolEndpoint || `https://cognito-idp.${cognito.region}.amazonaws.com`
  return [...new Set([new URL(apiUrl).origin, new URL(pool).origin])]
}

/** Writes `<file>.br` and `<file>.gz` for each compressible file a copy makes smaller. */
export async function precompress(directory: string): Promise<number> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true })
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
  let written = 0
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file)
      const copies = [
        {
          suffix: '.br',
          data: await brotli(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            },
          }),
        },
        { suffix: '.gz', data: await gzipAsync(bytes, { level: 9 }) },
      ]
      for (const { suffix, data } of copies) {
        if (data.length >= bytes.length) continue
        await writeFile(file + suffix, data)
        written++
      }
    }),
  )
  return written
}

export async function finishPortalBuild(buildDirectory: string, endpoints: PortalEndpoints) {
  await writeFile(
    join(buildDirectory, ORIGINS_FILE),
    `${JSON.stringify({ connect: connectOrigins(endpoints) }, null, 2)}\n`,
  )
  const client = join(buildDirectory, 'client')
  const indexHtml = join(client, 'index.html')
  const { manifest } = readRouteManifest(client)
  await writeFile(indexHtml, withRoutePreloads(await readFile(indexHtml, 'utf8'), manifest))
  await precompress(client)
}
