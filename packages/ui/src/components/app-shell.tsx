// The frame of every signed-in page: a header with the portal, the menu button (small screens), the
// portal's own actions (the notifications bell), the theme and the user menu; the navigation built from the session's navigationMenu (a sidebar on
// wide screens, a drawer with a focus trap on small ones); the route's breadcrumbs; and the page.
// `variant="mobile-first"` (the operador portal, used on phones at the site) adds a bottom bar
// with the main entries and makes every target at least 44 px. The kit knows no router: the portal
// passes `renderLink` so links stay client-side.
import { ChevronDown, CircleUserRound, House, Menu } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { cn } from '../lib/cn.ts'
import { kit as kitText } from '../locale/es-cl/kit.ts'
import { esCl } from '../locale/es-cl.ts'
import { Breadcrumbs, type Crumb } from './breadcrumb.tsx'
import { Button } from './button.tsx'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx'
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from './sheet.tsx'
import { ThemeToggle } from './theme-toggle.tsx'

export type ShellNavSection = {
  label: string
  children?: { label: string; path?: string | undefined }[] | undefined
}

export type ShellUserMenuItem =
  | { label: string; href: string; icon?: ReactNode }
  | { label: string; onSelect: () => void; icon?: ReactNode }

export type RenderLink = (props: {
  to: string
  className: string
  children: ReactNode
  current: boolean
  onClick?: () => void
}) => ReactNode

export type ShellVariant = 'desktop' | 'mobile-first'

export type AppShellProps = {
  portalName: string
  userName: string
  navigation: ShellNavSection[]
  userMenu: ShellUserMenuItem[]
  currentPath: string
  renderLink: RenderLink
  /** Where the page sits, from Inicio to the page itself; shown above the page when deeper than it. */
  breadcrumbs?: readonly Crumb[] | undefined
  /** `mobile-first`: a bottom bar with the main entries and large touch targets (operador). */
  variant?: ShellVariant
  /** What the header shows before the theme and the user menu (the portals' notifications bell). */
  actions?: ReactNode
  children: ReactNode
}

const { shell } = esCl
const { shell: kitShell } = kitText

/** The bottom bar holds Inicio and this many menu entries; the rest stay in the drawer. */
const BOTTOM_ENTRIES = 3

