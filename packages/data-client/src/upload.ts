// A file's bytes sent straight to where the API's upload ticket says (the storage: S3's presigned
// URL or the disk adapter's signed `/v1/archivos/…`), with progress. XMLHttpRequest rather than
// fetch: only it reports upload progress in every browser. The ticket's URL is the permission, so
// no Authorization header goes with it (S3 would refuse a second form of authentication).
import type { ErrorCode } from '@cordillera/contracts'
import { ApiRequestError } from './api-request-error.ts'
import { unreachable } from './fallback-errors.ts'

/** Where to send one file: `method url` with `headers` (what the API's upload routes answer). */
export type UploadTarget = { url: string; method: 'PUT'; headers: Record<string, string> }

/** How much of the file has been sent, from 0 to 1. */
export type OnUploadProgress = (fraction: number) => void

/** Said when the storage refuses the bytes without an API error body (an S3 XML answer). */
export const uploadRefused = {
  code: 'entrada_invalida' satisfies ErrorCode,
  message: 'No se pudo subir el archivo: el enlace expiró o el archivo cambió. Intenta de nuevo.',
} as const

/**
 * A relative ticket URL (`/v1/archivos/…`, the disk adapter) is the API's own: prefixed with the
 * API's base URL as every call is (request.ts); an absolute one (a bucket's) is left as it is.
 */
export function resolveUploadUrl(url: string, baseUrl: string): string {
  return url.startsWith('/') ? `${baseUrl.replace(/\/+$/, '')}${url}` : url
}

export function createUpload({ baseUrl }: { baseUrl: string }) {
  return Object.assign(uploadFile, {
    /** A storage URL the API answered (upload or download) as the browser must follow it. */
    resolveUrl: (url: string) => resolveUploadUrl(url, baseUrl),
  })

  function uploadFile(
    target: UploadTarget,
    file: Blob,
    onProgress?: OnUploadProgress,
    signal?: AbortSignal,
  ): Promise<void> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason)
        return
      }
      const xhr = new XMLHttpRequest()
      const abort = () => xhr.abort()
      const done = () => signal?.removeEventListener('abort', abort)
      xhr.open(target.method, resolveUploadUrl(target.url, baseUrl))
      for (const [name, value] of Object.entries(target.headers)) xhr.setRequestHeader(name, value)
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total)
      }
      xhr.onload = () => {
        done()
        if (xhr.status >= 200 && xhr.status < 300) {
          onProgress?.(1)
          resolve()
          return
        }
        void refusal(xhr.status, xhr.responseText).then(reject, reject)
      }
      xhr.onerror = () => {
        done()
        reject(new ApiRequestError(0, unreachable.code, unreachable.message))
      }
      xhr.onabort = () => {
        done()
        reject(signal?.reason ?? new DOMException('Subida cancelada', 'AbortError'))
      }
      signal?.addEventListener('abort', abort, { once: true })
      xhr.send(file)
    })
  }
}

export type Upload = ReturnType<typeof createUpload>

async function refusal(status: number, body: string): Promise<ApiRequestError> {
  let data: unknown
  try {
    data = JSON.parse(body)
  } catch {
    data = undefined
  }
  const { refusalOf } = await import('./error-body.ts')
  return refusalOf(status, data, uploadRefused)
}
