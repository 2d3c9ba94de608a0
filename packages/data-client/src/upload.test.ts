// A document's file as the portal sends it: the ticket asked with the session's token, then the
// bytes PUT to the ticket's URL (resolved against the API when relative) without the token, with
// progress, and the storage's Spanish refusal when it refuses.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiRequestError, createConnection } from './index.ts'
import { operacionesApi } from './operaciones/index.ts'
import { createUpload } from './upload.ts'

type Sent = { method: string; url: string; headers: Record<string, string>; body: unknown }

type Responder = (xhr: FakeXhr) => void
let respond: Responder = () => {}
const sent: Sent[] = []

/** Stands in for the browser's XMLHttpRequest: records what is sent, answers `respond`. */
class FakeXhr {
  status = 0
  responseText = ''
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  request: Sent = { method: '', url: '', headers: {}, body: undefined }
  open(method: string, url: string) {
    this.request.method = method
    this.request.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.request.headers[name] = value
  }
  send(body: unknown) {
    this.request.body = body
    sent.push(this.request)
    queueMicrotask(() => respond(this))
  }
  abort() {
    this.onabort?.()
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent)
  }
}

function fakeXhr(responder: Responder) {
  respond = responder
  sent.length = 0
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
  return sent
}

afterEach(() => {
  vi.unstubAllGlobals()
})

const ticket = {
  url: '/v1/archivos/firma.123',
  method: 'PUT' as const,
  headers: { 'Content-Type': 'application/pdf' },
}

describe('uploadFile', () => {
  it('PUTs to the API for a relative URL, with the ticket’s headers and no token, reporting progress', async () => {
    const sent = fakeXhr((xhr) => {
      xhr.progress(50, 100)
      xhr.status = 204
      xhr.onload?.()
    })
    const progress: number[] = []
    const file = new Blob(['%PDF-1.4'])
    await createUpload({ baseUrl: 'http://api.test/' })(ticket, file, (f) => progress.push(f))
    expect(sent).toEqual([
      {
        method: 'PUT',
        url: 'http://api.test/v1/archivos/firma.123',
        headers: { 'Content-Type': 'application/pdf' },
        body: file,
      },
    ])
    expect(progress).toEqual([0.5, 1])
  })

  it('sends an absolute URL (a bucket’s) as it is', async () => {
    const sent = fakeXhr((xhr) => {
      xhr.status = 200
      xhr.onload?.()
    })
    const s3 = { ...ticket, url: 'https://bucket.s3.amazonaws.com/activos/x?X-Amz-Signature=1' }
    await createUpload({ baseUrl: 'http://api.test' })(s3, new Blob(['x']))
    expect(sent[0]?.url).toBe(s3.url)
  })

  it('rejects with the storage’s Spanish message, or a Spanish fallback for a bucket’s XML', async () => {
    fakeXhr((xhr) => {
      xhr.status = 403
      xhr.responseText = JSON.stringify({
        error: { code: 'prohibido', message: 'El enlace expiró o no es válido.' },
      })
      xhr.onload?.()
    })
    const upload = createUpload({ baseUrl: 'http://api.test' })
    await expect(upload(ticket, new Blob(['x']))).rejects.toMatchObject({
      status: 403,
      message: 'El enlace expiró o no es válido.',
    })
    fakeXhr((xhr) => {
      xhr.status = 403
      xhr.responseText = '<Error><Code>AccessDenied</Code></Error>'
      xhr.onload?.()
    })
    const error = await upload(ticket, new Blob(['x'])).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiRequestError)
    expect((error as Error).message).toMatch(/No se pudo subir el archivo/)
  })

  it('stops when its signal aborts', async () => {
    fakeXhr(() => {})
    const controller = new AbortController()
    const pending = createUpload({ baseUrl: 'http://api.test' })(
      ticket,
      new Blob(['x']),
      undefined,
      controller.signal,
    )
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
  })
})

describe('operacionesApi(api).documentosActivo.upload', () => {
  it('asks the ticket with the token and the file’s name, size and type, then sends the bytes', async () => {
    const sent = fakeXhr((xhr) => {
      xhr.status = 204
      xhr.onload?.()
    })
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json(
        { clave: 'activos/a/b', ...ticket, expiresAt: '2026-01-01T00:00:00.000Z' },
        { status: 201 },
      ),
    )
    const api = createConnection({
      baseUrl: 'http://api.test',
      getToken: async () => 'token-1',
      fetch: fetch as unknown as typeof globalThis.fetch,
    })
    const activoId = '7c9e6679-7425-40de-944b-e07fc1f90ae7'
    // No type from the browser: the extension names it.
    const file = new File(['%PDF-1.4'], 'Revisión.PDF', { type: '' })
    const archivo = await operacionesApi(api).documentosActivo.upload(activoId, file)
    expect(archivo).toEqual({ clave: 'activos/a/b', nombre: 'Revisión.PDF' })
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit]
    expect(url).toBe(`http://api.test/v1/activos/${activoId}/documentos/subidas`)
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-1')
    expect(JSON.parse(String(init.body))).toEqual({
      nombre: 'Revisión.PDF',
      bytes: 8,
      tipo: 'application/pdf',
    })
    expect(sent[0]?.headers).not.toHaveProperty('Authorization')
    expect(sent[0]?.body).toBe(file)
  })

  it('answers a download URL the browser can follow: the API’s own made absolute', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ url: '/v1/archivos/firma.9', expiresAt: '2026-01-01T00:00:00.000Z' }),
    )
    const api = createConnection({
      baseUrl: 'http://api.test/base/',
      getToken: async () => 'token-1',
      fetch: fetch as unknown as typeof globalThis.fetch,
    })
    const ticket = await operacionesApi(api).documentosActivo.downloadUrl(
      '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      '9c9e6679-7425-40de-944b-e07fc1f90ae7',
    )
    expect(ticket.url).toBe('http://api.test/base/v1/archivos/firma.9')
  })
})