export function AppShell({
  portalName,
  userName,
  navigation,
  userMenu,
  currentPath,
  renderLink,
  breadcrumbs,
  variant = 'desktop',
  actions,
  children,
}: AppShellProps) {
  const [drawerOpen, setDrawerOpen] = useState(false)
  const mobileFirst = variant === 'mobile-first'
  const hasNavigation = navigation.some((section) => section.children?.length)
  const entries = navigation.flatMap((section) =>
    (section.children ?? []).flatMap((entry) =>
      entry.path ? [{ label: entry.label, path: entry.path }] : [],
    ),
  )
  const currentEntry = activeEntry(
    currentPath,
    entries.map((entry) => entry.path),
  )
  const isActive = (path: string) => (path === '/' ? currentPath === '/' : path === currentEntry)

  const nav = (onNavigate?: () => void) => (
    <nav aria-label={shell.navigation} className="grid gap-5 p-4">
      {renderLink({
        to: '/',
        current: isActive('/'),
        className: navLinkClass(isActive('/'), mobileFirst),
        onClick: onNavigate,
        children: shell.home,
      })}
      {navigation.map((section) =>
        section.children?.length ? (
          <div key={section.label} className="grid gap-1">
            <p className="px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {section.label}
            </p>
            <ul className="grid gap-0.5">
              {section.children.map((entry) =>
                entry.path ? (
                  <li key={entry.path}>
                    {renderLink({
                      to: entry.path,
                      current: isActive(entry.path),
                      className: navLinkClass(isActive(entry.path), mobileFirst),
                      onClick: onNavigate,
                      children: entry.label,
                    })}
                  </li>
                ) : null,
              )}
            </ul>
          </div>
        ) : null,
      )}
    </nav>
  )

  const crumbs = breadcrumbs && breadcrumbs.length > 1 ? breadcrumbs : null

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#contenido"
        className="sr-only rounded-md bg-background px-3 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:ring-[3px] focus:ring-ring/50"
      >
        {shell.skipToContent}
      </a>
      <header className="sticky top-0 z-30 border-b bg-card">
        <div className="flex items-center justify-between gap-3 px-4 py-2">
          <div className="flex min-w-0 items-center gap-2">
            {hasNavigation ? (
              <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
                <SheetTrigger asChild>
                  <Button
                    variant="ghost"
                    size={mobileFirst ? 'icon-lg' : 'icon'}
                    className="md:hidden"
                    aria-label={shell.openMenu}
                  >
                    <Menu aria-hidden="true" />
                  </Button>
                </SheetTrigger>
                <SheetContent side="left" className="p-0 pt-2">
                  <div className="px-4 pt-3">
                    <SheetTitle>{kitShell.menu}</SheetTitle>
                    <SheetDescription className="sr-only">
                      {shell.portal(portalName)}
                    </SheetDescription>
                  </div>
                  {nav(() => setDrawerOpen(false))}
                </SheetContent>
              </Sheet>
            ) : null}
            <p className="truncate font-semibold">{shell.portal(portalName)}</p>
          </div>
          <div className="flex items-center gap-1">
            {actions}
            <ThemeToggle className={mobileFirst ? 'size-11' : undefined} />
            <UserMenu userName={userName} items={userMenu} large={mobileFirst} />
          </div>
        </div>
      </header>
      <div className="flex flex-1">
        {hasNavigation ? (
          <aside className="hidden w-64 shrink-0 border-r bg-card md:block">{nav()}</aside>
        ) : null}
        <main
          id="contenido"
          tabIndex={-1}
          className={cn(
            // min-w-0 and a minmax(0, 1fr) column: a wide table or chart scrolls inside the page
            // instead of widening the page past a phone's screen.
            'mx-auto grid w-full min-w-0 max-w-6xl flex-1 grid-cols-1 content-start gap-4 px-4 py-6 outline-none',
            mobileFirst && hasNavigation && 'pb-28 md:pb-6',
          )}
        >
          {crumbs ? (
            <Breadcrumbs
              items={crumbs}
              renderLink={({ to, children: label }) =>
                renderLink({ to, className: '', current: false, children: label })
              }
            />
          ) : null}
          {children}
        </main>
      </div>
      {mobileFirst && hasNavigation ? (
        <nav
          aria-label={kitShell.shortcuts}
          className="fixed inset-x-0 bottom-0 z-30 border-t bg-card pb-[env(safe-area-inset-bottom)] md:hidden"
        >
          <ul className="grid auto-cols-fr grid-flow-col">
            {[{ label: shell.home, path: '/' }, ...entries.slice(0, BOTTOM_ENTRIES)].map(
              (entry) => (
                <li key={entry.path}>
                  {renderLink({
                    to: entry.path,
                    current: isActive(entry.path),
                    className: bottomLinkClass(isActive(entry.path)),
                    children: (
                      <>
                        {entry.path === '/' ? (
                          <House aria-hidden="true" className="size-5" />
                        ) : null}
                        <span className="line-clamp-2 text-center">{entry.label}</span>
                      </>
                    ),
                  })}
                </li>
              ),
            )}
          </ul>
        </nav>
      ) : null}
    </div>
  )
}

function UserMenu({
  userName,
  items,
  large,
}: {
  userName: string
  items: ShellUserMenuItem[]
  large: boolean
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size={large ? 'touch' : 'sm'}
          className={large ? 'px-3 text-sm' : undefined}
          aria-label={shell.userMenu(userName)}
        >
          {/* On a phone an icon leaves room for the portal's name; the label says who. (Initials
              would be visible text missing from that label, which confuses voice control.) */}
          <CircleUserRound aria-hidden="true" className="size-5 sm:hidden" />
          <span className="hidden max-w-48 truncate sm:inline">{userName}</span>
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-56">
        {items.map((item) =>
          'href' in item ? (
            <DropdownMenuItem key={item.label} asChild className={large ? 'min-h-11' : undefined}>
              <a href={item.href}>
                {item.icon}
                {item.label}
              </a>
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem
              key={item.label}
              onSelect={item.onSelect}
              className={large ? 'min-h-11' : undefined}
            >
              {item.icon}
              {item.label}
            </DropdownMenuItem>
          ),
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

/**
 * The menu entry the page belongs to: the longest entry path the current path is, or is under
 * (so /obras/12/editar lights up "Obras", and /operador/reports-historico not "Mis reports").
 */
export function activeEntry(currentPath: string, paths: readonly string[]): string | undefined {
  return paths
    .filter((path) => currentPath === path || currentPath.startsWith(`${path}/`))
    .sort((a, b) => b.length - a.length)[0]
}

const navLinkClass = (current: boolean, large: boolean) =>
  cn(
    'flex items-center rounded-md px-2 py-2 text-sm hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
    large && 'min-h-11 text-base',
    current && 'bg-accent font-medium text-accent-foreground',
  )

const bottomLinkClass = (current: boolean) =>
  cn(
    'flex min-h-14 flex-col items-center justify-center gap-0.5 px-1 py-1.5 text-xs text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset',
    current && 'font-semibold text-foreground shadow-[inset_0_3px_0_var(--primary)]',
  )
