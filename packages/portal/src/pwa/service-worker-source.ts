// The text of a portal's service worker (/sw.js), written at build time by the Vite plugin with
// that build's version and file list. It precaches the whole built client (an SPA's shell is all
// of it), so "downloaded" in the update notice means the new version is complete on the device;
// it waits, without taking over, until the page asks it to (the notice's "Recargar"). Pages open
// from the cached shell of the version in control (decision 050).
// Plain JavaScript in a string because it runs in the worker, not in the page.

export type ServiceWorkerSourceOptions = {
  /** Changes whenever any built file changes: a new /sw.js is how browsers notice a new version. */
  version: string
  /** Site-root URLs to download on install ('/' is the SPA's index.html). */
  precache: readonly string[]
}

export const CACHE_PREFIX = 'cordillera-'

export function serviceWorkerSource({ version, precache }: ServiceWorkerSourceOptions): string {
  return `// Cordillera service worker, generated at build time (packages/portal/src/pwa). Do not edit.
const VERSION = ${JSON.stringify(version)};
const CACHE = ${JSON.stringify(CACHE_PREFIX)} + VERSION;
const PRECACHE = ${JSON.stringify(precache, null, 2)};

// Download the new version; it then waits until the page says to take over.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      // cache: 'reload' so a stale HTTP cache never ends up inside the new version.
      cache.addAll(PRECACHE.map((url) => new Request(url, { cache: 'reload' }))),
    ),
  );
});

// The page's "Recargar": take over now (the page reloads on controllerchange).
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

// Drop earlier versions' caches and control the open pages.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith(${JSON.stringify(CACHE_PREFIX)}) && key !== CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  // The API and the user pool live on other origins: never cached here.
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // Every page of the SPA is its shell ('/'): this version's, from the cache, so the page opens
    // without a round trip and always with the files it was built with (decision 050). A deployed
    // version comes as every update does: the browser checks /sw.js on navigations, the new worker
    // downloads it and takes over when the page says so. A file opened as a page (a dot in its
    // last segment), or no shell in the cache, goes to the network.
    const file = url.pathname.split('/').pop().includes('.');
    event.respondWith(
      file
        ? fetch(request)
        : caches
            .open(CACHE)
            .then((cache) => cache.match('/'))
            .then((hit) => hit || fetch(request)),
    );
    return;
  }
  // Built files have content hashes in their names: the cached copy is always right.
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((response) => {
            if (response.ok && url.pathname.startsWith('/assets/')) {
              cache.put(request, response.clone());
            }
            return response;
          }),
      ),
    ),
  );
});
`
}
