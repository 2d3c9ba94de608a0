// SPA mode: no server rendering at runtime; the build is static files (build/client) for a CDN.
import type { Config } from '@react-router/dev/config'

export default {
  ssr: false,
} satisfies Config
