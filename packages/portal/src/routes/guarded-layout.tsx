// The layout of every signed-in page. Its clientLoader is the navigation guard and runs before
// every navigation (shouldRevalidate), so no screen renders for a user the rules turn away; the
// page renders inside the app shell with the session's menu and the route's breadcrumbs (from the
// catalogue). The operador portal, used on phones at the site, gets the mobile-first shell.
import { signOut } from '@cordillera/auth'
import { useSession } from '@cordillera/auth/react'
import {
  AppShell,
  type RenderLink,
  type ShellUserMenuItem,
} from '@cordillera/ui/components/app-shell'
import { notify } from '@cordillera/ui/components/toaster'
import { esCl } from '@cordillera/ui/locale'
import { KeyRound, LogOut, MonitorSmartphone, Ticket } from 'lucide-react'
import {
  type ClientLoaderFunctionArgs,
  Link,
  Outlet,
  redirect,
  useLocation,
  useNavigate,
} from 'react-router'
import { breadcrumbsFor } from '../breadcrumbs.ts'
import { guardNavigation } from '../guard.ts'
import { portalRuntime } from '../runtime.ts'

export const shouldRevalidate = () => true

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  const { portal, me } = portalRuntime()
  const result = await guardNavigation(portal, new URL(request.url).pathname, me)
  if (result.outcome === 'allow') return null
  if (result.reason === 'unauthenticated') notify.signInRequired()
  throw redirect(result.to)
}

const renderLink: RenderLink = ({ to, className, children, current, onClick }) => (
  <Link to={to} className={className} aria-current={current ? 'page' : undefined} onClick={onClick}>
    {children}
  </Link>
)

const { shell } = esCl

export default function GuardedLayout() {
  const session = useSession()
  const location = useLocation()
  const navigate = useNavigate()

  async function leave(global: boolean) {
    await signOut({ global })
    await navigate('/login', { replace: true })
  }

  const userMenu: ShellUserMenuItem[] = [
    {
      label: shell.changePassword,
      icon: <KeyRound aria-hidden="true" />,
      onSelect: () => navigate('/cambiar-contrasenia'),
    },
    {
      label: shell.myDevices,
      icon: <MonitorSmartphone aria-hidden="true" />,
      onSelect: () => navigate('/mis-dispositivos'),
    },
    {
      label: shell.myTickets,
      icon: <Ticket aria-hidden="true" />,
      onSelect: () => navigate('/tickets/mis-tickets'),
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

  const { portal, title } = portalRuntime()
  return (
    <AppShell
      portalName={title}
      variant={portal === 'operador' ? 'mobile-first' : 'desktop'}
      breadcrumbs={breadcrumbsFor(portal, location.pathname)}
      userName={session.nombreUsuario}
      navigation={session.navigationMenu}
      userMenu={userMenu}
      currentPath={location.pathname}
      renderLink={renderLink}
    >
      <Outlet />
    </AppShell>
  )
}
