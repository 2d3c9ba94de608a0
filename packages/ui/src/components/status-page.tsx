// A whole-page message: not found, an unexpected error, later "sin permiso" and maintenance.
// Actions (e.g. a link home) come as children, so the kit needs no router.
import type { ReactNode } from 'react'
import { cn } from '../lib/cn.ts'

export type StatusPageProps = {
  /** A short code shown above the title, e.g. '404'. */
  code?: string
  title: string
  description: string
  children?: ReactNode
  /** Inside the app shell (which already has the page's <main>): a section, not a whole page. */
  inShell?: boolean
}

export function StatusPage({
  code,
  title,
  description,
  children,
  inShell = false,
}: StatusPageProps) {
  const Element = inShell ? 'section' : 'main'
  return (
    <Element
      className={cn(
        'flex flex-col items-center justify-center gap-4 p-6 text-center',
        inShell ? 'min-h-[50dvh]' : 'min-h-dvh',
      )}
    >
      {code ? <p className="text-sm font-semibold text-muted-foreground">{code}</p> : null}
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="max-w-md text-muted-foreground">{description}</p>
      {children ? <div className="flex gap-3">{children}</div> : null}
    </Element>
  )
}
