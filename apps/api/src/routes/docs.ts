// The API's own documentation: GET /openapi.json (generated from the registered contract routes)
// and GET /docs, a Swagger UI page served from the installed swagger-ui-dist (no CDN: the API
// must document itself on an offline machine).
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../app-env.ts'
import { notFound } from '../http/api-error.ts'

const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
}

const swaggerDir = () =>
  dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))

// validatorUrl: null, or the page would load a badge from swagger.io.
const DOCS_SCRIPT = `window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#swagger-ui', persistAuthorization: true, validatorUrl: null })`

const DOCS_HTML = `<!doctype html>
<html lang="es">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Cordillera API</title>
  <link rel="icon" type="image/png" href="/docs/assets/favicon-32x32.png">
  <link rel="stylesheet" href="/docs/assets/swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/docs/assets/swagger-ui-bundle.js"></script>
  <script>${DOCS_SCRIPT}</script>
</body>
</html>
`

// The page's own policy (the API's default allows nothing): its scripts are the bundle and the
// inline start-up above (by hash), Swagger UI styles elements inline and draws icons from data:
// URLs, and "Try it out" calls this same origin.
const DOCS_CSP = [
  "default-src 'none'",
  `script-src 'self' 'sha256-${createHash('sha256').update(DOCS_SCRIPT).digest('base64')}'`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

export function registerDocsRoutes(app: OpenAPIHono<AppEnv>) {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'ID token de Cognito (Authorization: Bearer <id token>)',
  })

  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Cordillera API',
      version: '1.0.0',
      description:
        'API de datos de Cordillera. Errores: cuerpo JSON `ApiError` con mensaje en español.',
    },
  })

  app.get('/docs', (c) => c.html(DOCS_HTML, 200, { 'content-security-policy': DOCS_CSP }))

  const cache = new Map<string, Buffer>()
  app.get('/docs/assets/:file', async (c) => {
    const file = c.req.param('file')
    const type = ASSETS[file]
    if (!type) throw notFound()
    let content = cache.get(file)
    if (!content) {
      content = await readFile(join(swaggerDir(), file))
      cache.set(file, content)
    }
    return c.body(new Uint8Array(content), 200, {
      'content-type': type,
      'cache-control': 'public, max-age=86400',
    })
  })
}
