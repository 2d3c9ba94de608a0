import { definePortalConfig } from '@cordillera/playwright'

// The backoffice too: operations staff close the lessor's incident there.
export default definePortalConfig({ portal: 'arrendador', alsoServe: ['backoffice'] })
