import { definePortalConfig } from '@cordillera/playwright'

export default definePortalConfig({ portal: 'operador' })
