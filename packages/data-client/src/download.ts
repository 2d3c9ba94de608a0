// A file the API answers (a list's export): fetched with the session's token like every call,
// read whole into a Blob, and named as the API names it (Content-Disposition), so the portal
// saves `obras-2026-05-14.xlsx` without knowing how the API names files.
import type { ApiRouteDefinition } from '@cordillera/contracts'
import { ApiRequestError } from './api-request-error.ts'
import { fallbackForStatus, unreachable } from './fallback-errors.ts'
import { queryValues } from './query-values.ts'
import type { ApiClientOptions, RequestOptions } from './request.ts'
import { routeUrl } from './request.ts'
import type { QueryInput } from './resource.ts'

export type DownloadedFile = { blob: Blob; fileName: string }

/** Said when the file stops arriving halfway (the API aborts an export that fails mid-way). */
export const interruptedDownload = {
  code: 'servicio_no_disponible',
  message: 'La descarga se interrumpió antes de terminar. Intenta de nuevo.',
} as const

/** `attachment; filename="obras-2026-05-14.csv"` → `obras-2026-05-14.csv`. */
export function fileNameOf(contentDisposition: string | null, fallback = 'exportacion'): string {
  if (!contentDisposition) return fallback
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(contentDisposition)?.[1]
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim())
    } catch {
      // A malformed encoded name: the plain one below, or the fallback.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(contentDisposition)
  const name = (plain?.[1] ?? plain?.[2])?.trim()
  return name ? name.replace(/[/\\]/g, '-') : fallback
}

export function createDownload({ baseUrl, getToken, fetch: fetchImpl }: ApiClientOptions) {
  const origin = baseUrl.replace(/\/+$/, '')
  const send = fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init))

  return async function download(
    route: ApiRouteDefinition,
    { params, query, signal }: Omit<RequestOptions, 'body'> = {},
  ): Promise<DownloadedFile> {
    const headers = new Headers()
    const token = await getToken()
    if (token) headers.set('Authorization', `Bearer ${token}`)

    let response: Response
    try {
      response = await send(`${origin}${routeUrl(route.path, params, query)}`, {
        method: route.method.toUpperCase(),
        headers,
        signal: signal ?? null,
      })
    } catch (cause) {
      if (signal?.aborted) throw cause
      throw new ApiRequestError(0, unreachable.code, unreachable.message, {}, { cause })
    }

    if (!response.ok) {
      const data: unknown = await response.json().catch(() => undefined)
      const { refusalOf } = await import('./error-body.ts')
      throw refusalOf(response.status, data, fallbackForStatus(response.status))
    }

    let blob: Blob
    try {
      blob = await response.blob()
    } catch (cause) {
      if (signal?.aborted) throw cause
      const { code, message } = interruptedDownload
      throw new ApiRequestError(response.status, code, message, {}, { cause })
    }
    return { blob, fileName: fileNameOf(response.headers.get('content-disposition')) }
  }
}

export type Download = ReturnType<typeof createDownload>

/** GET a route's file for a query: `export({ q, sort, format: 'xlsx', columns: 'rut,nombre' })`. */
export const downloadOf =
  <R extends ApiRouteDefinition>(download: Download, route: R) =>
  (query: QueryInput<R>, signal?: AbortSignal): Promise<DownloadedFile> =>
    download(route, { query: queryValues(query), signal })

/** GET one row's file by its id (a PDF, an XLSX): `file(id, signal)`. */
export const fileOf =
  <R extends ApiRouteDefinition>(download: Download, route: R) =>
  (id: string, signal?: AbortSignal): Promise<DownloadedFile> =>
    download(route, { params: { id }, signal })
