// What makes this app el portal de arrendadores: its place in the route catalogue, its name, and the API and user pool
// of env.ts. Imported first by root.tsx, so every shared screen finds it configured.
import { configurePortal } from '@cordillera/portal'
import { env } from './env.ts'

export const portal = configurePortal({
  portal: 'arrendador',
  title: 'Arrendador',
  welcome: 'Estás en el portal de arrendadores de equipos de Cordillera.',
  apiUrl: env.apiUrl,
  cognito: env.cognito,
})
