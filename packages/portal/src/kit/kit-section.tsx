// One section of the kit page: a heading with an anchor the page's index links to, a line on when
// to use what it shows, and the examples.
import type { ReactNode } from 'react'

export type KitSectionProps = {
  id: string
  title: string
  description: string
  children: ReactNode
}

export function KitSection({ id, title, description, children }: KitSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-titulo`}
      className="grid scroll-mt-20 grid-cols-1 gap-4"
    >
      <header className="grid gap-1 border-b pb-2">
        <h2 id={`${id}-titulo`} className="text-xl font-semibold tracking-tight">
          {title}
        </h2>
        <p className="max-w-prose text-sm text-muted-foreground">{description}</p>
      </header>
      {children}
    </section>
  )
}

/** A labelled group of examples inside a section. */
export function KitExample({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
      <div className="flex flex-wrap items-center gap-3">{children}</div>
    </div>
  )
}
