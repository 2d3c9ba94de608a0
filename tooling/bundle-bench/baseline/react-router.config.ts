// The yardstick for the portals' bundles: React Router's framework mode in SPA mode, nothing else.
import type { Config } from '@react-router/dev/config'

export default { ssr: false } satisfies Config
