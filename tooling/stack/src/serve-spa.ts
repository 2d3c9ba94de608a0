// Serves a built portal (React Router SPA mode: build/client) the way a CDN would: files as they
// are, hashed assets cached for a year, and index.html for every other path so client routes work.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type ServerType, serve } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'

export type SpaServer = { url: string; close(): Promise<void> }

export function createSpaApp(root: string): Hono {
  const app = new Hono()
  app.use('/assets/*', async (c, next) => {
    await next()
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable')
  })
  app.use('*', serveStatic({ root }))
  app.get('*', async (c) => {
    // A missing file with an extension is a real 404, not a client route.
    if (/\.[a-z0-9]+$/i.test(c.req.path)) return c.notFound()
    const html = await readFile(join(root, 'index.html'), 'utf8')
    c.header('Cache-Control', 'no-cache')
    return c.html(html)
  })
  return app
}

export function serveSpa(root: string, port: number, host = '127.0.0.1'): Promise<SpaServer> {
  const app = createSpaApp(root)
  return new Promise((resolve, reject) => {
    const server: ServerType = serve({ fetch: app.fetch, port, hostname: host }, () =>
      resolve({
        url: `http://localhost:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    )
    server.once('error', reject)
  })
}
