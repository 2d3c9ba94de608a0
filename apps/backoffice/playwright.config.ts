import { definePortalConfig } from '@cordillera/playwright'

// The operador portal too: a site client created in the users' screens signs in there.
export default definePortalConfig({ portal: 'backoffice', alsoServe: ['operador'] })
