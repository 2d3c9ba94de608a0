// What makes this app el backoffice: its place in the route catalogue, its name, and the API and user pool
// of env.ts. Imported first by root.tsx, so every shared screen finds it configured.
import { configurePortal } from '@cordillera/portal'
import { env } from './env.ts'

export const portal = configurePortal({
  portal: 'backoffice',
  title: 'Backoffice',
  welcome: 'Estás en el portal del personal de Cordillera.',
  apiUrl: env.apiUrl,
  cognito: env.cognito,
})
