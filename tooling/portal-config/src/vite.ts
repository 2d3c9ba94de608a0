// A portal's build and dev server: Tailwind v4, React Router, one `framework` file for React and
// React Router (and, with `chunks.byPages`, the rest in one file per set of pages that need it:
// packages/portal/src/pwa/chunks.ts, decision 058), the PWA (manifest and service worker,
// packages/portal/src/pwa) and the portal's fixed local port. Compression happens after the build
// (portalRouterConfig, ./react-router.ts). Each portal's vite.config.ts:
//   export default portalViteConfig({ port: 3002, pwa: { name, shortName, description, themeColor } })
import { portalChunks, portalPwa } from '@cordillera/portal/pwa/vite-plugin'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export type PortalViteOptions = {
  /** The portal's local port (dev server and preview), the one the stack serves it on. */
  port: number
  /** The PWA's manifest: the names a phone shows and the theme colour (portalColours). */
  pwa: Parameters<typeof portalPwa>[0]
  /** How the client build is cut into files beyond the shared `framework` one. */
  chunks?: Parameters<typeof portalChunks>[0]
}

export function portalViteConfig({ port, pwa, chunks }: PortalViteOptions) {
  return defineConfig({
    plugins: [tailwindcss(), reactRouter(), portalChunks(chunks), portalPwa(pwa)],
    server: { port, strictPort: true },
    preview: { port, strictPort: true },
  })
}
