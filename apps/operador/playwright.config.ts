import { definePortalConfig } from '@cordillera/playwright'

// The backoffice too: the site client's request is approved there by commercial staff.
export default definePortalConfig({ portal: 'operador', alsoServe: ['backoffice'] })
