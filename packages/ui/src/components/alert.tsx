// The kit's inline message box. It is a live region (role="alert"), so a screen reader announces
// an error such as a failed sign-in the moment it appears; a message that is part of the page from
// the start (a hint, a notice) passes `role="status"` or `role="note"` instead. The tones match the
// badges': info, success, warning and destructive.
import { cva, type VariantProps } from 'class-variance-authority'
import { CircleAlert } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '../lib/cn.ts'
import { slotted } from '../lib/slotted.ts'

const alertVariants = cva(
  'relative grid w-full grid-cols-[0_1fr] items-start gap-y-0.5 rounded-lg border px-4 py-3 text-sm has-[>svg]:grid-cols-[calc(var(--spacing)*4)_1fr] has-[>svg]:gap-x-3 [&>svg]:size-4 [&>svg]:translate-y-0.5 [&>svg]:text-current',
  {
    variants: {
      variant: {
        default: 'bg-card text-card-foreground',
        destructive:
          'border-destructive/40 bg-card text-destructive *:data-[slot=alert-description]:text-destructive',
        info: 'border-info-soft-foreground/30 bg-info-soft text-info-soft-foreground',
        success: 'border-success-soft-foreground/30 bg-success-soft text-success-soft-foreground',
        warning: 'border-warning-soft-foreground/30 bg-warning-soft text-warning-soft-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
)

export function Alert({
  className,
  variant,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof alertVariants>) {
  return (
    <div
      data-slot="alert"
      role="alert"
      className={cn(alertVariants({ variant }), className)}
      {...props}
    />
  )
}

export const AlertTitle = slotted(
  'div',
  'alert-title',
  'col-start-2 min-h-4 font-medium tracking-tight',
)

export const AlertDescription = slotted(
  'div',
  'alert-description',
  'col-start-2 grid justify-items-start gap-1 text-sm',
)

/** An error said in a destructive alert with its icon (a failed sign-in, a failed action). */
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      <AlertDescription>{children}</AlertDescription>
    </Alert>
  )
}
