// The root route every portal re-exports from its app/root.tsx: the Spanish (es-CL) document, the
// stylesheet and the stored theme (applied before the first paint), the PWA (manifest, icons and
// the service worker with its update notices), notifications, the screen shown while the app
// starts (the only HydrateFallback SPA mode allows) and the last-resort error page.
// Everything imported here loads before the sign-in page can show: keep it to what that page needs
// (the data cache lives in the guarded layout; notifications and the service worker load after the
// first paint).
import '@cordillera/ui/globals.css'
import { knownPath } from '@cordillera/permissions/known-path'
import { Button } from '@cordillera/ui/components/button'
import { StatusPage } from '@cordillera/ui/components/status-page'
import { themeScript } from '@cordillera/ui/lib/theme-script'
import { esCl } from '@cordillera/ui/locale'
import { type ReactNode, useEffect } from 'react'
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router'
import { DeferredToaster } from './deferred-toaster.tsx'
import { portalColours } from './pwa/manifest.ts'
import { portalSettings } from './runtime.ts'
import { whenIdle } from './when-idle.ts'

export const meta = () => [{ title: `Cordillera · ${portalSettings().title}` }]

export function Layout({ children }: { children: ReactNode }) {
  return (
    // The theme script sets <html>'s class before React loads: that difference is expected.
    <html lang="es-CL" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of the kit, no user input. */}
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <meta name="theme-color" content={portalColours[portalSettings().portal]} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <DeferredToaster />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  useEffect(
    () => whenIdle(() => void import('./pwa/start.ts').then(({ startPwa }) => startPwa())),
    [],
  )
  return <Outlet />
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
        <a href={knownPath('/')}>{esCl.pages.backHome}</a>
      </Button>
    </StatusPage>
  )
}
