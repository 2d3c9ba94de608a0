// The frame of every signed-in page: a header with the portal, the menu button (small screens) and
// the user menu; the navigation built from the session's navigationMenu; and the page. The kit
// knows no router: the portal passes `renderLink` so links stay client-side.
import { ChevronDown, Menu, X } from 'lucide-react'
import { DropdownMenu } from 'radix-ui'
import { type ReactNode, useState } from 'react'
import { cn } from '../lib/cn.ts'
import { esCl } from '../locale/es-cl.ts'
import { Button } from './button.tsx'

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

export type AppShellProps = {
  portalName: string
  userName: string
  navigation: ShellNavSection[]
  userMenu: ShellUserMenuItem[]
  currentPath: string
  renderLink: RenderLink
  children: ReactNode
}

const { shell } = esCl

export function AppShell({
  portalName,
  userName,
  navigation,
  userMenu,
  currentPath,
  renderLink,
  children,
}: AppShellProps) {
  const [drawerOpen, setDrawerOpen] = useState(false)
  const hasNavigation = navigation.some((section) => section.children?.length)

  const nav = (
    <nav aria-label={shell.navigation} className="grid gap-5 p-4">
      {renderLink({
        to: '/',
        current: currentPath === '/',
        className: navLinkClass(currentPath === '/'),
        onClick: () => setDrawerOpen(false),
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
                      current: isCurrent(currentPath, entry.path),
                      className: navLinkClass(isCurrent(currentPath, entry.path)),
                      onClick: () => setDrawerOpen(false),
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

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#contenido"
        className="sr-only rounded-md bg-background px-3 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:ring-[3px] focus:ring-ring/50"
      >
        {shell.skipToContent}
      </a>
      <header className="sticky top-0 z-30 border-b bg-card">
        <div className="flex items-center justify-between gap-3 px-4 py-2">
          <div className="flex items-center gap-2">
            {hasNavigation ? (
              <Button
                variant="ghost"
                size="icon"
                className="md:hidden"
                aria-label={drawerOpen ? shell.closeMenu : shell.openMenu}
                aria-expanded={drawerOpen}
                onClick={() => setDrawerOpen((open) => !open)}
              >
                {drawerOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
              </Button>
            ) : null}
            <p className="font-semibold">{shell.portal(portalName)}</p>
          </div>
          <UserMenu userName={userName} items={userMenu} />
        </div>
      </header>
      <div className="flex flex-1">
        {hasNavigation ? (
          <aside className="hidden w-64 shrink-0 border-r bg-card md:block">{nav}</aside>
        ) : null}
        {hasNavigation && drawerOpen ? (
          <div className="fixed inset-0 top-[49px] z-20 overflow-y-auto bg-card md:hidden">
            {nav}
          </div>
        ) : null}
        <main id="contenido" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
          {children}
        </main>
      </div>
    </div>
  )
}

function UserMenu({ userName, items }: { userName: string; items: ShellUserMenuItem[] }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={shell.userMenu(userName)}>
          <span className="max-w-48 truncate">{userName}</span>
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-56 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {items.map((item) => (
            <DropdownMenu.Item
              key={item.label}
              asChild={'href' in item}
              onSelect={'onSelect' in item ? item.onSelect : undefined}
              className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-2 text-sm outline-none select-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground [&_svg]:size-4"
            >
              {'href' in item ? (
                <a href={item.href}>
                  {item.icon}
                  {item.label}
                </a>
              ) : (
                <>
                  {item.icon}
                  {item.label}
                </>
              )}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}

const isCurrent = (currentPath: string, path: string) =>
  currentPath === path || currentPath.startsWith(`${path}/`)

const navLinkClass = (current: boolean) =>
  cn(
    'block rounded-md px-2 py-2 text-sm hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
    current && 'bg-accent font-medium text-accent-foreground',
  )
