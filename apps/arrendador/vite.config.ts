// The arrendador portal's build and dev server: Tailwind v4, React Router, one `framework` file for React
// and React Router (pwa/chunks.ts), the PWA (manifest and service worker, packages/portal/src/pwa)
// and its fixed local port. Compression happens after the build (react-router.config.ts).
import { portalChunks, portalColours, portalPwa } from '@cordillera/portal/pwa/vite-plugin'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

const port = 3002

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    portalChunks(),
    portalPwa({
      name: 'Cordillera · Arrendador',
      shortName: 'Arrendador',
      description: 'El portal de los arrendadores de equipos de Cordillera.',
      themeColor: portalColours.arrendador,
    }),
  ],
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
})
