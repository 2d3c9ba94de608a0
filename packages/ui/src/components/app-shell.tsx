// The frame of every signed-in page: a header naming the portal and the user, with the sign-out
// button, and the page below it. Menus come later (the session's navigationMenu).
import { LogOut } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { esCl } from '../locale/es-cl.ts'
import { Button } from './button.tsx'

export type AppShellProps = {
  portalName: string
  userName: string
  onSignOut: () => Promise<void>
  children: ReactNode
}

const { shell } = esCl

export function AppShell({ portalName, userName, onSignOut, children }: AppShellProps) {
  const [signingOut, setSigningOut] = useState(false)

  async function signOut() {
    setSigningOut(true)
    try {
      await onSignOut()
    } finally {
      setSigningOut(false)
    }
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#contenido"
        className="sr-only rounded-md bg-background px-3 py-2 focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:ring-[3px] focus:ring-ring/50"
      >
        {shell.skipToContent}
      </a>
      <header className="border-b bg-card">
        <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
          <p className="font-semibold">{shell.portal(portalName)}</p>
          <div className="flex items-center gap-3">
            <span className="text-sm text-muted-foreground">{userName}</span>
            <Button variant="outline" size="sm" onClick={signOut} disabled={signingOut}>
              <LogOut aria-hidden="true" />
              {signingOut ? shell.signingOut : shell.signOut}
            </Button>
          </div>
        </div>
      </header>
      <main id="contenido" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        {children}
      </main>
    </div>
  )
}
