// The root route every portal re-exports from its app/root.tsx: the Spanish (es-CL) document, the
// stylesheet, notifications, the data cache, the screen shown while the app starts (the only
// HydrateFallback SPA mode allows) and the last-resort error page.
import '@cordillera/ui/globals.css'
import { Button } from '@cordillera/ui/components/button'
import { StatusPage } from '@cordillera/ui/components/status-page'
import { Toaster } from '@cordillera/ui/components/toaster'
import { esCl } from '@cordillera/ui/locale'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router'
import { portalRuntime } from './runtime.ts'

export const meta = () => [{ title: `Cordillera · ${portalRuntime().title}` }]

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="es-CL">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Toaster />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

// One cache per browser tab; a failed query is retried once, the API answers fast or not at all.
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, staleTime: 30_000 } },
})

export default function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  )
}

export function HydrateFallback() {
  return (
    <p role="status" className="flex min-h-dvh items-center justify-center text-muted-foreground">
      {esCl.pages.loading}
    </p>
  )
}

export function ErrorBoundary() {
  // A full page load on purpose: whatever broke is left behind.
  return (
    <StatusPage title={esCl.pages.errorTitle} description={esCl.pages.errorDescription}>
      <Button asChild>
        <a href="/">{esCl.pages.backHome}</a>
      </Button>
    </StatusPage>
  )
}
