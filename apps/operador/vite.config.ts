// The operador portal's build and dev server (portalViteConfig: Tailwind, React Router, the shared
// `framework` file, the PWA): its port, what its PWA is called, and its files cut one per set of
// pages that need them (pwa/chunks.ts, decision 058: a phone on HTTP/1.1 fetches six files at a
// time).
import { portalColours } from '@cordillera/portal/pwa/vite-plugin'
import { portalViteConfig } from '@cordillera/portal-config/vite'

export default portalViteConfig({
  port: 3003,
  pwa: {
    name: 'Cordillera · Operador',
    shortName: 'Operador',
    description: 'El portal de operadores y clientes de obra de Cordillera.',
    themeColor: portalColours.operador,
  },
  // Mis reports' calls load after its first paint (issue 21): what they need beyond the page's
  // own files goes into their one file, which a first visit fetches beside the page's.
  chunks: {
    byPages: true,
    later: { 'operador-reports': 'data-client/src/rrhh/mis-reports-calls.ts' },
  },
})
