// What makes this app el portal de operadores y clientes de obra: its place in the route catalogue, its name, and the API and user pool
// of env.ts. Imported first by root.tsx, so every shared screen finds it configured.
import { configurePortal } from '@cordillera/portal'
import { env } from './env.ts'

export const portal = configurePortal({
  portal: 'operador',
  title: 'Operador',
  welcome: 'Estás en el portal de operadores y clientes de obra de Cordillera.',
  apiUrl: env.apiUrl,
  cognito: env.cognito,
})
