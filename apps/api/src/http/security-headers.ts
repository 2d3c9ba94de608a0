// Headers every API answer carries, whatever the route: the API serves JSON (and CSV downloads)
// to the portals' fetch calls, never pages, so nothing of it may be framed, sniffed into another
// type, embedded by another site or told where the caller came from. The one page it serves,
// /docs, sets its own Content-Security-Policy (routes/docs.ts), which this middleware keeps.
import { secureHeaders } from 'hono/secure-headers'

export function securityHeaders() {
  return secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
    xContentTypeOptions: 'nosniff',
    // Only no-cors loads (<img>, <script>) are held to it: the portals' fetch calls go by CORS.
    crossOriginResourcePolicy: 'same-origin',
    // A header a handler set on purpose (the docs page's CSP) wins over the API's default.
    overwrite: false,
  })
}
