// The layout of every signed-in page. Its clientLoader is the navigation guard and runs before
// every navigation (shouldRevalidate), so no screen renders for a user the rules turn away; the
// page renders inside the app shell with the session's menu and the route's breadcrumbs (from the
// catalogue). The operador portal, used on phones at the site, gets the mobile-first shell.
// Its loader also loads the portal runtime (user pool settings, API client), so every signed-in
// screen may call portalRuntime(); the user pool's library is not part of it (decision 052); the data cache lives here, since only signed-in screens fetch data, and is
// emptied whenever the session ends (query-client.ts). A session that ends while a screen is open
// (a sign-out in another tab, a session the pool ended) sends the page to the sign-in.

import { useSession } from '@cordillera/auth/react'
import { signOut } from '@cordillera/auth/session'
import { href } from '@cordillera/permissions'
import {
  AppShell,
  type RenderLink,
  type ShellUserMenuItem,
} from '@cordillera/ui/components/app-shell'
import { esCl } from '@cordillera/ui/locale'
import { QueryClientProvider } from '@tanstack/react-query'
import { KeyRound, LogOut, MonitorSmartphone, Ticket } from 'lucide-react'
import { type ReactNode, useEffect } from 'react'
import {
  type ClientLoaderFunctionArgs,
  Link,
  Outlet,
  redirect,
  useLocation,
  useNavigate,
} from 'react-router'
import { breadcrumbsFor } from '../breadcrumbs.ts'
import { toasterMounted } from '../deferred-toaster.tsx'
import { guardNavigation } from '../guard.ts'
import { NotificationBellSlot } from '../notifications/bell-slot.tsx'
import { portalQueryClient } from '../query-client.ts'
import { loadPortalRuntime, portalSettings } from '../runtime.ts'
// Static on purpose: every signed-in screen needs the services before it renders (runtime.ts).
import * as services from '../runtime-services.ts'

export const shouldRevalidate = () => true

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  // Made before any check, so every way the session ends from here on empties it.
  portalQueryClient()
  const { portal, me } = await loadPortalRuntime(services)
  const result = await guardNavigation(portal, new URL(request.url).pathname, me)
  if (result.outcome === 'allow') return null
  // On a cold start this runs while the root's Toaster may still be loading. The toast library
  // comes with the Toaster, not with every signed-in screen's first load (decision 050).
  if (result.reason === 'unauthenticated') {
    void toasterMounted
      .then(() => import('@cordillera/ui/components/toaster'))
      .then(({ notify }) => notify.signInRequired())
  }
  throw redirect(result.to)
}

const renderLink: RenderLink = ({ to, className, children, current, onClick }) => (
  <Link to={to} className={className} aria-current={current ? 'page' : undefined} onClick={onClick}>
    {children}
  </Link>
)

const { shell } = esCl

/**
 * The signed-in shell. `children` are a portal's own background parts (the operador's report
 * sync): rendered once, beside the screens, inside the same query client.
 */
export default function GuardedLayout({ children }: { children?: ReactNode }) {
  const session = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  const signedIn = session.sesionIniciada

  useEffect(() => {
    // The guard let this page in with a session; without one, nothing of it may stay on screen.
    if (!signedIn) void navigate(href('login'), { replace: true })
  }, [signedIn, navigate])

  async function leave(global: boolean) {
    await signOut({ global })
    await navigate(href('login'), { replace: true })
  }

  const userMenu: ShellUserMenuItem[] = [
    {
      label: shell.changePassword,
      icon: <KeyRound aria-hidden="true" />,
      onSelect: () => navigate(href('cambiar-contrasenia')),
    },
    {
      label: shell.myDevices,
      icon: <MonitorSmartphone aria-hidden="true" />,
      onSelect: () => navigate(href('mis-dispositivos')),
    },
    {
      label: shell.myTickets,
      icon: <Ticket aria-hidden="true" />,
      onSelect: () => navigate(href('mis-tickets')),
    },
    {
      label: shell.signOut,
      icon: <LogOut aria-hidden="true" />,
      onSelect: () => void leave(false),
    },
    {
      label: shell.signOutEverywhere,
      icon: <LogOut aria-hidden="true" />,
      onSelect: () => void leave(true),
    },
  ]

  const { portal, title } = portalSettings()
  return (
    <QueryClientProvider client={portalQueryClient()}>
      <AppShell
        portalName={title}
        variant={portal === 'operador' ? 'mobile-first' : 'desktop'}
        breadcrumbs={breadcrumbsFor(portal, location.pathname)}
        userName={session.nombreUsuario}
        navigation={session.navigationMenu}
        userMenu={userMenu}
        currentPath={location.pathname}
        renderLink={renderLink}
        actions={signedIn ? <NotificationBellSlot large={portal === 'operador'} /> : null}
      >
        <Outlet />
      </AppShell>
      {children}
    </QueryClientProvider>
  )
}
