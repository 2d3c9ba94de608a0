// @vitest-environment jsdom
import { Toaster, withToast } from '@cordillera/ui/components/toaster'
import { type UpdateNotices, updateNotices } from '@cordillera/ui/components/update-notices'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { registerServiceWorker, SKIP_WAITING } from './register.ts'

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing'
  postMessage = vi.fn()
  moveTo(state: ServiceWorkerState) {
    this.state = state
    this.dispatchEvent(new Event('statechange'))
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null
  waiting: FakeWorker | null = null
  update = vi.fn(async () => {})
  /** The browser found a new /sw.js and started installing it. */
  find(worker: FakeWorker) {
    this.installing = worker
    this.dispatchEvent(new Event('updatefound'))
  }
}

class FakeContainer extends EventTarget {
  registration = new FakeRegistration()
  controller: object | null
  constructor(controller: object | null) {
    super()
    this.controller = controller
  }
  register = vi.fn(async (_url: string) => this.registration)
}

const asContainer = (fake: FakeContainer) => fake as unknown as ServiceWorkerContainer

function mockNotices() {
  return { downloading: vi.fn(), ready: vi.fn(), dismiss: vi.fn() } satisfies UpdateNotices
}

beforeEach(() => {
  vi.useFakeTimers()
  // What sonner asks of the browser and jsdom lacks.
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    }) as unknown as MediaQueryList
})
// The toast library arrives after the Toaster renders and after a notice is asked for.
const shown = () => act(() => withToast(() => {}))

afterEach(async () => {
  updateNotices.dismiss()
  await shown()
  act(() => vi.runOnlyPendingTimers())
  cleanup()
  vi.useRealTimers()
})

describe('registerServiceWorker: the update notices of docs/portals.md, states', () => {
  it('announces the download, then offers Recargar, which activates the new version and reloads', async () => {
    vi.useRealTimers()
    render(<Toaster />)
    await screen.findByRole(
      'region',
      { name: /Notifications/ },
      // The toast library is loaded on demand: on a loaded CI machine that took over findBy's 1 s.
      { timeout: 10_000 },
    )
    vi.useFakeTimers()
    const container = new FakeContainer({})
    const reload = vi.fn()
    await registerServiceWorker({
      container: asContainer(container),
      notices: updateNotices,
      reload,
    })
    expect(container.register).toHaveBeenCalledWith('/sw.js')

    const worker = new FakeWorker()
    act(() => container.registration.find(worker))
    await shown()
    await act(async () => vi.advanceTimersByTime(1))
    expect(screen.getByText('Descargando una nueva versión')).toBeTruthy()
    expect(screen.getByText(/Espera un momento antes de continuar/)).toBeTruthy()
    // It does not time out, however long the download takes.
    await act(async () => vi.advanceTimersByTime(5 * 60_000))
    expect(screen.getByText('Descargando una nueva versión')).toBeTruthy()

    act(() => worker.moveTo('installed'))
    await shown()
    await act(async () => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Descargando una nueva versión')).toBeNull()
    expect(screen.getByText('Hay una nueva versión disponible')).toBeTruthy()
    await act(async () => vi.advanceTimersByTime(5 * 60_000))

    fireEvent.click(screen.getByRole('button', { name: 'Recargar' }))
    expect(worker.postMessage).toHaveBeenCalledWith(SKIP_WAITING)
    // The page reloads when the new worker has taken over, not before.
    expect(reload).not.toHaveBeenCalled()
    act(() => container.dispatchEvent(new Event('controllerchange')))
    expect(reload).toHaveBeenCalledTimes(1)
    await act(async () => vi.advanceTimersByTime(10_000))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('reloads anyway if the new worker never takes over', async () => {
    const container = new FakeContainer({})
    const notices = mockNotices()
    const reload = vi.fn()
    container.registration.waiting = new FakeWorker()
    await registerServiceWorker({ container: asContainer(container), notices, reload })
    const onReload = notices.ready.mock.calls[0]?.[0] as () => void
    onReload()
    expect(reload).not.toHaveBeenCalled()
    vi.advanceTimersByTime(4000)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('says nothing on the first install, when no version is running yet', async () => {
    const container = new FakeContainer(null)
    const notices = mockNotices()
    await registerServiceWorker({ container: asContainer(container), notices, reload: vi.fn() })
    const worker = new FakeWorker()
    container.registration.find(worker)
    worker.moveTo('installed')
    expect(notices.downloading).not.toHaveBeenCalled()
    expect(notices.ready).not.toHaveBeenCalled()
  })

  it('offers Recargar at once for a version downloaded on an earlier visit', async () => {
    const container = new FakeContainer({})
    container.registration.waiting = new FakeWorker()
    const notices = mockNotices()
    await registerServiceWorker({ container: asContainer(container), notices, reload: vi.fn() })
    expect(notices.ready).toHaveBeenCalledTimes(1)
    expect(notices.downloading).not.toHaveBeenCalled()
  })

  it('withdraws the notice when the download fails', async () => {
    const container = new FakeContainer({})
    const notices = mockNotices()
    await registerServiceWorker({ container: asContainer(container), notices, reload: vi.fn() })
    const worker = new FakeWorker()
    container.registration.find(worker)
    worker.moveTo('redundant')
    expect(notices.downloading).toHaveBeenCalledTimes(1)
    expect(notices.dismiss).toHaveBeenCalledTimes(1)
  })

  it('asks the server for a new version every hour while the portal stays open', async () => {
    const container = new FakeContainer({})
    await registerServiceWorker({
      container: asContainer(container),
      notices: mockNotices(),
      reload: vi.fn(),
    })
    vi.advanceTimersByTime(2 * 60 * 60 * 1000)
    expect(container.registration.update).toHaveBeenCalledTimes(2)
  })

  it('ignores every service worker error silently (docs/portals.md, errors)', async () => {
    const notices = mockNotices()
    await expect(
      registerServiceWorker({ container: undefined, notices, reload: vi.fn() }),
    ).resolves.toBeUndefined()
    const failing = new FakeContainer(null)
    failing.register.mockRejectedValueOnce(new Error('SecurityError'))
    await expect(
      registerServiceWorker({ container: asContainer(failing), notices, reload: vi.fn() }),
    ).resolves.toBeUndefined()
  })
})
