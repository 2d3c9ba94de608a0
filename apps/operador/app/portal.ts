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
  userData: [
    {
      // The phone's reports database: when a session ends its cached answers go and its open
      // store closes; each operator's unsent drafts stay, for him only (decision 038). Loaded
      // on demand: the sign-in page must stay light.
      name: 'operador-reports',
      clear: async () => {
        const { forgetReportsData } = await import('./features/reports/offline/reports-offline.ts')
        await forgetReportsData()
      },
    },
  ],
})
