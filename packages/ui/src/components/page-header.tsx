// The top of a screen: its breadcrumbs (when the screen is not inside the app shell, which shows
// the route's own), its title as the page's one <h1>, a line of description, and the screen's main
// actions (Agregar, Exportar…), which wrap under the title on a phone.
import type { ReactNode } from 'react'
import { cn } from '../lib/cn.ts'
import { type BreadcrumbLinkRenderer, Breadcrumbs, type Crumb } from './breadcrumb.tsx'

export type PageHeaderProps = {
  title: ReactNode
  description?: ReactNode
  breadcrumbs?: readonly Crumb[] | undefined
  renderLink?: BreadcrumbLinkRenderer | undefined
  /** Buttons or links, in order of importance (the first is the main action). */
  actions?: ReactNode
  className?: string
}

export function PageHeader({
  title,
  description,
  breadcrumbs,
  renderLink,
  actions,
  className,
}: PageHeaderProps) {
  return (
    <header data-slot="page-header" className={cn('grid gap-3', className)}>
      {breadcrumbs?.length ? <Breadcrumbs items={breadcrumbs} renderLink={renderLink} /> : null}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {description ? <p className="max-w-prose text-muted-foreground">{description}</p> : null}
        </div>
        {actions ? (
          // empty:hidden: an action that renders nothing for this user (a RouteLinkButton without
          // its key) leaves no gap behind.
          <div className="flex flex-wrap items-center gap-2 empty:hidden">{actions}</div>
        ) : null}
      </div>
    </header>
  )
}
