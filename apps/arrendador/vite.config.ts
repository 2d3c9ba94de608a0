// The arrendador portal's build and dev server (portalViteConfig: Tailwind, React Router, the
// shared `framework` file, the PWA): its port and what its PWA is called.
import { portalColours } from '@cordillera/portal/pwa/vite-plugin'
import { portalViteConfig } from '@cordillera/portal-config/vite'

export default portalViteConfig({
  port: 3002,
  pwa: {
    name: 'Cordillera · Arrendador',
    shortName: 'Arrendador',
    description: 'El portal de los arrendadores de equipos de Cordillera.',
    themeColor: portalColours.arrendador,
  },
})
