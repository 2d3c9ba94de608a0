import { describe, expect, it, vi } from 'vitest'
import { serviceWorkerSource } from './service-worker-source.ts'

type Listener = (event: Record<string, unknown>) => void

/** Runs the generated worker in a fake ServiceWorkerGlobalScope with in-memory caches. */
function runWorker(precache: string[], { online = true } = {}) {
  const listeners = new Map<string, Listener>()
  const stores = new Map<string, Map<string, Response>>([
    ['cordillera-old', new Map()],
    ['otra-app', new Map()],
  ])
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>()
    stores.set(name, store)
    const keyOf = (request: Request | string) =>
      new URL(typeof request === 'string' ? request : request.url, 'https://portal.test').pathname
    return {
      addAll: async (requests: Request[]) => {
        for (const request of requests) {
          expect(request.cache).toBe('reload')
          store.set(keyOf(request), new Response(`contenido de ${keyOf(request)}`))
        }
      },
      match: async (request: Request | string) => store.get(keyOf(request))?.clone(),
      put: async (request: Request, response: Response) => void store.set(keyOf(request), response),
    }
  }
  const self = {
    location: { origin: 'https://portal.test' },
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
    clients: { claim: vi.fn(async () => {}) },
  }
  const caches = {
    open,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  }
  const fetch = vi.fn(async (request: Request) => {
    if (!online) throw new TypeError('Failed to fetch')
    return new Response(`red: ${new URL(request.url).pathname}`)
  })
  // A worker resolves relative URLs against its origin; Node's Request has no origin to use.
  class WorkerRequest {
    url: string
    cache: string | undefined
    constructor(url: string, init?: { cache?: string }) {
      this.url = new URL(url, self.location.origin).href
      this.cache = init?.cache
    }
  }
  new Function(
    'self',
    'caches',
    'fetch',
    'Request',
    serviceWorkerSource({ version: 'v2', precache }),
  )(self, caches, fetch, WorkerRequest)

  async function dispatch(type: string, event: Record<string, unknown> = {}) {
    let done: Promise<unknown> = Promise.resolve()
    let response: Promise<Response> | undefined
    listeners.get(type)?.({
      ...event,
      waitUntil: (promise: Promise<unknown>) => {
        done = promise
      },
      respondWith: (promise: Promise<Response>) => {
        response = promise
      },
    })
    await done
    return response
  }
  const get = (path: string, mode = 'cors') =>
    dispatch('fetch', {
      request: { method: 'GET', url: new URL(path, 'https://portal.test').href, mode },
    })
  return { self, stores, fetch, dispatch, get }
}

describe('the generated service worker', () => {
  it('downloads the whole new version on install and waits', async () => {
    const worker = runWorker(['/', '/assets/entry-abc.js', '/manifest.webmanifest'])
    await worker.dispatch('install')
    expect([...(worker.stores.get('cordillera-v2')?.keys() ?? [])]).toEqual([
      '/',
      '/assets/entry-abc.js',
      '/manifest.webmanifest',
    ])
    expect(worker.self.skipWaiting).not.toHaveBeenCalled()
  })

  it('takes over only when the page says so (Recargar)', async () => {
    const worker = runWorker([])
    await worker.dispatch('message', { data: { type: 'otra-cosa' } })
    expect(worker.self.skipWaiting).not.toHaveBeenCalled()
    await worker.dispatch('message', { data: { type: 'SKIP_WAITING' } })
    expect(worker.self.skipWaiting).toHaveBeenCalledTimes(1)
  })

  it('on activation drops earlier versions, keeps other caches and controls the pages', async () => {
    const worker = runWorker([])
    await worker.dispatch('install')
    await worker.dispatch('activate')
    expect([...worker.stores.keys()].sort()).toEqual(['cordillera-v2', 'otra-app'])
    expect(worker.self.clients.claim).toHaveBeenCalled()
  })

  it('serves built files and every page (the shell) from the cache, online or not', async () => {
    const online = runWorker(['/', '/assets/entry-abc.js'])
    await online.dispatch('install')
    expect(await (await online.get('/assets/entry-abc.js'))?.text()).toBe(
      'contenido de /assets/entry-abc.js',
    )
    expect(await (await online.get('/obras/12', 'navigate'))?.text()).toBe('contenido de /')
    expect(online.fetch).not.toHaveBeenCalled()

    const offline = runWorker(['/'], { online: false })
    await offline.dispatch('install')
    expect(await (await offline.get('/obras/12', 'navigate'))?.text()).toBe('contenido de /')
  })

  it('asks the network for a page when no shell is cached, and for a file opened as a page', async () => {
    const worker = runWorker([])
    await worker.dispatch('install')
    expect(await (await worker.get('/obras/12', 'navigate'))?.text()).toBe('red: /obras/12')
    const withShell = runWorker(['/'])
    await withShell.dispatch('install')
    expect(await (await withShell.get('/manifest.webmanifest', 'navigate'))?.text()).toBe(
      'red: /manifest.webmanifest',
    )
  })

  it('leaves the API and the user pool alone', async () => {
    const worker = runWorker([])
    const response = await worker.dispatch('fetch', {
      request: { method: 'GET', url: 'https://api.cordillera.cl/v1/me', mode: 'cors' },
    })
    expect(response).toBeUndefined()
    const post = await worker.dispatch('fetch', {
      request: { method: 'POST', url: 'https://portal.test/x', mode: 'cors' },
    })
    expect(post).toBeUndefined()
  })
})
