// What a portal's build does once React Router has written the whole client (index.html
// included), called from each app's react-router.config.ts `buildEnd`:
// - a brotli (.br) and a gzip (.gz) copy beside every compressible file, so the static server
//   (tooling/stack/src/serve-spa.ts) or a CDN sends them without compressing on each request;
// - `portal-origins.json` beside build/client: the origins the portal calls (its API, its user
//   pool, the documents' storage), which the server's Content-Security-Policy allows in
//   connect-src, and those its images come from (the storage), allowed in img-src;
// - index.html's route preloads (route-preload.ts): a signed-in cold start fetches the matched
//   routes' files at once instead of discovering them one import at a time, and the API read a
//   route declares for its first paint (`earlyRequests`, decision 058) before its code has run,
//   and the files of what a route loads after its first paint (`laterModules`), fetched by a
//   first visit right after the route's own.
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { HASH_LENGTH } from './chunks.ts'
import { readRouteManifest, slimRouteManifest } from './route-manifest.ts'
import { type EarlyRequests, type LaterFiles, withRoutePreloads } from './route-preload.ts'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Text formats only: images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/i

export const ORIGINS_FILE = 'portal-origins.json'

export type PortalEndpoints = {
  apiUrl: string
  cognito: {
    region: string
    userPoolEndpoint?: string | undefined
    /** The client whose stored session signs the early reads (required with `earlyRequests`). */
    userPoolClientId?: string | undefined
  }
  /**
   * Where browsers send and fetch documents' bytes by the API's signed URLs when it keeps them in
   * S3 (`VITE_STORAGE_ORIGIN`, decision 018): the bucket's origin, e.g.
   * `https://<bucket>.s3.<region>.amazonaws.com`. Unset, the files are the API's own
   * (`STORAGE=disco`), already among the origins.
   */
  storageOrigin?: string | undefined
}

/** The documents' bucket origin (`VITE_STORAGE_ORIGIN`), when the portal is built with one. */
export function storageOrigin({ storageOrigin: origin }: PortalEndpoints): string | undefined {
  if (!origin) return undefined
  try {
    return new URL(origin).origin
  } catch {
    throw new Error(
      `VITE_STORAGE_ORIGIN debe ser una URL como https://<bucket>.s3.<región>.amazonaws.com; se recibió "${origin}".`,
    )
  }
}

/**
 * The origins the browser talks to: the API, the user pool (AWS Cognito when no endpoint) and
 * the documents' bucket (uploads are PUT there; the operador fetches signatures from it).
 */
export function connectOrigins(endpoints: PortalEndpoints): string[] {
  const { apiUrl, cognito } = endpoints
  const pool = cognito.userPoolEndpoint || `https://cognito-idp.${cognito.region}.amazonaws.com`
  const storage = storageOrigin(endpoints)
  return [...new Set([new URL(apiUrl).origin, new URL(pool).origin, ...(storage ? [storage] : [])])]
}

/**
 * The origins images come from besides the portal's own: the bucket (the backoffice shows a
 * report's signatures with their signed URL). The disk adapter's files are the API's, which
 * answers embeds from other origins with `Cross-Origin-Resource-Policy: same-origin`: allowing
 * it here would change nothing.
 */
export function imageOrigins(endpoints: PortalEndpoints): string[] {
  const storage = storageOrigin(endpoints)
  return storage ? [storage] : []
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

export type FinishOptions = {
  /**
   * Route id → the API path (GET, no parameters) its first paint reads, started by the document
   * when a session is stored: `{ 'operador-reports': '/v1/operador/reports/hoy' }`.
   */
  earlyRequests?: EarlyRequests['routes']
  /**
   * Route id → the name of a module it imports on demand after its first paint, whose file and
   * the files it imports a first visit fetches right after the route's own (loaded,
   * not run): `{ 'operador-reports': 'mis-reports-calls' }`, the calls that check the early read.
   */
  laterModules?: Readonly<Record<string, string>>
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A built module's file (`/assets/<name>-<hash>.js`) and every file it imports statically. */
export async function moduleFiles(client: string, name: string): Promise<string[]> {
  const assets = join(client, 'assets')
  const pattern = new RegExp(`^${escapeRegExp(name)}-[\\w-]{${HASH_LENGTH}}\\.js$`)
  const [file, ...others] = (await readdir(assets)).filter((entry) => pattern.test(entry))
  if (!file || others.length > 0)
    throw new Error(`El módulo ${name} no tiene un archivo propio en ${assets}.`)
  const files: string[] = []
  const todo = [file]
  while (todo.length > 0) {
    const next = todo.shift() as string
    if (files.includes(next)) continue
    files.push(next)
    const code = await readFile(join(assets, next), 'utf8')
    // A chunk's static imports, as Rolldown writes them: `import{…}from"./x.js"`, `import"./x.js"`.
    for (const [, imported] of code.matchAll(
      /\bimport\s*(?:[\w${},\s*]*?from\s*)?["']\.\/([^"']+\.js)["']/g,
    ))
      if (imported) todo.push(imported)
  }
  return files.map((entry) => `/assets/${entry}`)
}

/** The early reads' settings for a build, or none. */
export function earlyRequestsOf(
  endpoints: PortalEndpoints,
  routes: EarlyRequests['routes'] | undefined,
): EarlyRequests | undefined {
  if (!routes || Object.keys(routes).length === 0) return undefined
  const userPoolClientId = endpoints.cognito.userPoolClientId
  if (!userPoolClientId)
    throw new Error(
      'Las lecturas anticipadas necesitan el cliente del user pool (userPoolClientId).',
    )
  return { apiUrl: endpoints.apiUrl, userPoolClientId, routes }
}

export async function finishPortalBuild(
  buildDirectory: string,
  endpoints: PortalEndpoints,
  { earlyRequests, laterModules = {} }: FinishOptions = {},
) {
  await writeFile(
    join(buildDirectory, ORIGINS_FILE),
    `${JSON.stringify(
      { connect: connectOrigins(endpoints), img: imageOrigins(endpoints) },
      null,
      2,
    )}\n`,
  )
  const client = join(buildDirectory, 'client')
  const indexHtml = join(client, 'index.html')
  slimRouteManifest(client)
  const { manifest } = readRouteManifest(client)
  const later: Record<string, string[]> = {}
  for (const [route, name] of Object.entries(laterModules))
    later[route] = await moduleFiles(client, name)
  await writeFile(
    indexHtml,
    withRoutePreloads(
      await readFile(indexHtml, 'utf8'),
      manifest,
      earlyRequestsOf(endpoints, earlyRequests),
      later satisfies LaterFiles,
    ),
  )
  await precompress(client)
}
