// The backoffice's build and dev server (portalViteConfig: Tailwind, React Router, the shared
// `framework` file, the PWA): its port and what its PWA is called.
import { portalColours } from '@cordillera/portal/pwa/vite-plugin'
import { portalViteConfig } from '@cordillera/portal-config/vite'

export default portalViteConfig({
  port: 3001,
  pwa: {
    name: 'Cordillera · Backoffice',
    shortName: 'Backoffice',
    description: 'El portal del personal de Cordillera.',
    themeColor: portalColours.backoffice,
  },
})
