// The message a region shows when it has nothing to show (an empty list, no search results): an
// optional icon, a title, an explanation and room for an action such as "Crear obra".
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '../lib/cn.ts'

export type EmptyStateProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** Decorative icon (hidden from assistive technology; the title says it all). */
  icon?: ReactNode
  title: string
  description?: ReactNode
  /** Buttons or links offered as the way forward. */
  action?: ReactNode
}

export function EmptyState({
  icon,
  title,
  description,
  action,
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center gap-2 px-4 py-10 text-center',
        className,
      )}
      {...props}
    >
      {icon ? (
        <div
          aria-hidden="true"
          className="mb-1 flex size-10 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-5"
        >
          {icon}
        </div>
      ) : null}
      <p className="font-medium">{title}</p>
      {description ? (
        <div className="max-w-md text-sm text-muted-foreground">{description}</div>
      ) : null}
      {action ? (
        // empty:hidden: an action that renders nothing for this user leaves no margin behind.
        <div className="mt-2 flex flex-wrap justify-center gap-2 empty:hidden">{action}</div>
      ) : null}
    </div>
  )
}
