// The operador portal's build and dev server: Tailwind v4, React Router, one `framework` file for React
// and React Router and the rest in one file per set of pages that need it (pwa/chunks.ts, decision
// 058: a phone on HTTP/1.1 fetches six files at a time), the PWA (manifest and service worker,
// packages/portal/src/pwa) and its fixed local port. Compression happens after the build
// (react-router.config.ts).
import { portalChunks, portalColours, portalPwa } from '@cordillera/portal/pwa/vite-plugin'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

const port = 3003

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    // Mis reports' calls load after its first paint (issue 21): what they need beyond the page's
    // own files goes into their one file, which a first visit fetches beside the page's.
    portalChunks({
      byPages: true,
      later: { 'operador-reports': 'data-client/src/rrhh/mis-reports-calls.ts' },
    }),
    portalPwa({
      name: 'Cordillera · Operador',
      shortName: 'Operador',
      description: 'El portal de operadores y clientes de obra de Cordillera.',
      themeColor: portalColours.operador,
    }),
  ],
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
})
