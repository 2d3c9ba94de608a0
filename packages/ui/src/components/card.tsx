// The kit's card: a bordered surface with header, content and footer slots. CardTitle is a
// heading; `asChild` picks its level (`<CardTitle asChild><h1>…</h1></CardTitle>`).
import { Slot } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn.ts'
import { slotted } from '../lib/slotted.ts'

export const Card = slotted(
  'div',
  'card',
  'flex flex-col gap-6 rounded-xl border bg-card py-6 text-card-foreground shadow-sm',
)

export const CardHeader = slotted('div', 'card-header', 'grid gap-1.5 px-6')

export function CardTitle({
  className,
  asChild = false,
  ...props
}: ComponentProps<'h2'> & { asChild?: boolean }) {
  const Component = asChild ? Slot.Root : 'h2'
  return (
    <Component
      data-slot="card-title"
      className={cn('text-lg font-semibold leading-tight', className)}
      {...props}
    />
  )
}

export const CardDescription = slotted('p', 'card-description', 'text-sm text-muted-foreground')

export const CardContent = slotted('div', 'card-content', 'px-6')

export const CardFooter = slotted('div', 'card-footer', 'flex items-center px-6')
