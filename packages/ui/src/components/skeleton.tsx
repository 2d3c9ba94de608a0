// A grey pulsing block that stands in for content still loading. Decorative: the region that
// loads says "Cargando…" to assistive technology (aria-busy plus a status), not each block.
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn.ts'

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted motion-reduce:animate-none', className)}
      {...props}
    />
  )
}
