// Headers every API answer carries, whatever the route: the API serves JSON (and CSV downloads)
// to the portals' fetch calls, never pages, so nothing of it may be framed, sniffed into another
// type, embedded by another site or told where the caller came from. The one page it serves,
// /docs, sets its own Content-Security-Policy (routes/docs.ts), which this middleware keeps.
// No answer of the API needs a browser feature either (a file opened from it, or /docs, uses no
// camera, location or payment), so the Permissions-Policy denies each one to every origin.
import { secureHeaders } from 'hono/secure-headers'

type PermissionsPolicy = NonNullable<
  NonNullable<Parameters<typeof secureHeaders>[0]>['permissionsPolicy']
>

/** The features denied (`feature=()`): those that reach devices, sensors, money or identity. */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'browsingTopics',
  'camera',
  'displayCapture',
  'encryptedMedia',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idleDetection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'pictureInPicture',
  'publickeyCredentialsGet',
  'screenWakeLock',
  'serial',
  'usb',
  'webShare',
  'xrSpatialTracking',
] as const satisfies readonly (keyof PermissionsPolicy)[]

const permissionsPolicy: PermissionsPolicy = Object.fromEntries(
  DENIED_FEATURES.map((feature) => [feature, []]),
)

/** The Permissions-Policy header every answer carries. */
export const PERMISSIONS_POLICY = DENIED_FEATURES.map(
  (feature) => `${feature.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}=()`,
).join(', ')

export function securityHeaders() {
  return secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
    xContentTypeOptions: 'nosniff',
    // Only no-cors loads (<img>, <script>) are held to it: the portals' fetch calls go by CORS.
    crossOriginResourcePolicy: 'same-origin',
    permissionsPolicy,
    // A header a handler set on purpose (the docs page's CSP) wins over the API's default.
    overwrite: false,
  })
}
