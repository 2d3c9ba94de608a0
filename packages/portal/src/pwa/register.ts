// Registers the portal's service worker and turns its life cycle into the update notices of
// docs/portals.md, states: a new version found → "downloading, please wait"; downloaded → "Recargar", which
// tells the waiting worker to take over and reloads once it has. The first install on a device is
// not an update and says nothing. Every failure is ignored silently (docs/portals.md, errors): without a
// worker the portal works as a plain web page. The container, the notices and the reload are
// injected so the whole flow runs in a test.
import type { UpdateNotices } from '@cordillera/ui/components/update-notices'

export type ServiceWorkerOptions = {
  /** `navigator.serviceWorker`; undefined where the browser has none (or the origin is insecure). */
  container: ServiceWorkerContainer | undefined
  notices: UpdateNotices
  reload: () => void
  url?: string
  /** How often an open portal asks the server for a new version (0: never; the browser still checks on load). */
  checkEveryMs?: number
  /** If the new worker has not taken over this long after "Recargar", reload anyway. */
  reloadFallbackMs?: number
}

export const SKIP_WAITING = { type: 'SKIP_WAITING' } as const

export async function registerServiceWorker({
  container,
  url = '/sw.js',
  ...options
}: ServiceWorkerOptions): Promise<ServiceWorkerRegistration | undefined> {
  if (!container) return undefined
  try {
    const registration = await container.register(url)
    watchForUpdates(registration, { container, ...options })
    return registration
  } catch {
    return undefined
  }
}

export function watchForUpdates(
  registration: ServiceWorkerRegistration,
  {
    container,
    notices,
    reload,
    checkEveryMs = 60 * 60 * 1000,
    reloadFallbackMs = 4000,
  }: Omit<ServiceWorkerOptions, 'url' | 'container'> & { container: ServiceWorkerContainer },
): void {
  let switching = false
  let reloaded = false
  const reloadOnce = () => {
    if (reloaded) return
    reloaded = true
    reload()
  }

  function switchTo(worker: ServiceWorker) {
    if (switching) return
    switching = true
    container.addEventListener('controllerchange', reloadOnce, { once: true })
    worker.postMessage(SKIP_WAITING)
    // The worker may already be gone (replaced by a newer one): a reload still brings the newest.
    setTimeout(reloadOnce, reloadFallbackMs)
  }

  const announceReady = (worker: ServiceWorker) => notices.ready(() => switchTo(worker))

  function follow(worker: ServiceWorker) {
    notices.downloading()
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed') announceReady(worker)
      else if (worker.state === 'redundant') notices.dismiss()
    })
  }

  // Without a controller this is the first install: nothing to replace, nothing to announce.
  const isUpdate = () => Boolean(container.controller)

  // Found on an earlier visit and still waiting, or already downloading as the page opened.
  if (registration.waiting && isUpdate()) announceReady(registration.waiting)
  else if (registration.installing && isUpdate()) follow(registration.installing)

  registration.addEventListener('updatefound', () => {
    const worker = registration.installing
    if (worker && isUpdate()) follow(worker)
  })

  if (checkEveryMs > 0) {
    setInterval(() => {
      registration.update().catch(() => {})
    }, checkEveryMs)
  }
}
